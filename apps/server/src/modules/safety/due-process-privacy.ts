// For the privacy module, inside its own transactions: what Download my data shows of due process (the warnings
// and suspensions staff gave the person, with the reason as they were shown it, and the person's own appeals),
// and, on account deletion, erasing the words in them. The rows stay, pseudonymous like the account row, so
// the staff audit that points at them still reads whole; their words go, because an appeal is the person's
// own writing and a sanction's reason is what staff wrote about them.
import type { Executor } from '../../db/client.js';
import { appealsOf, eraseDueProcessWords, sanctionsOf } from './safety.repository.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function dueProcessForExport(tx: Executor, userId: string) {
  const [sanctions, appeals] = [await sanctionsOf(tx, userId), await appealsOf(tx, userId)];
  return {
    sanctions: sanctions.map((row) => ({
      id: row.id,
      kind: row.kind,
      reason: row.reason,
      at: iso(row.created_at) as string,
      liftedAt: iso(row.lifted_at),
    })),
    appeals: appeals.map((row) => ({
      id: row.id,
      sanctionId: row.sanction_id,
      text: row.text,
      status: row.status,
      at: iso(row.created_at) as string,
      decidedAt: iso(row.decided_at),
    })),
  };
}

export async function eraseDueProcessWordsOf(tx: Executor, userId: string): Promise<void> {
  await eraseDueProcessWords(tx, userId);
}
