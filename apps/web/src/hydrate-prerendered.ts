// Takes over a page the build pre-rendered (docs/decisions/029), for the app (main.tsx) and for the sign-in
// page's own entry (sign-in-main.tsx, docs/decisions/033): once the catalogues the page shows are in memory,
// hydrates it in the language it was written in, unless this device chose another.
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isSupported, loadNamespace, startInLanguage, type SupportedLanguage } from './i18n/i18n';
import { rememberLanguage, storedLanguage } from './i18n/remembered-language';

/** A choice made before the cookie existed (or on a page the server does not pre-render) reaches the server too. */
export function rememberStoredLanguage(): void {
  const chosen = storedLanguage();
  if (isSupported(chosen)) rememberLanguage(chosen);
}

/** The language the page should show: this device's choice, else the one the server wrote the page in. */
function wantedLanguage(pageLanguage: SupportedLanguage): SupportedLanguage {
  const stored = storedLanguage();
  return isSupported(stored) ? stored : pageLanguage;
}

/**
 * Hydration must render what the HTML holds, so it runs only in the page's own language; a device that chose
 * another language (or chose one while this code was arriving, see start.ts) gets the page rendered afresh in
 * that one. `namespaces`: the catalogues the page reads, from #root's data-prerendered.
 */
export async function startPrerendered(element: HTMLElement, namespaces: string[], app: ReactNode): Promise<void> {
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
