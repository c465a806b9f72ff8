// Shortens the lists of files Vite preloads beside a dynamic import (its `__vite__mapDeps` table) by the files the
// importing chunk has already loaded: its own static imports, direct or indirect, which ran before the import()
// could. Vite lists a page's whole static tree there, React and the router included, for every dynamic import,
// so the app's entry carried a 2.7 KB gzip table naming the same library files 60 times
// (docs/decisions/033). Stylesheets are never dropped: Vite's preload helper is what inserts them.
import type { Plugin } from 'vite';

interface LoadedPreloads {
  plugin: Plugin;
  /** For `build.modulePreload.resolveDependencies`: the JavaScript deps the importing chunk has not loaded. */
  resolveDependencies: (
    filename: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ) => string[];
}

export function loadedPreloads(): LoadedPreloads {
  // Each chunk's static imports, by file name, from the bundle before Vite writes the preload tables.
  const importsOf = new Map<string, readonly string[]>();

  function staticallyLoaded(fileName: string): Set<string> {
    const loaded = new Set<string>();
    const visit = (name: string) => {
      for (const imported of importsOf.get(name) ?? []) {
        if (loaded.has(imported)) continue;
        loaded.add(imported);
        visit(imported);
      }
    };
    visit(fileName);
    return loaded;
  }

  return {
    plugin: {
      name: 'kaamsetu-loaded-preloads',
      apply: 'build',
      generateBundle: {
        // Before Vite's import analysis, which asks resolveDependencies in its own generateBundle.
        order: 'pre',
        handler(_options, bundle) {
          importsOf.clear();
          for (const output of Object.values(bundle)) {
            if (output.type === 'chunk') importsOf.set(output.fileName, output.imports);
          }
        },
      },
    },
    resolveDependencies(_filename, deps, { hostId, hostType }) {
      // The HTML's own preload tags, and any chunk this plugin did not see, keep Vite's list.
      if (hostType !== 'js' || !importsOf.has(hostId)) return deps;
      const loaded = staticallyLoaded(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
