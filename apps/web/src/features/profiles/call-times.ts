// Call timings as people read them ("9:30 am to 6:00 pm"), from the "HH:MM" the server keeps.
import type { SupportedLanguage, Translate } from '../../i18n/i18n';
import { intlLocale } from '../../lib/intl-locale';

function timeOfDay(time: string, language: SupportedLanguage): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', minute: '2-digit' }).format(
    new Date(2000, 0, 1, hours, minutes),
  );
}

/** The person's call window in words, or undefined when they gave none. */
export function callTimesText(
  t: Translate,
  language: SupportedLanguage,
  { callTimeStart, callTimeEnd }: { callTimeStart: string; callTimeEnd: string },
): string | undefined {
  const start = callTimeStart ? timeOfDay(callTimeStart, language) : '';
  const end = callTimeEnd ? timeOfDay(callTimeEnd, language) : '';
  if (start && end) return t('callTimes.between', { start, end });
  if (start) return t('callTimes.from', { start });
  if (end) return t('callTimes.until', { end });
  return undefined;
}
