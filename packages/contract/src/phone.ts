// Indian mobile numbers as people type them ("98765 43210", "+91-98765-43210", "098765 43210")
// normalised to E.164 ("+919876543210"). Indian mobile numbers are ten digits starting 6, 7, 8 or 9.
// See docs/decisions/004-indian-mobile-numbers.md.
const SEPARATORS = /[\s\-().]/g;
const INDIAN_MOBILE = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/;

export function normalizeIndianMobile(input: string): string | null {
  const match = INDIAN_MOBILE.exec(input.replace(SEPARATORS, ''));
  return match ? `+91${match[1]}` : null;
}

/** "+919876543210" → "98765 43210", the way the number is written in India. */
export function formatIndianMobile(e164: string): string {
  const digits = e164.replace(/^\+91/, '');
  return `${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** "+919876543210" → "••••• •3210": enough for a person to recognise their own number. */
export function maskIndianMobile(e164: string): string {
  return `••••• •${e164.slice(-4)}`;
}
