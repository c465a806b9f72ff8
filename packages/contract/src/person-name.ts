// How a person's name is shown, wherever it is shown (pages, SMS, inbox, PDF, link previews). Names are kept as
// typed, but the spec's client lower-cases them before sending ("ramesh kumar"): such a name is shown in title
// case. A name with any capital letter was typed that way on purpose, and a name in another script (Devanagari,
// Tamil) has no case to fix, so both are shown untouched. What is stored and sent on the wire never changes.

const HAS_CAPITAL = /[\p{Lu}\p{Lt}]/u;
const HAS_NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;
/** A small letter starting a word: after the start, a space, a hyphen, an apostrophe or a dot ("a.k. d'souza"). */
const WORD_START = /(^|[^\p{L}\p{M}])(\p{Ll})/gu;

export function personName(name: string): string {
  if (HAS_CAPITAL.test(name) || HAS_NON_LATIN_LETTER.test(name)) return name;
  return name.replace(WORD_START, (_match, before: string, letter: string) => `${before}${letter.toUpperCase()}`);
}
