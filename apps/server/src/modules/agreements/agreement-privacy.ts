// Agreements in Download my data and in account deletion. A person whose agreement still holds money cannot
// delete their account until it is released, refunded or settled (the other side depends on it); open proposals
// nobody paid for end with the account; their dispute statements are erased. The agreement itself stays for the
// other side: it is their record of the work and the wage.
import { AppError } from '../../lib/errors.js';
import { formatServerMessage, type Language } from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import * as repository from './agreements.repository.js';

export async function agreementsForExport(db: Executor, personId: string) {
  const rows = await repository.agreementsOfPerson(db, personId);
  const answer = [];
  for (const row of rows) {
    const side = row.employerId === personId ? ('employer' as const) : ('worker' as const);
    const events = await repository.eventsOf(db, row.id);
    answer.push({
      id: row.id,
      side,
      otherPersonId: side === 'employer' ? row.workerId : row.employerId,
      status: row.status,
      title: row.title,
      description: row.description,
      amountPaise: row.amountPaise,
      heldPaise: row.heldPaise,
      releasedPaise: row.releasedPaise,
      refundedPaise: row.refundedPaise,
      startsOn: row.startsOn,
      days: row.days,
      createdAt: row.createdAt.toISOString(),
      steps: events.map((event) => ({
        kind: event.kind,
        by: event.by,
        amountPaise: event.amountPaise,
        at: event.createdAt.toISOString(),
      })),
      ownStatements: events
        .filter(
          (event) =>
            event.by === side && event.note !== null && (event.kind === 'disputed' || event.kind === 'statement'),
        )
        .map((event) => ({ statement: event.note ?? '', at: event.createdAt.toISOString() })),
    });
  }
  return answer;
}

/**
 * Inside the deletion's transaction: refuses while money is held, ends open proposals, erases statements and
 * photos; returns the photos' file keys, removed after the commit.
 */
export async function endAgreementsOfDeletedAccount(
  tx: Executor,
  personId: string,
  now: Date,
  language: Language,
): Promise<string[]> {
  if (await repository.holdsMoneyFor(tx, personId)) {
    throw new AppError('CONFLICT', formatServerMessage('deletionWaitsForAgreement', language));
  }
  for (const id of await repository.lockOpenUnfunded(tx, personId)) {
    await repository.updateAgreement(tx, id, { status: 'cancelled', cancelAskedBy: null }, now);
    await repository.insertEvent(tx, { agreementId: id, kind: 'cancelled', by: 'system', at: now });
  }
  await repository.eraseStatementsBy(tx, personId);
  return repository.erasePhotosBy(tx, personId);
}
