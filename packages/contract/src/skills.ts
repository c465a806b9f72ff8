// The trades KaamSetu knows, with their names in every language the product speaks and the words people
// actually type for them (Hinglish, local words, common spellings). Search maps any of these to the trade's
// key, so "mistri", "राजमिस्त्री", "गवंडी", "கொத்தனார்" and "mason" find the same people.
import type { Language } from './messages.js';

export interface Trade {
  key: string;
  en: string;
  hi: string;
  mr: string;
  ta: string;
  aliases: readonly string[];
}

export const trades: readonly Trade[] = [
  {
    key: 'mason',
    en: 'Mason',
    hi: 'राजमिस्त्री',
    mr: 'गवंडी',
    ta: 'கொத்தனார்',
    aliases: [
      'mistri',
      'mistry',
      'raj mistri',
      'rajmistri',
      'मिस्त्री',
      'bricklayer',
      'gavandi',
      'gawandi',
      'गवंडीकाम',
      'kothanar',
      'கொத்து வேலை',
      'மேஸ்திரி',
      'maistry',
    ],
  },
  {
    key: 'electrician',
    en: 'Electrician',
    hi: 'बिजली मिस्त्री',
    mr: 'इलेक्ट्रिशियन',
    ta: 'எலக்ட்ரீஷியன்',
    aliases: [
      'bijli wala',
      'bijliwala',
      'bijli mistri',
      'wireman',
      'बिजली वाला',
      'इलेक्ट्रीशियन',
      'वायरमन',
      'लाईटवाला',
      'lightwala',
      'इलेक्ट्रिकवाला',
      'மின் பணியாளர்',
      'கரண்ட் வேலை',
      'வயர்மேன்',
      'electrician velai',
    ],
  },
  {
    key: 'plumber',
    en: 'Plumber',
    hi: 'प्लंबर',
    mr: 'प्लंबर',
    ta: 'பிளம்பர்',
    aliases: [
      'nal wala',
      'nalwala',
      'pipe fitter',
      'नल वाला',
      'नळवाला',
      'नळ फिटिंग',
      'nal fitting',
      'குழாய் வேலை',
      'பைப் வேலை',
      'plumbing velai',
    ],
  },
  {
    key: 'painter',
    en: 'Painter',
    hi: 'पेंटर',
    mr: 'रंगारी',
    ta: 'பெயிண்டர்',
    aliases: [
      'rangai',
      'rang wala',
      'पुताई',
      'रंगाई',
      'पेंट वाला',
      'rangari',
      'रंगकाम',
      'rangkam',
      'பெயிண்ட் வேலை',
      'வர்ணம் பூசுபவர்',
      'paint velai',
    ],
  },
  {
    key: 'carpenter',
    en: 'Carpenter',
    hi: 'बढ़ई',
    mr: 'सुतार',
    ta: 'தச்சர்',
    aliases: [
      'badhai',
      'barhai',
      'mistri lakdi',
      'furniture',
      'कारपेंटर',
      'sutar',
      'सुतारकाम',
      'sutarkam',
      'ஆசாரி',
      'தச்சு வேலை',
      'thachar',
      'asari',
    ],
  },
  {
    key: 'driver',
    en: 'Driver',
    hi: 'ड्राइवर',
    mr: 'ड्रायव्हर',
    ta: 'ஓட்டுநர்',
    aliases: ['chalak', 'चालक', 'gaadi wala', 'वाहनचालक', 'गाडीवाला', 'ड्राइव्हर', 'டிரைவர்', 'வண்டி ஓட்டுநர்', 'ottunar'],
  },
  {
    key: 'helper',
    en: 'Helper',
    hi: 'हेल्पर',
    mr: 'मदतनीस',
    ta: 'உதவியாளர்',
    aliases: [
      'majdoor',
      'mazdoor',
      'labour',
      'labourer',
      'मज़दूर',
      'मजदूर',
      'beldar',
      'मजूर',
      'majur',
      'बिगारी',
      'bigari',
      'சித்தாள்',
      'கூலி வேலை',
      'ஹெல்பர்',
      'kooli',
    ],
  },
  {
    key: 'cook',
    en: 'Cook',
    hi: 'रसोइया',
    mr: 'स्वयंपाकी',
    ta: 'சமையல்காரர்',
    aliases: [
      'khansama',
      'bawarchi',
      'chef',
      'कुक',
      'बावर्ची',
      'swayampaki',
      'आचारी',
      'achari',
      'சமையல் மாஸ்டர்',
      'சமையல் வேலை',
      'samayal',
      'குக்',
    ],
  },
  {
    key: 'cleaner',
    en: 'Cleaner',
    hi: 'सफ़ाई कर्मचारी',
    mr: 'सफाई कामगार',
    ta: 'துப்புரவுப் பணியாளர்',
    aliases: [
      'safai wala',
      'safaiwala',
      'sweeper',
      'housekeeping',
      'सफाई वाला',
      'safai kamgar',
      'साफसफाई',
      'झाडूवाला',
      'சுத்தம் செய்பவர்',
      'கிளீனிங் வேலை',
      'thuppuravu',
    ],
  },
  {
    key: 'welder',
    en: 'Welder',
    hi: 'वेल्डर',
    mr: 'वेल्डर',
    ta: 'வெல்டர்',
    aliases: ['welding', 'वेल्डिंग', 'वेल्डिंगवाला', 'weldingwala', 'फॅब्रिकेशन', 'வெல்டிங் வேலை', 'வெல்டிங்', 'பற்றவைப்பவர்'],
  },
  {
    key: 'tiler',
    en: 'Tile fitter',
    hi: 'टाइल मिस्त्री',
    mr: 'फरशी फिटर',
    ta: 'டைல்ஸ் ஒட்டுபவர்',
    aliases: [
      'tile mistri',
      'tiles',
      'tile fitter',
      'टाइल वाला',
      'फरशीवाला',
      'farshiwala',
      'farshi fitter',
      'टाइल्स फिटर',
      'டைல்ஸ் வேலை',
      'டைல்ஸ் மேஸ்திரி',
      'tiles velai',
    ],
  },
  {
    key: 'gardener',
    en: 'Gardener',
    hi: 'माली',
    mr: 'माळी',
    ta: 'தோட்டக்காரர்',
    aliases: ['mali', 'maali', 'बागकाम', 'bagkam', 'malee', 'தோட்ட வேலை', 'thottakarar', 'கார்டனர்'],
  },
  {
    key: 'security-guard',
    en: 'Security guard',
    hi: 'चौकीदार',
    mr: 'सुरक्षा रक्षक',
    ta: 'காவலாளி',
    aliases: [
      'chowkidar',
      'watchman',
      'guard',
      'security',
      'गार्ड',
      'वॉचमन',
      'राखणदार',
      'rakhandar',
      'suraksha rakshak',
      'வாட்ச்மேன்',
      'செக்யூரிட்டி',
      'kavalali',
      'காவல்காரர்',
    ],
  },
  {
    key: 'tailor',
    en: 'Tailor',
    hi: 'दर्ज़ी',
    mr: 'शिंपी',
    ta: 'தையல்காரர்',
    aliases: ['darzi', 'darji', 'दर्जी', 'shimpi', 'टेलर', 'शिवणकाम', 'டெய்லர்', 'தையல் வேலை', 'thaiyal', 'thayalkarar'],
  },
  {
    key: 'mechanic',
    en: 'Mechanic',
    hi: 'मैकेनिक',
    mr: 'मेकॅनिक',
    ta: 'மெக்கானிக்',
    aliases: [
      'mistri gaadi',
      'motor mechanic',
      'गॅरेजवाला',
      'garagewala',
      'गाडी दुरुस्ती',
      'வண்டி மெக்கானிக்',
      'பைக் மெக்கானிக்',
      'மோட்டார் மெக்கானிக்',
    ],
  },
  {
    key: 'housemaid',
    en: 'House help',
    hi: 'घरेलू सहायक',
    mr: 'घरकामगार',
    ta: 'வீட்டு வேலை செய்பவர்',
    aliases: [
      'maid',
      'bai',
      'kaamwali',
      'kamwali',
      'कामवाली',
      'मोलकरीण',
      'molkarin',
      'घरकाम',
      'gharkam',
      'வீட்டு வேலை',
      'வீட்டு உதவியாளர்',
      'veetu velai',
      'மெய்ட்',
    ],
  },
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

/**
 * A profile's comma-separated skills as a reader of `language` says them ("Raj Mistri, Tiles" in Marathi:
 * "गवंडी, फरशी फिटर"); two spellings of one trade show once.
 */
export function skillsInLanguage(skills: string, language: Language): string {
  const names = skills
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean)
    .map((skill) => skillName(skill, language));
  return [...new Set(names)].join(', ');
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
