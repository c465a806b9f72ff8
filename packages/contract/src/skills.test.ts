// Trade names in every language: each one names exactly one trade, and a skill shows in the reader's language.
import { describe, expect, it } from 'vitest';
import { languages } from './languages.js';
import {
  expandQuery,
  mainTradeKey,
  skillName,
  skillsInLanguage,
  skillTradesOf,
  tradeKeyFor,
  trades,
} from './skills.js';
import { firstTrade, namedSkills, normalizeTerm, skillList } from './skill-trades.js';

// Keys are stored in profiles (trade_keys) and drawn as pictures in the web app: they never change.
const keysSavedBefore = [
  'mason',
  'electrician',
  'plumber',
  'painter',
  'carpenter',
  'driver',
  'helper',
  'cook',
  'cleaner',
  'welder',
  'tiler',
  'gardener',
  'security-guard',
  'tailor',
  'mechanic',
  'housemaid',
];

describe('trades', () => {
  it('has a name in every language for every trade', () => {
    for (const trade of trades) {
      for (const language of languages) expect(trade[language].trim(), `${trade.key} ${language}`).not.toBe('');
    }
  });

  it('writes Hindi and Marathi names in Devanagari and Tamil names in Tamil script', () => {
    for (const trade of trades) {
      expect(trade.hi, trade.key).toMatch(/^[\p{Script=Devanagari}\s]+$/u);
      expect(trade.mr, trade.key).toMatch(/^[\p{Script=Devanagari}\u200d\s]+$/u);
      expect(trade.ta, trade.key).toMatch(/^[\p{Script=Tamil}\s]+$/u);
    }
  });

  it('knows at least the 30 most common trades, each under one kebab-case key, keeping every older key', () => {
    const keys = trades.map((trade) => trade.key);
    expect(keys.length).toBeGreaterThanOrEqual(30);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(keys).toEqual(expect.arrayContaining(keysSavedBefore));
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

  it('finds the newer trades by the local words people type', () => {
    expect(tradeKeyFor('palledar')).toBe('loader');
    expect(tradeKeyFor('हमाल')).toBe('loader');
    expect(tradeKeyFor('Sariya Mistri')).toBe('bar-bender');
    expect(tradeKeyFor('சலூன்')).toBe('barber');
    expect(tradeKeyFor('POP')).toBe('false-ceiling');
    expect(expandQuery('tractor driver nashik')).toEqual({ tradeKeys: ['tractor-driver'], words: ['nashik'] });
    expect(expandQuery('driver')).toEqual({ tradeKeys: ['driver'], words: [] });
  });

  it("shows a skill that names a trade in the reader's language, and any other skill as typed", () => {
    expect(skillName('raj mistri', 'mr')).toBe('गवंडी');
    expect(skillName('Mason', 'ta')).toBe('கொத்தனார்');
    expect(skillName('Mason', 'hi')).toBe('राजमिस्त्री');
    expect(skillName('Tile polishing', 'hi')).toBe('Tile polishing');
    expect(skillsInLanguage('Raj Mistri, mason , Tile polishing,', 'ta')).toBe('கொத்தனார், Tile polishing');
  });

  it("reads a profile's skills as a list and picks the first one that names a trade for its picture", () => {
    expect(skillList(' Tile polishing, ,Raj Mistri ,')).toEqual(['Tile polishing', 'Raj Mistri']);
    expect(mainTradeKey('Tile polishing, Raj Mistri, Plumber')).toBe('mason');
    expect(mainTradeKey('Tile polishing')).toBeUndefined();
    expect(mainTradeKey('')).toBeUndefined();
  });

  it('names the trade of each skill of the list for the wire, and a page names them from those keys alone', () => {
    expect(skillTradesOf(' Raj Mistri, ,Tiles, Tile polishing ,')).toEqual(['mason', 'tiler', null]);
    const marathi = (key: string) => trades.find((trade) => trade.key === key)?.mr ?? key;
    expect(namedSkills('Raj Mistri, Tiles, mistri, Tile polishing', ['mason', 'tiler', 'mason', null], marathi)).toBe(
      'गवंडी, फरशी फिटर, Tile polishing',
    );
    expect(namedSkills('Raj Mistri, Tiles', undefined, marathi)).toBe('Raj Mistri, Tiles');
    expect(firstTrade([null, 'tiler', 'mason'])).toBe('tiler');
    expect(firstTrade([null])).toBeUndefined();
  });
});
