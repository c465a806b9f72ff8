// Puts one more entry of the build into index.html as `<script type="module" async>`: it runs as soon as it has
// arrived, while the app's own files are still downloading, instead of in the app's turn. Vite merges every module
// script written in index.html into its one entry, so the tag is added to the built page instead
// (docs/decisions/045). The pre-rendered pages drop it with the app's other scripts.
import type { Plugin } from 'vite';

export function earlyScript(entryName: string): Plugin {
  let base = '/';
  return {
    name: 'kaamsetu-early-script',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === entryName,
        );
        if (!chunk) throw new Error(`The build has no entry named ${entryName}`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `${base}${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
