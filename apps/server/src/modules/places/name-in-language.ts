// Which of a place's Devanagari or Tamil names to show a reader of Hindi, Marathi or Tamil. GeoNames' names in
// cities1000 carry no language, only a script, and a town often has several in one script: Hindi and Marathi
// spellings (नागपुर, नागपूर), Sanskrit ones (जयपुरम्), old ones (बम्बई) and longer ones (पुणे शहर).
// docs/decisions/021 says why the one that sounds most like the Latin name is the one shown.
import type { Language } from '@kaamsetu/contract';

const DEVANAGARI = /[\u0900-\u097F]/u;
const TAMIL = /[\u0B80-\u0BFF]/u;

const NUKTA = '\u093C';
const VIRAMA = '\u094D';

/** "क:k ख:kh" → { क: 'k', ख: 'kh' }, each letter decomposed as the names are (NFD: ड़ is ड and a nukta). */
function letterTable(pairs: string): Record<string, string> {
  return Object.fromEntries(
    pairs.split(' ').map((pair) => {
      const [letter = '', latin = ''] = pair.split(':');
      return [letter.normalize('NFD'), latin];
    }),
  );
}

const consonants = letterTable(
  'क:k ख:kh ग:g घ:gh ङ:n च:ch छ:chh ज:j झ:jh ञ:n ट:t ठ:th ड:d ढ:dh ण:n त:t थ:th द:d ध:dh न:n प:p फ:ph ब:b भ:bh ' +
    'म:m य:y र:r ल:l ळ:l व:v श:sh ष:sh स:s ह:h क़:q ख़:kh ग़:gh ज़:z ड़:r ढ़:rh फ़:f',
);
const vowelSigns = letterTable('ा:a ि:i ी:i ु:u ू:u ृ:ri े:e ै:ai ो:o ौ:au ॅ:e ॉ:o');
const vowels = letterTable('अ:a आ:a इ:i ई:i उ:u ऊ:u ऋ:ri ए:e ऐ:ai ओ:o औ:au');
const LABIAL = new Set(['प', 'फ', 'ब', 'भ', 'म']);

/**
 * A rough Latin reading of a Devanagari name ("जयपुर" → "jaypur", "पटना" → "patna"): each consonant keeps its
 * own "a" unless a vowel sign or virama follows, at a word's end, or (as Hindi speakers say it) between a vowel
 * and a consonant that has a vowel sign.
 */
export function romanizeDevanagari(name: string): string {
  // One token per letter, a nukta kept with its consonant (NFD splits ड़ into ड and the nukta).
  const letters = [...name.normalize('NFD')].reduce<string[]>((tokens, char) => {
    if (char === NUKTA && tokens.length > 0) tokens[tokens.length - 1] += char;
    else tokens.push(char);
    return tokens;
  }, []);
  const isConsonant = (index: number) => consonants[letters[index] ?? ''] !== undefined;
  const hasVowelSign = (index: number) => vowelSigns[letters[index] ?? ''] !== undefined;
  let out = '';
  letters.forEach((letter, index) => {
    const consonant = consonants[letter];
    if (consonant !== undefined) {
      const afterVowel = /[aeiou]$/.test(out);
      out += consonant;
      if (hasVowelSign(index + 1) || letters[index + 1] === VIRAMA) return;
      const wordEnds = index + 1 >= letters.length || letters[index + 1] === ' ';
      const beforeVoicedSyllable = isConsonant(index + 1) && hasVowelSign(index + 2);
      if (!wordEnds && !(afterVowel && beforeVoicedSyllable)) out += 'a';
      return;
    }
    if (letter === 'ं' || letter === 'ँ') out += LABIAL.has(letters[index + 1] ?? '') ? 'm' : 'n';
    else if (letter === 'ः') out += 'h';
    else out += vowelSigns[letter] ?? vowels[letter] ?? (letter === ' ' ? ' ' : '');
  });
  return out;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The place's name for a reader of `language`, or undefined (English, or no name in that script). Tamil: the
 * first Tamil name. Hindi and Marathi: the Devanagari name whose reading is nearest the Latin name (its
 * accents dropped); ळ,
 * a Marathi letter Hindi does not use, tips a near tie towards Marathi readers and away from Hindi ones.
 */
export function nameInLanguage(
  localNames: string[],
  latinName: string,
  language: Language | undefined,
): string | undefined {
  if (language === 'ta') return localNames.find((name) => TAMIL.test(name));
  if (language !== 'hi' && language !== 'mr') return undefined;
  const latin = latinName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  let best: { name: string; score: number } | undefined;
  for (const name of localNames) {
    if (!DEVANAGARI.test(name)) continue;
    const marathiLetter = name.includes('ळ') ? (language === 'mr' ? -0.5 : 0.5) : 0;
    const score = editDistance(romanizeDevanagari(name), latin) + marathiLetter;
    if (!best || score < best.score) best = { name, score };
  }
  return best?.name;
}
