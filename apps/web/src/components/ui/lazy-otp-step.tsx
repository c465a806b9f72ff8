// The code step as a default export, for a page that loads it only when a code was sent (send-code-step.tsx).
// Importing otp-step.tsx itself on demand would make the bundler wrap it in a module object, which the sign-in
// page, importing it at once, would then download too.
export { OtpStep as default } from './otp-step';
