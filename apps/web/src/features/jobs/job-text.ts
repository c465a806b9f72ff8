// How a job reads on a card: the wage with what it is paid per, the start day, how far, and the refusals of the
// jobs API in the reader's words. The trade's name is the `trades` namespace's (docs/decisions/040).
import { jobMessages, type Job } from '@kaamsetu/contract';
import type { SupportedLanguage, Translate } from '../../i18n/i18n';
import { messageKeyOf } from '../../lib/contract-messages';
import { ApiError, serverMessageOf } from '../../lib/api-client';
import type { Notice } from '../../components/ui/form-notice';
import { dateTimeFormat } from '../../lib/intl-locale';
import { formatPrice } from '../../lib/rupees';

/** "₹700 per day", "₹15,000 per month", "₹4,000 for the whole job". */
export function wageText(t: Translate, language: SupportedLanguage, job: Pick<Job, 'wagePaise' | 'wagePer'>): string {
  return t(`card.wage.${job.wagePer}`, { amount: formatPrice(job.wagePaise, language) });
}

/** A calendar day ("2026-11-28") as "Sat, 28 Nov": read as the day it names, whatever the phone's time zone. */
export function startDayText(startsOn: string, language: SupportedLanguage): string {
  const date = new Date(`${startsOn}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return startsOn;
  return dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/** Under a kilometre, or whole kilometres: the server measures from a town's middle, so no tenths. */
export function distanceText(t: Translate, distanceKm: number): string {
  return distanceKm < 1 ? t('card.distanceUnderOne') : t('card.distanceAway', { count: Math.round(distanceKm) });
}

/** A refusal of the jobs API in our words when it is one of jobMessages, else as the server wrote it. */
export function jobRefusal(caught: unknown, fallbackKey: string): Notice {
  const text = caught instanceof ApiError && caught.status < 500 ? serverMessageOf(caught) : undefined;
  if (!text) return { key: fallbackKey };
  const key = messageKeyOf(jobMessages, text);
  if (key) return { key: `messages.${key}` };
  const max = /^You already have (\d+) open jobs\./.exec(text)?.[1];
  return max ? { key: 'messages.tooManyOpenJobs', values: { max } } : { text };
}

/** The field a refusal names (`{ field }` from a rule, or the first of a list from the schema check). */
export function refusedField(caught: unknown): string | undefined {
  if (!(caught instanceof ApiError)) return undefined;
  const details = (caught.body as { error?: { details?: unknown } } | undefined)?.error?.details;
  const first: unknown = Array.isArray(details) ? details[0] : details;
  const field = (first as { field?: unknown } | undefined)?.field;
  return typeof field === 'string' ? field : undefined;
}
