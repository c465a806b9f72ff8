// The app's stylesheets as the build wrote them: the ones dist/index.html links. CSS is not split per chunk
// (vite.config.ts, docs/decisions/043), so this is one file; the pre-render plugin inlines it into every page and
// the service worker plugin precaches it, and both find it here, the way the app itself does.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The stylesheets `<outDir>/index.html` links, as paths inside outDir ("assets/style-….css"). */
export function appStylesheets(outDir: string): string[] {
  const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  return [...index.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)].map((link) => link[1]!);
}
