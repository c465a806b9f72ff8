// SQL for deleting an account (account-deletion.service.ts says what is erased and what stays, and why).
// Every function runs inside the one erasing transaction.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

/** The live account's number, its row locked for the rest of the transaction; undefined when it is gone. */
export async function lockLiveAccount(tx: Executor, userId: string): Promise<{ phone: string | null } | undefined> {
  const [row] = await queryRows<{ phone: string | null }>(
    tx,
    sql`select phone from users where id = ${userId} and deleted_at is null for update`,
  );
  return row;
}

/** Payouts still on their way to the person's UPI (pending or processing). */
export async function payoutsInFlight(tx: Executor, userId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from payouts where user_id = ${userId} and status in ('pending', 'processing')`,
  );
  return row?.count ?? 0;
}

export interface ProfileTraces {
  photo_key: string | null;
  thumbnail_key: string | null;
  search_words: string[];
  trade_keys: string[];
}

/** What erasing the profile must also clean up: its photo files and its words in the search vocabulary. */
export async function profileTraces(tx: Executor, userId: string): Promise<ProfileTraces | undefined> {
  const [row] = await queryRows<ProfileTraces>(
    tx,
    sql`select photo_key, thumbnail_key, search_words, trade_keys from profiles where user_id = ${userId}`,
  );
  return row;
}

/** Drops vocabulary words no profile uses any more, of those given. */
export async function dropUnusedWords(tx: Executor, words: readonly string[]): Promise<void> {
  if (words.length === 0) return;
  const list = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  await tx.execute(sql`delete from search_vocabulary where profiles = 0 and word in (${list})`);
}

/** The profile, and every view by or of the person. */
export async function deleteProfileAndViews(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`delete from profiles where user_id = ${userId}`);
  await tx.execute(sql`delete from profile_views where profile_user_id = ${userId} or viewer_user_id = ${userId}`);
}

/** The account row stays, pseudonymous: no name or number, marked deleted, its tokens dead. */
export async function eraseAccount(tx: Executor, userId: string, at: Date): Promise<void> {
  await tx.execute(
    sql`update users set name = '', phone = null, profile_completed_at = null, deleted_at = ${at},
          token_version = token_version + 1, updated_at = ${at}
        where id = ${userId}`,
  );
}
