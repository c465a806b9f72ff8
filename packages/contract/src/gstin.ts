// GSTIN (India's 15-character GST identification number): its format and its check digit, so a mistyped or
// made-up number is refused at once, before staff spend time on it. Passing both does not prove the business
// exists; that is what the staff check is for.
//
// Layout: 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), one character counting the
// registrations under that PAN in the state (1-9, then A-Z), the letter Z, and a check character.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 01-38 are the states and union territories; 97 "other territory" and 99 the Centre's own jurisdiction. */
function isKnownStateCode(code: number): boolean {
  return (code >= 1 && code <= 38) || code === 97 || code === 99;
}

const GSTIN_PATTERN = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN as people type it, made comparable: spaces and dashes dropped, letters upper case. */
export function normalizeGstin(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * The check character for the first 14 characters: each character's value (0-9, A=10 … Z=35) is multiplied by
 * 1 and 2 alternately; each product adds its quotient and remainder by 36; the check is what brings the sum to
 * a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = ALPHABET.indexOf(first14.charAt(index));
    if (value < 0) throw new Error('not a GSTIN character');
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export type GstinProblem = 'format' | 'state' | 'check-digit';

/** Why a (normalised) GSTIN is not valid, or undefined when it passes the format and the check digit. */
export function gstinProblem(gstin: string): GstinProblem | undefined {
  const match = GSTIN_PATTERN.exec(gstin);
  if (!match) return 'format';
  if (!isKnownStateCode(Number(match[1]))) return 'state';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14) ? undefined : 'check-digit';
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === undefined;
}
