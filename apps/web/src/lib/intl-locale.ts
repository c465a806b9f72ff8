// The locale every Intl formatter uses: the reader's language as spoken in India, with Latin digits. Digits
// stay Latin in every language because phone numbers, OTPs and keypads use them, and Marathi's default
// Devanagari digits would put two digit systems on one screen (see docs/decisions/012-languages.md).
import type { SupportedLanguage } from '../i18n/i18n';

export function intlLocale(language: SupportedLanguage): string {
  return `${language}-IN-u-nu-latn`;
}

// Made once per language and options, then reused: making an Intl formatter takes far longer than using one (a
// fresh DateTimeFormat per card took 200 ms of Home's first render at 4× CPU slowdown), and a list shows dozens of
// times, dates and amounts as it first renders.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(formats: Map<string, F>, key: string, make: () => F): F {
  let format = formats.get(key);
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(intlLocale(language), options)`, made once. */
export function dateTimeFormat(language: SupportedLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    dateTimeFormats,
    `${language} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(intlLocale(language), options),
  );
}

/** `new Intl.NumberFormat(intlLocale(language), options)`, made once. */
export function numberFormat(language: SupportedLanguage, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(
    numberFormats,
    `${language} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intlLocale(language), options),
  );
}

/** A time of day as people read it ("9:30 am"): call times, the job alerts' quiet hours. */
export const clockTime: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * Makes the formatters the signed-in pages' lists use first. A page's first Intl formatter of any kind loads the
 * browser's locale data, once: 150–600 ms of main thread at 4× CPU slowdown, against 0–25 ms for each one after
 * (bench/README.md). intl-warm-up.ts calls this as the app's files start downloading, and main.tsx for the reader's
 * language before anything is on screen: never in the middle of Home's first list, when the person may be tapping.
 */
export function prepareIntl(language: SupportedLanguage): void {
  dateTimeFormat(language, clockTime);
  numberFormat(language);
}
