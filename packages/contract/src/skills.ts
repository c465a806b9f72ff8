// The trades KaamSetu knows, with their names in English and Hindi and the words people actually type
// for them (Hinglish, local words, common spellings). Search maps any of these to the trade's key, so
// "mistri", "राजमिस्त्री" and "mason" find the same people.
export interface Trade {
  key: string;
  en: string;
  hi: string;
  aliases: readonly string[];
}

export const trades: readonly Trade[] = [
  {
    key: 'mason',
    en: 'Mason',
    hi: 'राजमिस्त्री',
    aliases: ['mistri', 'mistry', 'raj mistri', 'rajmistri', 'मिस्त्री', 'bricklayer'],
  },
  {
    key: 'electrician',
    en: 'Electrician',
    hi: 'बिजली मिस्त्री',
    aliases: ['bijli wala', 'bijliwala', 'bijli mistri', 'wireman', 'बिजली वाला', 'इलेक्ट्रीशियन'],
  },
  { key: 'plumber', en: 'Plumber', hi: 'प्लंबर', aliases: ['nal wala', 'nalwala', 'pipe fitter', 'नल वाला'] },
  { key: 'painter', en: 'Painter', hi: 'पेंटर', aliases: ['rangai', 'rang wala', 'पुताई', 'रंगाई', 'पेंट वाला'] },
  {
    key: 'carpenter',
    en: 'Carpenter',
    hi: 'बढ़ई',
    aliases: ['badhai', 'barhai', 'mistri lakdi', 'furniture', 'कारपेंटर'],
  },
  { key: 'driver', en: 'Driver', hi: 'ड्राइवर', aliases: ['chalak', 'चालक', 'gaadi wala'] },
  {
    key: 'helper',
    en: 'Helper',
    hi: 'हेल्पर',
    aliases: ['majdoor', 'mazdoor', 'labour', 'labourer', 'मज़दूर', 'मजदूर', 'beldar'],
  },
  { key: 'cook', en: 'Cook', hi: 'रसोइया', aliases: ['khansama', 'bawarchi', 'chef', 'कुक', 'बावर्ची'] },
  {
    key: 'cleaner',
    en: 'Cleaner',
    hi: 'सफ़ाई कर्मचारी',
    aliases: ['safai wala', 'safaiwala', 'sweeper', 'housekeeping', 'सफाई वाला'],
  },
  { key: 'welder', en: 'Welder', hi: 'वेल्डर', aliases: ['welding', 'वेल्डिंग'] },
  { key: 'tiler', en: 'Tile fitter', hi: 'टाइल मिस्त्री', aliases: ['tile mistri', 'tiles', 'tile fitter', 'टाइल वाला'] },
  { key: 'gardener', en: 'Gardener', hi: 'माली', aliases: ['mali', 'maali'] },
  {
    key: 'security-guard',
    en: 'Security guard',
    hi: 'चौकीदार',
    aliases: ['chowkidar', 'watchman', 'guard', 'security', 'गार्ड'],
  },
  { key: 'tailor', en: 'Tailor', hi: 'दर्ज़ी', aliases: ['darzi', 'darji', 'दर्जी'] },
  { key: 'mechanic', en: 'Mechanic', hi: 'मैकेनिक', aliases: ['mistri gaadi', 'motor mechanic'] },
  { key: 'housemaid', en: 'House help', hi: 'घरेलू सहायक', aliases: ['maid', 'bai', 'kaamwali', 'kamwali', 'कामवाली'] },
];

/** Lower case, single spaces, no punctuation: how typed words are compared with trade names. */
export function normalizeTerm(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

const tradeByTerm = new Map<string, string>();
for (const trade of trades) {
  for (const term of [trade.key, trade.en, trade.hi, ...trade.aliases]) tradeByTerm.set(normalizeTerm(term), trade.key);
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
