// How an agreement reads: its start day, a day's share of the wage, what happens next for the reader's side,
// who did a step on its timeline, and the refusals of the agreements API in the reader's words.
import { agreementMessages, type Agreement, type AgreementSide, type AgreementSummary } from '@kaamsetu/contract';
import type { SupportedLanguage, Translate, TranslateValues } from '../../i18n/i18n';
import { refusalNotice } from '../../lib/contract-messages';
import { formatDateTime } from '../../lib/date-time';
import { dateTimeFormat } from '../../lib/intl-locale';
import { CheckoutFailed } from '../../lib/razorpay-checkout';
import type { Notice } from '../../components/ui/form-notice';

/** A calendar day in the phone's own time zone, as a date box writes it ("2026-11-28"). */
export function isoDay(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** A calendar day ("2026-11-28") as "Sat, 28 Nov 2026": read as the day it names, whatever the time zone. */
export function dayText(day: string, language: SupportedLanguage): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** One day's share of the wage, in whole paise (what "Release one day" sends). */
export function dayWagePaise(agreement: Pick<Agreement, 'amountPaise' | 'days'>): number {
  return Math.floor(agreement.amountPaise / Math.max(agreement.days, 1));
}

/** The other side of the agreement, as the reader sees it (the worker for an Employer, and the other way). */
export function otherParty(agreement: Pick<AgreementSummary, 'you' | 'employer' | 'worker'>) {
  return agreement.you === 'worker' ? agreement.employer : agreement.worker;
}

/** What happens next, for the reader's side, as a catalogue key and its values; null for staff. */
export function nextStepNotice(
  agreement: Agreement,
  language: SupportedLanguage,
): { key: string; values?: TranslateValues } | null {
  const { you, status } = agreement;
  if (you === 'staff') return null;
  const name = otherParty(agreement).name;
  // Paid for before the worker answered: still waiting for the answer, with the wage already held.
  if (status === 'funded' && agreement.acceptedAt === null) {
    return { key: `next.${you}.proposedPaid`, values: { name } };
  }
  switch (status) {
    case 'proposed':
      return { key: `next.${you}.${agreement.fundedAt ? 'proposedPaid' : 'proposed'}`, values: { name } };
    case 'completed':
      return agreement.releaseDueAt
        ? { key: `next.${you}.completed`, values: { name, date: formatDateTime(agreement.releaseDueAt, language) } }
        : { key: `next.${you}.completedNoDate`, values: { name } };
    case 'disputed':
    case 'resolved':
    case 'cancelled':
      return { key: `next.${status}` };
    default:
      return { key: `next.${you}.${status}`, values: { name } };
  }
}

/** Who did a step: "You", the person's name, KaamSetu's staff, or KaamSetu by itself. */
export function sideText(t: Translate, agreement: Agreement, side: AgreementSide): string {
  if (side === agreement.you) return t('by.you');
  if (side === 'employer') return agreement.employer.name;
  if (side === 'worker') return agreement.worker.name;
  return t(`by.${side}`);
}

/** A failed call in the reader's words: a refusal from agreementMessages in ours, else the server's as sent. */
export function agreementRefusal(caught: unknown, fallbackKey: string): Notice {
  if (caught instanceof CheckoutFailed) return { key: 'pay.paymentFailed' };
  return refusalNotice(caught, agreementMessages, 'messages', fallbackKey);
}
