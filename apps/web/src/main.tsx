// Browser entry: waits for the first language catalogue, then renders the app. A page the build pre-rendered
// (docs/decisions/029) is hydrated instead (hydrate-prerendered.ts). Production builds also install the service
// worker that lets the app open offline.
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { currentLanguage, i18nReady } from './i18n/i18n';
import { prepareIntl } from './lib/intl-locale';
import { rememberStoredLanguage, startPrerendered } from './hydrate-prerendered';
import { registerServiceWorker } from './lib/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoot />
    </BrowserRouter>
  </StrictMode>
);

rememberStoredLanguage();

const prerendered = root.dataset.prerendered;
if (prerendered === undefined) {
  // A pre-rendered page's start script has installed the worker already.
  if (import.meta.env.PROD) registerServiceWorker();
  const ready = i18nReady();
  // The reader's own formatters, made while the first screen's words and code are on their way and nothing is on
  // screen yet, not in the middle of Home's first list (docs/decisions/041). Intl's locale data, the costly part, has
  // usually loaded already: the build's index.html runs intl-warm-up.ts before the app (docs/decisions/045).
  setTimeout(() => prepareIntl(currentLanguage()), 0);
  void ready.then(() => {
    // As a transition, React renders the first screen in slices and lets the phone handle input between them,
    // instead of one long task (issue 19: 530-660 ms at 4x CPU slowdown before, 250-360 ms after).
    startTransition(() => createRoot(root).render(app));
  });
} else {
  void startPrerendered(root, prerendered.split(' '), app);
}
