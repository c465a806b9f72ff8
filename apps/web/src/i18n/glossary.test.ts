// One word for each key action in each language (docs/translators-glossary.md): every catalogue text whose
// English says the action must say it with the glossary's word in Hindi, Marathi and Tamil, so a page can
// never again call Hire Now by a second name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Catalogue = { [key: string]: string | Catalogue };
const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

const glossaryFile = path.resolve(__dirname, '../../../../docs/translators-glossary.md');
const translated = ['hi', 'mr', 'ta'] as const;

interface Entry {
  action: string;
  english: RegExp;
  forms: Record<(typeof translated)[number], string[]>;
}

const formsIn = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The table's rows: English | Hindi | Marathi | Tamil | why. */
function glossary(): Entry[] {
  const rows = readFileSync(glossaryFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| English'));
  return rows.map((row) => {
    const [english = '', hi = '', mr = '', ta = ''] = row.split('|').slice(1);
    const englishForms = formsIn(english);
    return {
      action: english.replace(/`[^`]*`/g, '').trim(),
      english: new RegExp(`\\b(?:${englishForms.map(escaped).join('|')})\\b`, 'i'),
      forms: { hi: formsIn(hi), mr: formsIn(mr), ta: formsIn(ta) },
    };
  });
}

function textsOf(catalogue: Catalogue, prefix = ''): [key: string, text: string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : textsOf(value, `${prefix}${key}.`),
  );
}

const entries = glossary();
const namespaces = Object.keys(files)
  .filter((file) => file.startsWith('./en/'))
  .map((file) => file.slice('./en/'.length, -'.json'.length));

describe('translators glossary', () => {
  it('names the five key actions, each with accepted forms in every language', () => {
    expect(entries.map((entry) => entry.action)).toEqual(['Hire Now', 'Unlock', 'Credits', 'Earnings', 'Transfer']);
    for (const entry of entries) {
      for (const language of translated) expect(entry.forms[language], entry.action).not.toEqual([]);
    }
  });

  it.each(translated)('%s says each action with the glossary word wherever English says it', (language) => {
    const strays: string[] = [];
    for (const namespace of namespaces) {
      const english = new Map(textsOf(files[`./en/${namespace}.json`] ?? {}));
      for (const [key, text] of textsOf(files[`./${language}/${namespace}.json`] ?? {})) {
        const source = english.get(key) ?? '';
        for (const entry of entries) {
          if (entry.english.test(source) && !entry.forms[language].some((form) => text.includes(form))) {
            strays.push(`${namespace}:${key} (${entry.action}): ${text}`);
          }
        }
      }
    }
    expect(strays).toEqual([]);
  });
});
