// The agreements' rows: the state machine locked for each change, its timeline, its gateway order and the
// durable queue of escrow instructions. Every change happens under `lockAgreement` in the caller's transaction.
import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { AgreementEventKind, AgreementSide } from '@kaamsetu/contract';
import { queryRows, type Executor } from '../../db/client.js';
import {
  agreementEvents,
  agreementOrders,
  agreementPhotos,
  agreements,
  escrowInstructions,
  paymentOrders,
} from '../../db/schema/index.js';

export type AgreementRow = typeof agreements.$inferSelect;
export type AgreementChange = Partial<Omit<typeof agreements.$inferInsert, 'id' | 'employerId' | 'workerId'>>;

export async function insertAgreement(db: Executor, values: typeof agreements.$inferInsert): Promise<AgreementRow> {
  const [row] = await db.insert(agreements).values(values).returning();
  if (!row) throw new Error('agreement insert returned nothing');
  return row;
}

export async function findAgreement(db: Executor, id: string): Promise<AgreementRow | undefined> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id));
  return row;
}

/** The row, locked until the transaction ends: every transition reads and writes it under this lock. */
export async function lockAgreement(db: Executor, id: string): Promise<AgreementRow | undefined> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id)).for('update');
  return row;
}

export async function updateAgreement(db: Executor, id: string, change: AgreementChange, now: Date) {
  const [row] = await db
    .update(agreements)
    .set({ ...change, updatedAt: now })
    .where(eq(agreements.id, id))
    .returning();
  if (!row) throw new Error(`agreement ${id} vanished under its lock`);
  return row;
}

export async function insertEvent(
  db: Executor,
  event: {
    agreementId: string;
    kind: AgreementEventKind;
    by: AgreementSide;
    at: Date;
    staffId?: string;
    amountPaise?: number;
    note?: string;
    transactionId?: string;
  },
): Promise<void> {
  await db.insert(agreementEvents).values({
    agreementId: event.agreementId,
    kind: event.kind,
    by: event.by,
    staffId: event.staffId ?? null,
    amountPaise: event.amountPaise ?? null,
    note: event.note ?? null,
    transactionId: event.transactionId ?? null,
    createdAt: event.at,
  });
}

export function eventsOf(db: Executor, agreementId: string) {
  return db
    .select()
    .from(agreementEvents)
    .where(eq(agreementEvents.agreementId, agreementId))
    .orderBy(asc(agreementEvents.id));
}

export interface PartyRow {
  id: string;
  name: string;
  rating_count: number | null;
  rating_sum: number | null;
  company_name: string | null;
  location: string | null;
}

export function partiesOf(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([] as PartyRow[]);
  return queryRows<PartyRow>(
    db,
    sql`select u.id, u.name, p.rating_count, p.rating_sum, p.company_name, p.location
        from users u left join profiles p on p.user_id = u.id
        where u.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
}

/** A person's agreements on one side, newest first, after the cursor. */
export function agreementsOf(
  db: Executor,
  input: { personId: string; side: 'employer' | 'worker'; before?: { at: Date; id: string }; limit: number },
) {
  const person = input.side === 'employer' ? agreements.employerId : agreements.workerId;
  const before = input.before;
  return db
    .select()
    .from(agreements)
    .where(
      and(
        eq(person, input.personId),
        before
          ? or(
              lt(agreements.createdAt, before.at),
              and(eq(agreements.createdAt, before.at), lt(agreements.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(agreements.createdAt), desc(agreements.id))
    .limit(input.limit);
}

/** What is held now for a worker's work, over all their agreements. */
export async function securedFor(db: Executor, workerId: string): Promise<number> {
  const [row] = await queryRows<{ held: string | number | null }>(
    db,
    sql`select coalesce(sum(held_paise), 0) as held from agreements where worker_id = ${workerId}`,
  );
  return Number(row?.held ?? 0);
}

/** The disputes staff mediate, oldest first. */
export function disputedAgreements(db: Executor, limit: number) {
  return db
    .select()
    .from(agreements)
    .where(eq(agreements.status, 'disputed'))
    .orderBy(asc(agreements.updatedAt))
    .limit(limit);
}

/** Agreements whose automatic release is due, for the sweeper. */
export async function dueForRelease(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from agreements where release_due_at <= ${now.toISOString()}::timestamptz
        order by release_due_at limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

// ---- the gateway order that pays for an agreement

export interface AgreementOrder {
  orderId: string;
  providerOrderId: string;
  amountPaise: number;
  status: 'created' | 'paid' | 'failed';
  agreementId: string;
}

export async function orderOfAgreement(db: Executor, agreementId: string): Promise<AgreementOrder | undefined> {
  const [row] = await db
    .select({
      orderId: paymentOrders.id,
      providerOrderId: paymentOrders.providerOrderId,
      amountPaise: paymentOrders.amountPaise,
      status: paymentOrders.status,
      agreementId: agreementOrders.agreementId,
    })
    .from(agreementOrders)
    .innerJoin(paymentOrders, eq(paymentOrders.id, agreementOrders.orderId))
    .where(eq(agreementOrders.agreementId, agreementId));
  return row;
}

/** An agreement's order by the gateway's order id, locked: the confirm and the webhooks settle it once. */
export async function lockOrderByProviderId(
  db: Executor,
  providerOrderId: string,
): Promise<AgreementOrder | undefined> {
  const [row] = await db
    .select({
      orderId: paymentOrders.id,
      providerOrderId: paymentOrders.providerOrderId,
      amountPaise: paymentOrders.amountPaise,
      status: paymentOrders.status,
      agreementId: agreementOrders.agreementId,
    })
    .from(paymentOrders)
    .innerJoin(agreementOrders, eq(agreementOrders.orderId, paymentOrders.id))
    .where(and(eq(paymentOrders.providerOrderId, providerOrderId), eq(paymentOrders.purpose, 'agreement')))
    .for('update', { of: paymentOrders });
  return row;
}

export async function insertOrder(
  db: Executor,
  input: { agreementId: string; userId: string; provider: string; providerOrderId: string; amountPaise: number },
): Promise<void> {
  const [order] = await db
    .insert(paymentOrders)
    .values({
      userId: input.userId,
      provider: input.provider,
      providerOrderId: input.providerOrderId,
      amountPaise: input.amountPaise,
      purpose: 'agreement',
    })
    .returning({ id: paymentOrders.id });
  if (!order) throw new Error('payment order insert returned nothing');
  await db.insert(agreementOrders).values({ orderId: order.id, agreementId: input.agreementId });
}

export async function markOrderPaid(
  db: Executor,
  orderId: string,
  paid: { paymentId: string; transactionId: string; paidAt: Date },
): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: 'paid', paymentId: paid.paymentId, transactionId: paid.transactionId, paidAt: paid.paidAt })
    .where(eq(paymentOrders.id, orderId));
}

// ---- escrow instructions: written with the money movement, sent after the commit (escrow-sender.ts)

export async function insertInstruction(
  db: Executor,
  input: { agreementId: string; action: 'hold' | 'release' | 'refund'; amountPaise: number; at: Date },
): Promise<void> {
  await db.insert(escrowInstructions).values({
    agreementId: input.agreementId,
    action: input.action,
    amountPaise: input.amountPaise,
    createdAt: input.at,
  });
}

export function pendingInstructions(db: Executor, limit: number) {
  return queryRows<{ id: number | string; agreement_id: string }>(
    db,
    sql`select id, agreement_id from escrow_instructions where status = 'pending' order by id limit ${limit}`,
  );
}

export interface InstructionToSend {
  id: number | string;
  agreement_id: string;
  action: 'hold' | 'release' | 'refund';
  amount_paise: number | string;
  payment_id: string | null;
  hold_id: string | null;
  /** A month after the work's last day: the partner keeps the hold at least that long. */
  hold_until: string;
}

/** The instruction with what sending it needs, locked; undefined when another instance has it or it is done. */
export async function claimInstruction(db: Executor, id: number): Promise<InstructionToSend | undefined> {
  const [row] = await queryRows<InstructionToSend>(
    db,
    sql`select i.id, i.agreement_id, i.action, i.amount_paise, a.payment_id, a.hold_id,
          (a.starts_on + a.days + 30)::text as hold_until
        from escrow_instructions i join agreements a on a.id = i.agreement_id
        where i.id = ${id} and i.status = 'pending'
        for update of i skip locked`,
  );
  return row;
}

export async function setHoldId(db: Executor, agreementId: string, holdId: string): Promise<void> {
  await db.update(agreements).set({ holdId }).where(eq(agreements.id, agreementId));
}

export async function markInstructionDone(
  db: Executor,
  id: number,
  done: { at: Date; providerRef: string | undefined },
): Promise<void> {
  await db
    .update(escrowInstructions)
    .set({
      status: 'done',
      doneAt: done.at,
      providerRef: done.providerRef ?? null,
      attempts: sql`${escrowInstructions.attempts} + 1`,
    })
    .where(eq(escrowInstructions.id, id));
}

/** A failed try: tried again later, or left for staff when the provider refused for good. */
export async function markInstructionFailed(
  db: Executor,
  id: number,
  failure: { error: string; refused: boolean },
): Promise<void> {
  await db
    .update(escrowInstructions)
    .set({
      status: failure.refused ? 'failed' : 'pending',
      lastError: failure.error,
      attempts: sql`${escrowInstructions.attempts} + 1`,
    })
    .where(eq(escrowInstructions.id, id));
}

// ---- privacy

export function agreementsOfPerson(db: Executor, personId: string) {
  return db
    .select()
    .from(agreements)
    .where(or(eq(agreements.employerId, personId), eq(agreements.workerId, personId)))
    .orderBy(asc(agreements.createdAt));
}

export async function holdsMoneyFor(db: Executor, personId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from agreements where (employer_id = ${personId} or worker_id = ${personId}) and held_paise > 0
        limit 1`,
  );
  return rows.length > 0;
}

/** The person's agreements nobody has paid for yet, still open, locked. */
export async function lockOpenUnfunded(db: Executor, personId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from agreements where (employer_id = ${personId} or worker_id = ${personId})
          and status in ('proposed', 'accepted') and held_paise = 0
        order by id for update`,
  );
  return rows.map((row) => row.id);
}

/** The person's dispute statements (their words) leave with the account; the steps stay. */
export async function eraseStatementsBy(db: Executor, personId: string): Promise<void> {
  await db.execute(
    sql`update agreement_events e set note = null from agreements a
        where a.id = e.agreement_id and e.note is not null and e.kind in ('disputed', 'statement')
          and ((e.by = 'employer' and a.employer_id = ${personId}) or (e.by = 'worker' and a.worker_id = ${personId}))`,
  );
}

// ---- dispute photos

export function photosOf(db: Executor, agreementId: string) {
  return db
    .select()
    .from(agreementPhotos)
    .where(eq(agreementPhotos.agreementId, agreementId))
    .orderBy(asc(agreementPhotos.createdAt), asc(agreementPhotos.id));
}

export async function countPhotosBy(db: Executor, agreementId: string, by: 'employer' | 'worker'): Promise<number> {
  const rows = await db
    .select({ id: agreementPhotos.id })
    .from(agreementPhotos)
    .where(and(eq(agreementPhotos.agreementId, agreementId), eq(agreementPhotos.by, by)));
  return rows.length;
}

export async function insertPhoto(db: Executor, values: typeof agreementPhotos.$inferInsert): Promise<void> {
  await db.insert(agreementPhotos).values(values);
}

/** The person's dispute photos leave with the account: the rows go, and their files' keys are returned. */
export async function erasePhotosBy(db: Executor, personId: string): Promise<string[]> {
  const rows = await queryRows<{ photo_key: string; thumbnail_key: string }>(
    db,
    sql`delete from agreement_photos p using agreements a
        where a.id = p.agreement_id
          and ((p.by = 'employer' and a.employer_id = ${personId}) or (p.by = 'worker' and a.worker_id = ${personId}))
        returning p.photo_key, p.thumbnail_key`,
  );
  return rows.flatMap((row) => [row.photo_key, row.thumbnail_key]);
}
