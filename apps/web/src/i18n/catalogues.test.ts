// Every catalogue exists in every language with exactly the same keys, so no Hindi reader meets an English
// fallback (or a raw key) and no English key is left behind when a Hindi one is removed.
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from './i18n';

type Catalogue = { [key: string]: string | Catalogue };

const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

function textsOf(catalogue: Catalogue, prefix = ''): [key: string, text: string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : textsOf(value, `${prefix}${key}.`),
  );
}

const keysOf = (catalogue: Catalogue) =>
  textsOf(catalogue)
    .map(([key]) => key)
    .sort();

const namespaces = [...new Set(Object.keys(files).map((file) => file.split('/')[2]?.replace('.json', '') ?? ''))];

describe('catalogues', () => {
  it.each(namespaces)('%s has the same keys, none empty, in every language', (namespace) => {
    const english = files[`./en/${namespace}.json`];
    expect(english).toBeDefined();
    for (const language of supportedLanguages) {
      const catalogue = files[`./${language}/${namespace}.json`];
      expect(catalogue, `${language}/${namespace}.json`).toBeDefined();
      expect(keysOf(catalogue ?? {})).toEqual(keysOf(english ?? {}));
      for (const [key, text] of textsOf(catalogue ?? {})) {
        expect(text.trim(), `${language}/${namespace}.json ${key}`).not.toBe('');
      }
    }
  });
});
