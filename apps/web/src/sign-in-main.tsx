// The pre-rendered /login's own entry (docs/decisions/033), which start.ts loads there instead of the app: the
// sign-in form and the public chrome hydrate without the router and the route table, so the code that sends
// the OTP arrives as a few files side by side.
import { StrictMode } from 'react';
import { SignInRoot } from './app/sign-in-root';
import { rememberStoredLanguage, startPrerendered } from './hydrate-prerendered';

const root = document.getElementById('root');
if (!root) throw new Error('the sign-in page has no #root element');

rememberStoredLanguage();
void startPrerendered(
  root,
  (root.dataset.prerendered ?? 'common auth').split(' '),
  <StrictMode>
    <SignInRoot />
  </StrictMode>,
);
