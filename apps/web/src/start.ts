// The only script of a pre-rendered public page (docs/decisions/029). The page is already on screen from its
// HTML; this starts the app (main.tsx, whose address the build wrote on this script's tag, with every file the
// page needs fetched side by side) either once the page has painted, or, where the tag says "interaction"
// (the content pages), only once the visitor scrolls, taps or types: nothing but this small file is fetched for
// someone who just reads. A link followed before then is an ordinary page load. A language picked before the
// app runs is remembered here, and main.tsx then shows the page in it. The sign-in page starts its own small
// entry instead of the app (sign-in-main.tsx, docs/decisions/033).
import { rememberLanguage, storedLanguage } from './i18n/remembered-language';
import { registerServiceWorker } from './lib/register-service-worker';

const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
const appAddress = tag?.dataset.app;
const interactions = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;
let started = false;

// The pre-rendered /login (vite.config.ts) hydrates with its own entry, not the app whose files the tag lists.
const signInPage = location.pathname === '/login';
// Its catalogues, fetched beside its code rather than once that code has run; the same modules i18n.ts loads.
const signInCatalogues = import.meta.glob('./i18n/*/{common,auth}.json');

function startSignIn(): void {
  const namespaces = document.getElementById('root')?.dataset.prerendered?.split(' ') ?? [];
  for (const language of new Set([document.documentElement.lang, 'en'])) {
    for (const namespace of namespaces) void signInCatalogues[`./i18n/${language}/${namespace}.json`]?.();
  }
  // Vite fetches the entry's files side by side before it runs.
  void import('./sign-in-main');
}

function start(): void {
  if (started) return;
  started = true;
  for (const type of interactions) removeEventListener(type, onInteraction, true);
  if (signInPage) startSignIn();
  else if (appAddress) startApp(appAddress);
}

function startApp(address: string): void {
  for (const href of tag?.dataset.preload?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ address);
}

/** After the next frame is drawn: the app's downloads never hold back the first paint. */
function afterPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

function onInteraction(event: Event): void {
  // Following a link loads the next page (pre-rendered too); starting the app here would only waste the download.
  if (event.target instanceof Element && event.target.closest('a[href]')) return;
  start();
}

// A language picked before the app has taken over the switch is kept for main.tsx to apply (once the app runs,
// it keeps the same choice itself).
document.addEventListener(
  'change',
  (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.closest('.language-switcher')) return;
    rememberLanguage(select.value);
    start();
  },
  true,
);

registerServiceWorker();
const chosen = storedLanguage();
if (tag?.dataset.start !== 'interaction' || (chosen !== null && chosen !== document.documentElement.lang))
  afterPaint(start);
else for (const type of interactions) addEventListener(type, onInteraction, { capture: true, passive: true });
