// The locale every Intl formatter uses: the reader's language as spoken in India, with Latin digits. Digits
// stay Latin in every language because phone numbers, OTPs and keypads use them, and Marathi's default
// Devanagari digits would put two digit systems on one screen (see docs/decisions/012-languages.md).
import type { SupportedLanguage } from '../i18n/i18n';

export function intlLocale(language: SupportedLanguage): string {
  return `${language}-IN-u-nu-latn`;
}
