// A labelled text field as a default export, for a part of a page that shows one only after a tap (the profile's
// link to copy by hand). Importing form-field.tsx itself on demand would make the bundler wrap it in a module
// object, which every page with a form would then download too.
export { TextField as default } from './form-field';
