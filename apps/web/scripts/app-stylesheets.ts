// The app's stylesheets as the build wrote them: the ones dist/index.html links. CSS is not split per chunk
// (vite.config.ts, docs/decisions/043), so this is one file; the pre-render plugin inlines it into every page and
// the service worker plugin precaches it, and both find it here, the way the app itself does.

/** The stylesheets the built index.html (its text) links, as paths inside the output folder ("assets/style-….css"). */
export function appStylesheets(index: string): string[] {
  return [...index.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)].map((link) => link[1]!);
}
