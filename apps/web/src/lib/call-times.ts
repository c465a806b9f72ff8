// Call timings as people read them ("9:30 am to 6:00 pm"), from the "HH:MM" the server keeps.
import type { SupportedLanguage, Translate } from '../i18n/i18n';
import { minutesInIndia } from './india-clock';
import { clockTime, dateTimeFormat } from './intl-locale';

/** A call window as the server keeps it; a card from an older cached answer may lack it. */
interface CallWindow {
  callTimeStart?: string | undefined;
  callTimeEnd?: string | undefined;
}

/** "HH:MM" as hours and minutes. */
function hoursAndMinutes(time: string): [hours: number, minutes: number] {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return [hours, minutes];
}

function timeOfDay(time: string, language: SupportedLanguage): string {
  return dateTimeFormat(language, clockTime).format(new Date(2000, 0, 1, ...hoursAndMinutes(time)));
}

/** The person's call window in words, or undefined when they gave none. */
export function callTimesText(
  t: Translate,
  language: SupportedLanguage,
  { callTimeStart, callTimeEnd }: CallWindow,
): string | undefined {
  const start = callTimeStart ? timeOfDay(callTimeStart, language) : '';
  const end = callTimeEnd ? timeOfDay(callTimeEnd, language) : '';
  if (start && end) return t('callTimes.between', { start, end });
  if (start) return t('callTimes.from', { start });
  if (end) return t('callTimes.until', { end });
  return undefined;
}

function minutesOf(time: string): number {
  const [hours, minutes] = hoursAndMinutes(time);
  return hours * 60 + minutes;
}

/**
 * True when `now` falls inside the person's call window (start included, end not), a window that crosses
 * midnight (20:00 to 06:00) included. False when they gave no full window.
 */
export function isWithinCallTimes({ callTimeStart, callTimeEnd }: CallWindow, now: Date): boolean {
  if (!callTimeStart || !callTimeEnd) return false;
  const start = minutesOf(callTimeStart);
  const end = minutesOf(callTimeEnd);
  const at = minutesInIndia(now);
  return start <= end ? at >= start && at < end : at >= start || at < end;
}
