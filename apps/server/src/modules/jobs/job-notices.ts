// How a worker hears of a job near them: one notification event (inbox entry and SMS, by the notifications
// module's policy), with the trade and the wage's "per" in each language and a link to the job.
import { languages, serverMessages, trades, type Language } from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import type { NotifyDeps } from '../notifications/notifications-context.js';
import { notifyAll, rupees } from '../notifications/notify.js';
import type { JobNotice } from './jobs-context.js';

const perMessage = { day: 'wagePerDay', month: 'wagePerMonth', job: 'wagePerJob' } as const;

function inEveryLanguage(text: (language: Language) => string): Record<Language, string> {
  return Object.fromEntries(languages.map((language) => [language, text(language)])) as Record<Language, string>;
}

/** "2026-11-28" as people write it in India: 28/11. */
function dayAndMonth(date: string): string {
  const [, month, day] = date.split('-');
  return `${Number(day)}/${Number(month)}`;
}

export function jobNoticeSender(deps: NotifyDeps) {
  return async (tx: Executor, notices: readonly JobNotice[]): Promise<void> => {
    await notifyAll(
      tx,
      deps,
      notices.map((notice) => {
        const trade = trades.find((candidate) => candidate.key === notice.trade);
        return {
          userId: notice.workerId,
          kind: 'job_nearby' as const,
          dedupeKey: `job:${notice.jobId}:${notice.workerId}`,
          jobId: notice.jobId,
          message: {
            key: 'jobNearby' as const,
            values: {
              trade: inEveryLanguage((language) => trade?.[language] ?? notice.trade),
              place: notice.placeName,
              wage: rupees(notice.wagePaise),
              per: serverMessages[perMessage[notice.wagePer]],
              date: dayAndMonth(notice.startsOn),
            },
          },
          sms: true,
          path: `/app/jobs/${notice.jobId}`,
        };
      }),
    );
  };
}
