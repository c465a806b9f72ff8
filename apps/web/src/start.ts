// The only script of a pre-rendered public page (docs/decisions/029). The page is already on screen from its
// HTML; this starts the app (main.tsx, whose address the build wrote on this script's tag, with every file the
// page needs fetched side by side) either once the page has painted, or, where the tag says "interaction"
// (the content pages), only once the visitor scrolls, taps or types: nothing but this small file is fetched for
// someone who just reads. A link followed before then is an ordinary page load. A language picked before the
// app runs is remembered here, and main.tsx then shows the page in it.
import { rememberLanguage, storedLanguage } from './i18n/remembered-language';
import { registerServiceWorker } from './lib/register-service-worker';

const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
const appAddress = tag?.dataset.app;
const interactions = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;
let started = false;

function start(): void {
  if (started || !appAddress) return;
  started = true;
  for (const type of interactions) removeEventListener(type, onInteraction, true);
  for (const href of tag?.dataset.preload?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ appAddress);
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
