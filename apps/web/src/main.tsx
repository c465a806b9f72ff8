// Browser entry: waits for the first language catalogue, then renders the app. A page the build pre-rendered
// (docs/decisions/029) is hydrated instead, in the language it was written in, unless this device chose
// another. Production builds also install the service worker that lets the app open offline.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { i18nReady, isSupported, loadNamespace, startInLanguage, type SupportedLanguage } from './i18n/i18n';
import { rememberLanguage, storedLanguage } from './i18n/remembered-language';
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

// A choice made before the cookie existed (or on a page the server does not pre-render) reaches the server too.
const chosen = storedLanguage();
if (isSupported(chosen)) rememberLanguage(chosen);

/** The language the page should show: this device's choice, else the one the server wrote the page in. */
function wantedLanguage(pageLanguage: SupportedLanguage): SupportedLanguage {
  const stored = storedLanguage();
  return isSupported(stored) ? stored : pageLanguage;
}

/**
 * Takes over a pre-rendered page once the catalogues it shows are in memory. Hydration must render what the
 * HTML holds, so it runs only in the page's own language; a device that chose another language (or chose one
 * while this code was arriving, see start.ts) gets the page rendered afresh in that one.
 */
async function startPrerendered(element: HTMLElement, namespaces: string[]): Promise<void> {
  const written = document.documentElement.lang;
  const pageLanguage: SupportedLanguage = isSupported(written) ? written : 'en';
  let language = wantedLanguage(pageLanguage);
  for (;;) {
    startInLanguage(language);
    await Promise.all(namespaces.map((namespace) => loadNamespace(language, namespace)));
    const now = wantedLanguage(pageLanguage);
    if (now === language) break;
    language = now;
  }
  if (language === pageLanguage) hydrateRoot(element, app);
  else {
    document.documentElement.lang = language;
    createRoot(element).render(app);
  }
}

const prerendered = root.dataset.prerendered;
if (prerendered === undefined) {
  // A pre-rendered page's start script has installed the worker already.
  if (import.meta.env.PROD) registerServiceWorker();
  void i18nReady().then(() => {
    createRoot(root).render(app);
  });
} else {
  void startPrerendered(root, prerendered.split(' '));
}
