// SQL for dead-number claims. Names and numbers of the two people are read with the claims for the staff
// queue and the worker's prompt; the unlock and the profile's search state are their modules' own.
import type { ClaimStatus, WorkerShareOutcome } from '@kaamsetu/contract';
import { and, count, eq, gt, gte, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { numberClaims } from '../../db/schema/index.js';

export type ClaimRow = typeof numberClaims.$inferSelect;

/** Serialises one Employer's claims, so two at once cannot both pass the monthly cap. */
export async function lockEmployerClaims(db: Executor, employerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`claims:${employerId}`}))`);
}

export async function countClaimsSince(db: Executor, employerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ claims: count() })
    .from(numberClaims)
    .where(and(eq(numberClaims.employerId, employerId), gte(numberClaims.openedAt, since)));
  return row?.claims ?? 0;
}

export async function findClaimByPair(
  db: Executor,
  employerId: string,
  workerId: string,
): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(numberClaims)
    .where(and(eq(numberClaims.employerId, employerId), eq(numberClaims.workerId, workerId)));
  return row;
}

export async function insertClaim(
  db: Executor,
  values: Pick<
    typeof numberClaims.$inferInsert,
    'employerId' | 'workerId' | 'unlockTransactionId' | 'openedAt' | 'confirmBy'
  >,
): Promise<ClaimRow> {
  const [row] = await db.insert(numberClaims).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The claim, locked until the transaction ends: whoever decides it second sees the first decision. */
export async function lockClaim(db: Executor, id: string): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(numberClaims).where(eq(numberClaims.id, id)).for('update');
  return row;
}

/** Open claims past their deadline, oldest deadline first. */
export async function dueClaimIds(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from number_claims where status = 'open' and confirm_by <= ${now}
        order by confirm_by limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

export async function markRefunded(
  db: Executor,
  id: string,
  values: {
    decidedAt: Date;
    decidedByStaffId: string | null;
    reason: string;
    refundTransactionId: string | null;
    absorbedTransactionId: string | null;
    workerShare: WorkerShareOutcome | null;
  },
): Promise<ClaimRow> {
  const [row] = await db
    .update(numberClaims)
    .set({ status: 'refunded', ...values })
    .where(eq(numberClaims.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function markRejected(
  db: Executor,
  id: string,
  values: { decidedAt: Date; decidedByStaffId: string; reason: string },
): Promise<ClaimRow> {
  const [row] = await db
    .update(numberClaims)
    .set({ status: 'rejected', ...values })
    .where(eq(numberClaims.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/**
 * The worker confirmed their number: every open claim about them still within its deadline closes, with no
 * refund (one past it is the sweep's to refund).
 */
export async function confirmOpenClaimsAbout(db: Executor, workerId: string, now: Date): Promise<number> {
  const rows = await db
    .update(numberClaims)
    .set({ status: 'confirmed', decidedAt: now })
    .where(and(eq(numberClaims.workerId, workerId), eq(numberClaims.status, 'open'), gt(numberClaims.confirmBy, now)))
    .returning({ id: numberClaims.id });
  return rows.length;
}

/**
 * Whether anything still keeps this worker's number in doubt: an open claim, or a claim refunded since
 * `since` (the number has not been confirmed after it).
 */
export async function claimsKeepNumberInDoubt(db: Executor, workerId: string, since: Date): Promise<boolean> {
  const [row] = await queryRows<{ in_doubt: boolean }>(
    db,
    sql`select exists (select 1 from number_claims where worker_id = ${workerId}
                         and (status = 'open' or (status = 'refunded' and decided_at >= ${since}))) as in_doubt`,
  );
  return row?.in_doubt ?? false;
}

export interface WorkerPromptRow {
  id: string;
  employer_name: string;
  opened_at: Date | string;
  confirm_by: Date | string;
}

/** Open claims about this worker, with the name of the Employer who could not reach them. */
export async function openClaimsAbout(db: Executor, workerId: string): Promise<WorkerPromptRow[]> {
  return queryRows<WorkerPromptRow>(
    db,
    sql`select c.id, coalesce(u.name, '') as employer_name, c.opened_at, c.confirm_by
        from number_claims c join users u on u.id = c.employer_id
        where c.worker_id = ${workerId} and c.status = 'open'
        order by c.opened_at desc limit 50`,
  );
}

export interface StaffClaimRow {
  id: string;
  status: ClaimStatus;
  employer_id: string;
  employer_name: string;
  employer_phone: string;
  worker_id: string;
  worker_name: string;
  worker_phone: string;
  opened_at: Date | string;
  confirm_by: Date | string;
  decided_at: Date | string | null;
  decided_by_staff_id: string | null;
  reason: string;
  refunded_paise: number | string;
  worker_share: WorkerShareOutcome | null;
}

const staffClaimColumns = sql`
  c.id, c.status, c.employer_id, coalesce(e.name, '') as employer_name, coalesce(e.phone, '') as employer_phone,
  c.worker_id, coalesce(w.name, '') as worker_name, coalesce(w.phone, '') as worker_phone,
  c.opened_at, c.confirm_by, c.decided_at, c.decided_by_staff_id, c.reason,
  coalesce((select sum(le.amount_paise) from ledger_entries le join ledger_accounts la on la.id = le.account_id
            where le.transaction_id in (c.refund_transaction_id, c.absorbed_transaction_id)
              and la.owner_id = c.employer_id), 0) as refunded_paise,
  c.worker_share`;

/** Claims in one state for the staff queue: open ones by deadline, decided ones newest first. */
export async function listClaims(db: Executor, status: ClaimStatus, limit: number): Promise<StaffClaimRow[]> {
  const order = status === 'open' ? sql`c.confirm_by asc` : sql`c.decided_at desc nulls last`;
  return queryRows<StaffClaimRow>(
    db,
    sql`select ${staffClaimColumns}
        from number_claims c join users e on e.id = c.employer_id join users w on w.id = c.worker_id
        where c.status = ${status}
        order by ${order}, c.id limit ${limit}`,
  );
}

export async function findStaffClaim(db: Executor, id: string): Promise<StaffClaimRow | undefined> {
  const [row] = await queryRows<StaffClaimRow>(
    db,
    sql`select ${staffClaimColumns}
        from number_claims c join users e on e.id = c.employer_id join users w on w.id = c.worker_id
        where c.id = ${id}`,
  );
  return row;
}

/** Credits the Employer got back for a claim (0 unless refunded). */
export async function refundedPaise(db: Executor, claim: ClaimRow): Promise<number> {
  const ids = [claim.refundTransactionId, claim.absorbedTransactionId].filter((id): id is string => id !== null);
  if (ids.length === 0) return 0;
  const [row] = await queryRows<{ total: number | string }>(
    db,
    sql`select coalesce(sum(le.amount_paise), 0) as total from ledger_entries le
        join ledger_accounts la on la.id = le.account_id
        where le.transaction_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and la.owner_id = ${claim.employerId}`,
  );
  return Number(row?.total ?? 0);
}
