import { describe, expect, it } from 'vitest';
import { languages } from './languages.js';
import { serverMessages } from './messages.js';

const devanagari = /[\u0900-\u097F]/;

describe('server messages', () => {
  it.each(Object.entries(serverMessages))('"%s" is written in every language', (_key, texts) => {
    for (const language of languages) expect(texts[language].trim()).not.toBe('');
    // A Hindi text that is just the English one copied over is an untranslated message.
    expect(texts.hi).not.toBe(texts.en);
    expect(texts.hi).toMatch(devanagari);
  });
});
