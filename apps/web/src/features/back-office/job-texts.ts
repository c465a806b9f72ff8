// A job post's facts as staff read them: the trade in the reader's language, the wage with what it is paid for,
// and the place.
import { skillName, type Job } from '@kaamsetu/contract';
import type { SupportedLanguage, Translate } from '../../i18n/i18n';
import { formatPrice } from '../../lib/rupees';

export function jobTradeText(job: Job, language: SupportedLanguage): string {
  return skillName(job.trade, language);
}

/** "₹700 a day", "₹15,000 a month", "₹5,000 for the job" (backOffice catalogue). */
export function jobWageText(t: Translate, language: SupportedLanguage, job: Job): string {
  return t(`jobs.wage.${job.wagePer}`, { amount: formatPrice(job.wagePaise, language) });
}

export function jobPlaceText(t: Translate, job: Job): string {
  return job.place ? `${job.place.name}, ${job.place.state}` : t('jobs.noPlace');
}
