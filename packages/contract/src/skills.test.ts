// Trade names in every language: each one names exactly one trade, and a skill shows in the reader's language.
import { describe, expect, it } from 'vitest';
import { languages } from './messages.js';
import { expandQuery, normalizeTerm, skillName, skillsInLanguage, tradeKeyFor, trades } from './skills.js';

describe('trades', () => {
  it('has a name in every language for every trade', () => {
    for (const trade of trades) {
      for (const language of languages) expect(trade[language].trim(), `${trade.key} ${language}`).not.toBe('');
    }
  });

  it('never lets one word name two trades', () => {
    const owner = new Map<string, string>();
    for (const trade of trades) {
      for (const term of [trade.key, trade.en, trade.hi, trade.mr, trade.ta, ...trade.aliases]) {
        const word = normalizeTerm(term);
        expect(owner.get(word) ?? trade.key, `"${term}"`).toBe(trade.key);
        owner.set(word, trade.key);
      }
    }
  });

  it('finds a trade by its Marathi or Tamil name, as typed or inside a query', () => {
    expect(tradeKeyFor('गवंडी')).toBe('mason');
    expect(tradeKeyFor('கொத்தனார்')).toBe('mason');
    expect(expandQuery('गवंडी पुणे')).toEqual({ tradeKeys: ['mason'], words: ['पुणे'] });
  });

  it("shows a skill that names a trade in the reader's language, and any other skill as typed", () => {
    expect(skillName('raj mistri', 'mr')).toBe('गवंडी');
    expect(skillName('Mason', 'ta')).toBe('கொத்தனார்');
    expect(skillName('Mason', 'hi')).toBe('राजमिस्त्री');
    expect(skillName('Tile polishing', 'hi')).toBe('Tile polishing');
    expect(skillsInLanguage('Raj Mistri, mason , Tile polishing,', 'ta')).toBe('கொத்தனார், Tile polishing');
  });
});
