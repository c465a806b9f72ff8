// The signed-in app's first script to run (docs/decisions/045): makes the formatters Home's cards use first, so that
// Intl loads the browser's locale data (0.4–0.6 s of main thread at 4× CPU slowdown, the longest task of a first
// /app visit) while the app's own files are still downloading and the main thread has nothing else to do. The
// build tags it `async` in index.html, so it runs as soon as it and its one small import have arrived, not after
// the app. Which language does not matter for that load: the reader's own formatters then take a few milliseconds
// (main.tsx makes them before the first screen).
import { prepareIntl } from './lib/intl-locale';

prepareIntl('en');
