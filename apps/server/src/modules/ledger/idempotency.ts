// Idempotency keys of money-moving requests. The key is claimed inside the request's own database
// transaction: a concurrent duplicate waits on it and then replays the stored answer; a request that fails
// rolls back and leaves the key free for a retry; the same key with a different request is refused.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeySchema, walletMessages } from '@kaamsetu/contract';
import type { Executor, Tx } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/** The Idempotency-Key header, checked; a missing or malformed key is a 400. */
export function requireIdempotencyKey(header: string | string[] | undefined): string {
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', walletMessages.idempotencyKeyRequired);
  return parsed.data;
}

export function requestHash(route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${route}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * Runs `work` once per (owner, key); a replay returns the first answer without running it again.
 * `onFirstRun` (optional) learns whether this call did the work, for side effects outside the database.
 */
export async function oncePerKey<T>(
  tx: Tx,
  claim: { ownerId: string; key: string; requestHash: string },
  work: () => Promise<T>,
  onFirstRun?: (first: boolean) => void,
): Promise<T> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ ...claim, responseStatus: 0, responseBody: sql`'null'::jsonb` })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.ownerId, claim.ownerId), eq(idempotencyKeys.key, claim.key)));
    if (!stored || stored.requestHash !== claim.requestHash) {
      throw new AppError('CONFLICT', walletMessages.idempotencyKeyReused);
    }
    onFirstRun?.(false);
    return stored.responseBody as T;
  }
  onFirstRun?.(true);
  const answer = await work();
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: 200, responseBody: answer as object })
    .where(and(eq(idempotencyKeys.ownerId, claim.ownerId), eq(idempotencyKeys.key, claim.key)));
  return answer;
}

/** An erased person's number and id leave the stored answers that carry them (account deletion). */
export async function forgetStoredAnswersNaming(
  tx: Executor,
  person: { phone: string; personId: string },
): Promise<void> {
  // A replayed unlock would hand the number out again from its stored answer; without the answer the
  // replay asks unlock_contact, which finds nobody to unlock.
  await tx.execute(sql`delete from idempotency_keys where response_body ->> 'contactNumber' = ${person.phone}`);
  // An Admin's stored wallet-adjustment answer names the person it adjusted.
  await tx.execute(sql`delete from idempotency_keys where response_body -> 'wallet' ->> 'id' = ${person.personId}`);
}
