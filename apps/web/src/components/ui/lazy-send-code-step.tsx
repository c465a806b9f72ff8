// SendCodeStep as a default export, for a button that loads it only when pressed (send-code-button.tsx).
// Importing send-code-step.tsx itself on demand would make the bundler wrap it in a module object, which the
// pages importing it at once would then download too.
export { SendCodeStep as default } from './send-code-step';
