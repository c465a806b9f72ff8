// The trades KaamSetu knows, with their names in every language the product speaks and the words people
// actually type for them (Hinglish, local words, common spellings). Search maps any of these to the trade's
// key, so "mistri", "राजमिस्त्री", "गवंडी", "கொத்தனார்" and "mason" find the same people.
import type { Language } from './languages.js';

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
  {
    key: 'ac-technician',
    en: 'AC technician',
    hi: 'एसी मैकेनिक',
    mr: 'एसी मेकॅनिक',
    ta: 'ஏசி மெக்கானிக்',
    aliases: [
      'ac mechanic',
      'ac repair',
      'ac service',
      'fridge repair',
      'refrigeration',
      'एसी रिपेयर',
      'फ्रिज मैकेनिक',
      'फ्रीज दुरुस्ती',
      'ஏசி சர்வீஸ்',
      'ஃபிரிட்ஜ் மெக்கானிக்',
    ],
  },
  {
    key: 'beautician',
    en: 'Beautician',
    hi: 'ब्यूटीशियन',
    mr: 'ब्युटीशियन',
    ta: 'பியூட்டீஷியன்',
    aliases: [
      'beauty parlour',
      'parlour',
      'parlor',
      'makeup artist',
      'ब्यूटी पार्लर',
      'पार्लर',
      'ब्युटी पार्लर',
      'பியூட்டி பார்லர்',
      'அழகுக் கலை நிபுணர்',
      'மேக்கப்',
    ],
  },
  {
    key: 'barber',
    en: 'Barber',
    hi: 'नाई',
    mr: 'न्हावी',
    ta: 'முடி திருத்துபவர்',
    aliases: ['naai', 'hajjam', 'हज्जाम', 'hair cutting', 'salon', 'सैलून', 'nhavi', 'सलून', 'சலூன்', 'கட்டிங் ஷாப்'],
  },
  {
    key: 'delivery-rider',
    en: 'Delivery rider',
    hi: 'डिलीवरी बॉय',
    mr: 'डिलिव्हरी बॉय',
    ta: 'டெலிவரி பாய்',
    aliases: [
      'delivery boy',
      'delivery',
      'courier',
      'food delivery',
      'डिलीवरी',
      'कूरियर',
      'डिलिव्हरी',
      'டெலிவரி',
      'கூரியர்',
    ],
  },
  {
    key: 'loader',
    en: 'Loader',
    hi: 'पल्लेदार',
    mr: 'हमाल',
    ta: 'சுமை தூக்குபவர்',
    aliases: [
      'palledar',
      'hamal',
      'hammal',
      'coolie',
      'कुली',
      'हम्माल',
      'loading unloading',
      'लोडिंग',
      'लोडर',
      'mathadi',
      'माथाडी',
      'loadman',
      'லோடுமேன்',
      'சுமை தூக்கும் வேலை',
    ],
  },
  {
    key: 'bar-bender',
    en: 'Bar bender',
    hi: 'सरिया मिस्त्री',
    mr: 'बार बेंडर',
    ta: 'கம்பி கட்டுபவர்',
    aliases: [
      'steel fixer',
      'bar binder',
      'sariya',
      'sariya mistri',
      'सरिया',
      'बार बाइंडर',
      'सळई काम',
      'rod bending',
      'கம்பி வேலை',
      'kambi velai',
    ],
  },
  {
    key: 'false-ceiling',
    en: 'False ceiling worker',
    hi: 'पीओपी मिस्त्री',
    mr: 'पीओपी कारागीर',
    ta: 'ஃபால்ஸ் சீலிங் பணியாளர்',
    aliases: [
      'pop',
      'pop work',
      'pop mistri',
      'false ceiling',
      'gypsum',
      'पीओपी',
      'फॉल्स सीलिंग',
      'जिप्सम',
      'பிஓபி',
      'ஜிப்சம்',
    ],
  },
  {
    key: 'aluminium-fabricator',
    en: 'Aluminium and glass fitter',
    hi: 'एल्युमिनियम मिस्त्री',
    mr: 'ॲल्युमिनियम फिटर',
    ta: 'அலுமினியம் ஃபிட்டர்',
    aliases: [
      'aluminium',
      'aluminum',
      'aluminium fabricator',
      'glass fitter',
      'glass work',
      'sliding window',
      'शीशा फिटर',
      'कांच फिटर',
      'काच काम',
      'அலுமினியம் வேலை',
      'கண்ணாடி வேலை',
    ],
  },
  {
    key: 'marble-polisher',
    en: 'Marble polisher',
    hi: 'घिसाई मिस्त्री',
    mr: 'मार्बल पॉलिशवाला',
    ta: 'மார்பிள் பாலிஷ் செய்பவர்',
    aliases: [
      'ghisai',
      'ghisai wala',
      'marble polish',
      'granite polish',
      'floor polish',
      'मार्बल पॉलिश',
      'घिसाई',
      'मार्बल घासाई',
      'மார்பிள் பாலிஷ்',
      'கிரானைட் பாலிஷ்',
    ],
  },
  {
    key: 'waterproofing',
    en: 'Waterproofing worker',
    hi: 'वॉटरप्रूफिंग मिस्त्री',
    mr: 'वॉटरप्रूफिंग कारागीर',
    ta: 'வாட்டர் ப்ரூஃபிங் பணியாளர்',
    aliases: [
      'waterproofing',
      'water proofing',
      'seepage',
      'roof leakage',
      'सीलन',
      'वॉटरप्रूफिंग',
      'गळती काम',
      'வாட்டர் ப்ரூஃபிங்',
      'ஒழுகல் சரிசெய்தல்',
    ],
  },
  {
    key: 'pest-control',
    en: 'Pest control',
    hi: 'पेस्ट कंट्रोल',
    mr: 'पेस्ट कंट्रोल',
    ta: 'பூச்சி கட்டுப்பாடு',
    aliases: ['pest', 'termite', 'cockroach', 'दीमक', 'कीट नियंत्रण', 'deemak', 'वाळवी', 'பெஸ்ட் கண்ட்ரோல்', 'கரையான்'],
  },
  {
    key: 'waiter',
    en: 'Waiter',
    hi: 'वेटर',
    mr: 'वेटर',
    ta: 'பரிமாறுபவர்',
    aliases: [
      'catering',
      'caterer',
      'catering boy',
      'serving',
      'कैटरिंग',
      'केटरिंग',
      'वाढपी',
      'वेटरकाम',
      'சப்ளையர்',
      'வெயிட்டர்',
      'கேட்டரிங்',
    ],
  },
  {
    key: 'nanny',
    en: 'Nanny',
    hi: 'आया',
    mr: 'बाळ सांभाळणारी',
    ta: 'குழந்தை பராமரிப்பாளர்',
    aliases: ['babysitter', 'baby sitter', 'ayah', 'aaya', 'japa', 'जापा', 'बेबी सिटर', 'बेबीसिटर', 'ஆயா', 'பேபி சிட்டர்'],
  },
  {
    key: 'caretaker',
    en: 'Elderly caretaker',
    hi: 'केयरटेकर',
    mr: 'केअरटेकर',
    ta: 'முதியோர் பராமரிப்பாளர்',
    aliases: [
      'caretaker',
      'care taker',
      'attendant',
      'patient care',
      'ward boy',
      'अटेंडेंट',
      'बुज़ुर्गों की देखभाल',
      'रुग्णसेवक',
      'पेशंट केअर',
      'அட்டெண்டர்',
      'நோயாளி பராமரிப்பு',
    ],
  },
  {
    key: 'laundry',
    en: 'Laundry and ironing',
    hi: 'धोबी',
    mr: 'परीट',
    ta: 'சலவைத் தொழிலாளி',
    aliases: [
      'dhobi',
      'laundry',
      'ironing',
      'press wala',
      'istri wala',
      'प्रेस वाला',
      'इस्त्री',
      'इस्त्रीवाला',
      'लॉन्ड्री',
      'இஸ்திரி',
      'லாண்டரி',
    ],
  },
  {
    key: 'cobbler',
    en: 'Cobbler',
    hi: 'मोची',
    mr: 'चप्पल दुरुस्ती',
    ta: 'செருப்பு தைப்பவர்',
    aliases: ['mochi', 'shoe repair', 'chappal repair', 'जूता मरम्मत', 'चप्पल मरम्मत', 'செருப்பு ரிப்பேர்', 'ஷூ ரிப்பேர்'],
  },
  {
    key: 'mobile-repair',
    en: 'Mobile repairer',
    hi: 'मोबाइल मैकेनिक',
    mr: 'मोबाईल दुरुस्ती',
    ta: 'மொபைல் சர்வீஸ்',
    aliases: [
      'mobile repair',
      'mobile mechanic',
      'phone repair',
      'मोबाइल रिपेयर',
      'मोबाईल रिपेअर',
      'மொபைல் ரிப்பேர்',
      'செல்போன் சர்வீஸ்',
    ],
  },
  {
    key: 'computer-operator',
    en: 'Computer operator',
    hi: 'कंप्यूटर ऑपरेटर',
    mr: 'कॉम्प्युटर ऑपरेटर',
    ta: 'கணினி இயக்குநர்',
    aliases: [
      'data entry',
      'data entry operator',
      'deo',
      'typist',
      'टाइपिस्ट',
      'डाटा एंट्री',
      'डेटा एंट्री',
      'संगणक चालक',
      'கம்ப்யூட்டர் ஆபரேட்டர்',
      'டேட்டா என்ட்ரி',
    ],
  },
  {
    key: 'packer',
    en: 'Packer',
    hi: 'पैकर',
    mr: 'पॅकर',
    ta: 'பேக்கிங் பணியாளர்',
    aliases: ['packing', 'packing helper', 'पैकिंग', 'पॅकिंग', 'பேக்கிங்', 'பேக்கர்'],
  },
  {
    key: 'warehouse-worker',
    en: 'Warehouse worker',
    hi: 'गोदाम कर्मचारी',
    mr: 'गोदाम कामगार',
    ta: 'கிடங்கு பணியாளர்',
    aliases: ['warehouse', 'picker', 'godown', 'गोदाम', 'वेयरहाउस', 'वेअरहाऊस', 'குடோன் வேலை', 'கிடங்கு'],
  },
  {
    key: 'farm-labourer',
    en: 'Farm labourer',
    hi: 'खेतिहर मज़दूर',
    mr: 'शेतमजूर',
    ta: 'விவசாயத் தொழிலாளி',
    aliases: [
      'khet majdoor',
      'kheti',
      'farming',
      'खेत मजदूर',
      'खेती',
      'shetmajur',
      'शेतकाम',
      'வயல் வேலை',
      'விவசாய வேலை',
      'vivasayam',
    ],
  },
  {
    key: 'tractor-driver',
    en: 'Tractor driver',
    hi: 'ट्रैक्टर ड्राइवर',
    mr: 'ट्रॅक्टर चालक',
    ta: 'டிராக்டர் ஓட்டுநர்',
    aliases: ['tractor', 'tractor chalak', 'ट्रैक्टर', 'ट्रॅक्टर', 'டிராக்டர்'],
  },
  {
    key: 'shuttering-carpenter',
    en: 'Shuttering carpenter',
    hi: 'शटरिंग मिस्त्री',
    mr: 'सेंट्रिंग सुतार',
    ta: 'சென்ட்ரிங் பணியாளர்',
    aliases: [
      'shuttering',
      'centering',
      'centring',
      'formwork',
      'shuttering mistri',
      'शटरिंग',
      'सेंटरिंग',
      'सेंट्रिंग',
      'சென்ட்ரிங்',
      'சென்டரிங் வேலை',
    ],
  },
  {
    key: 'jcb-operator',
    en: 'JCB and crane operator',
    hi: 'जेसीबी ऑपरेटर',
    mr: 'जेसीबी चालक',
    ta: 'ஜேசிபி ஆபரேட்டர்',
    aliases: [
      'jcb',
      'jcb driver',
      'crane',
      'crane operator',
      'poclain',
      'excavator',
      'hydra',
      'जेसीबी',
      'क्रेन',
      'पोकलेन',
      'ஜேசிபி',
      'கிரேன்',
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
  const names = skillList(skills).map((skill) => skillName(skill, language));
  return [...new Set(names)].join(', ');
}

/** A profile's comma-separated skills (the wire format, spec section 5) as a list, blanks dropped. */
export function skillList(skills: string): string[] {
  return skills
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
}

/** The trade of a profile's first skill that names one ("Tile polishing, Raj Mistri" → "mason"): its picture. */
export function mainTradeKey(skills: string): string | undefined {
  return skillList(skills)
    .map(tradeKeyFor)
    .find((key) => key !== undefined);
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
