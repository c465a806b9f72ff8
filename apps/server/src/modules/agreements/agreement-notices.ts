// Who hears of each step of an agreement, through notify() inside the step's own transaction: an inbox entry
// in their language that links to the agreement, and an SMS (the steps that concern money or need an answer).
import { personName } from '@kaamsetu/contract';
import type { Tx } from '../../db/client.js';
import { indiaDate } from '../../lib/india-time.js';
import { notify, rupees, type NotificationEvent } from '../notifications/notify.js';
import type { AgreementsContext } from './agreements-context.js';
import * as repository from './agreements.repository.js';
import type { AgreementRow } from './agreements.repository.js';

export type NoticeStep = 'proposed' | 'funded' | 'completed' | 'released' | 'disputed' | 'resolved';

interface Extra {
  amountPaise?: number;
  by?: 'employer' | 'worker';
  toWorkerPaise?: number;
  toEmployerPaise?: number;
}

export async function tell(
  tx: Tx,
  ctx: Pick<AgreementsContext, 'clock' | 'publicUrl'>,
  row: AgreementRow,
  step: NoticeStep,
  extra: Extra = {},
): Promise<void> {
  const parties = new Map(
    (await repository.partiesOf(tx, [row.employerId, row.workerId])).map((p) => [p.id, personName(p.name)]),
  );
  const employer = parties.get(row.employerId) ?? '';
  const worker = parties.get(row.workerId) ?? '';
  const at = ctx.clock.now().getTime();
  const event = (
    userId: string,
    key: NotificationEvent['message']['key'],
    values: NotificationEvent['message']['values'],
  ) =>
    ({
      userId,
      kind: 'agreement',
      agreementId: row.id,
      // The step and the moment: a step that happens twice (two partial releases) is told twice, a retry once.
      dedupeKey: `agreement:${row.id}:${step}:${userId}:${at}`,
      message: { key, values: { title: row.title, ...values } },
      sms: true,
      path: `/app/agreements/${row.id}`,
    }) satisfies NotificationEvent;
  const deps = { clock: ctx.clock, publicUrl: ctx.publicUrl };
  const amount = rupees(row.amountPaise);
  switch (step) {
    case 'proposed':
      await notify(
        tx,
        deps,
        event(row.workerId, 'agreementProposed', { employer, amount, days: row.days, date: row.startsOn }),
      );
      return;
    case 'funded':
      await notify(tx, deps, event(row.workerId, 'agreementFunded', { amount }));
      return;
    case 'completed':
      await notify(
        tx,
        deps,
        event(row.employerId, 'agreementCompleted', {
          worker,
          due: row.releaseDueAt ? indiaDate(row.releaseDueAt) : '',
        }),
      );
      return;
    case 'released':
      await notify(tx, deps, event(row.workerId, 'agreementReleased', { amount: rupees(extra.amountPaise ?? 0) }));
      return;
    case 'disputed':
      await notify(tx, deps, event(extra.by === 'worker' ? row.employerId : row.workerId, 'agreementDisputed', {}));
      return;
    case 'resolved': {
      const values = { toWorker: rupees(extra.toWorkerPaise ?? 0), toEmployer: rupees(extra.toEmployerPaise ?? 0) };
      await notify(tx, deps, event(row.workerId, 'agreementResolved', values));
      await notify(tx, deps, event(row.employerId, 'agreementResolved', values));
      return;
    }
  }
}
