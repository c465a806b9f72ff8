// The trades KaamSetu knows, with their names in every language the product speaks and the words people
// actually type for them (Hinglish, local words, common spellings). Search maps any of these to the trade's
// key, so "mistri", "राजमिस्त्री", "गवंडी", "கொத்தனார்" and "mason" find the same people. The names are written
// once per language in trade-names/, so a page can fetch its reader's language alone (docs/decisions/040).
import type { Language } from './languages.js';
import { firstTrade, namedSkills, normalizeTerm, skillList } from './skill-trades.js';
import { tradeAliases } from './trade-aliases.js';
import { tradeKeys } from './trade-keys.js';
import en from './trade-names/en.js';
import hi from './trade-names/hi.js';
import mr from './trade-names/mr.js';
import ta from './trade-names/ta.js';

export interface Trade {
  key: string;
  en: string;
  hi: string;
  mr: string;
  ta: string;
  aliases: readonly string[];
}

export const trades: readonly Trade[] = tradeKeys.map((key) => ({
  key,
  en: en[key],
  hi: hi[key],
  mr: mr[key],
  ta: ta[key],
  aliases: tradeAliases[key],
}));

const tradeByTerm = new Map<string, string>();
for (const trade of trades) {
  for (const term of [trade.key, trade.en, trade.hi, trade.mr, trade.ta, ...trade.aliases]) {
    tradeByTerm.set(normalizeTerm(term), trade.key);
  }
}
const tradeByKey = new Map(trades.map((trade) => [trade.key, trade]));

/** A skill as a reader of `language` says it: the trade's name when it names one ("mistri" → "गवंडी"), else as typed. */
export function skillName(skill: string, language: Language): string {
  const trade = tradeByKey.get(tradeKeyFor(skill) ?? '');
  return trade ? trade[language] : skill;
}

/** The trade key each skill of `skillList(skills)` names, in order, null where none: what the server sends. */
export function skillTradesOf(skills: string): (string | null)[] {
  return skillList(skills).map((skill) => tradeKeyFor(skill) ?? null);
}

/**
 * A profile's comma-separated skills as a reader of `language` says them ("Raj Mistri, Tiles" in Marathi:
 * "गवंडी, फरशी फिटर"); two spellings of one trade show once.
 */
export function skillsInLanguage(skills: string, language: Language): string {
  return namedSkills(skills, skillTradesOf(skills), (key) => tradeByKey.get(key)?.[language] ?? key);
}

/** The trade of a profile's first skill that names one ("Tile polishing, Raj Mistri" → "mason"): its picture. */
export function mainTradeKey(skills: string): string | undefined {
  return firstTrade(skillTradesOf(skills));
}

/** The trade key a typed skill names ("Raj Mistri" → "mason"), if it names one. */
export function tradeKeyFor(skill: string): string | undefined {
  return tradeByTerm.get(normalizeTerm(skill));
}

/**
 * Trade keys named anywhere in a free-text query, including multi-word names ("bijli wala").
 * Words that name no trade are returned too, for fuzzy matching.
 */
export function expandQuery(query: string): { tradeKeys: string[]; words: string[] } {
  const words = normalizeTerm(query).split(' ').filter(Boolean);
  const tradeKeys = new Set<string>();
  const used = new Set<number>();
  // Longest phrases first, so "raj mistri" wins over "mistri".
  for (let length = Math.min(3, words.length); length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const indexes = Array.from({ length }, (_, i) => start + i);
      if (indexes.some((i) => used.has(i))) continue;
      const key = tradeByTerm.get(words.slice(start, start + length).join(' '));
      if (key) {
        tradeKeys.add(key);
        for (const i of indexes) used.add(i);
      }
    }
  }
  return { tradeKeys: [...tradeKeys], words: words.filter((_, i) => !used.has(i)) };
}
