// Whether a person's profile belongs in search, in one place: a profile save, staff unblocking the account, an
// appeal lifting a suspension and a number confirmed after a dead-number claim each put a profile back, and
// each used to check only some of the reasons to keep it out (an unblocked account came back into search while
// still suspended). The rule spans the tables of several modules (users, profiles, sanctions), so it lives
// here, below them; each module's repository calls it in the transaction that changed one of the reasons.
import { sql } from 'drizzle-orm';
import type { Executor } from './client.js';

/** Sets `profiles.searchable` for the person from everything that decides it (a row already right is left alone). */
export async function settleSearchable(tx: Executor, userId: string): Promise<void> {
  await tx.execute(
    sql`update profiles p set searchable = settled.belongs
        from (select q.user_id,
                     u.profile_completed_at is not null and u.blocked_at is null and u.deleted_at is null
                     and q.number_in_doubt_since is null
                     and not exists (select 1 from sanctions s
                                      where s.person_id = u.id and s.kind = 'suspension' and s.lifted_at is null)
                       as belongs
                from profiles q join users u on u.id = q.user_id
               where q.user_id = ${userId}) settled
        where p.user_id = settled.user_id and p.searchable is distinct from settled.belongs`,
  );
}
