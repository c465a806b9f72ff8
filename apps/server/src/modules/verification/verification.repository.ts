// SQL for ID checks and GSTINs: the standing check and the business row of a person, the staff queue, and the
// person they belong to (locked while their badges change).
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { businessVerifications, idChecks, profiles, staffMembers, users } from '../../db/schema/index.js';

export type BusinessStatus = (typeof businessVerifications.$inferSelect)['status'];

/**
 * A live (not deleted) person, locked for the rest of the transaction so two staff changing the same person's
 * badges one after the other each see the other's result.
 */
export async function lockPerson(db: Executor, userId: string) {
  const [person] = await db
    .select({ id: users.id, role: users.role, phone: users.phone, isDemo: users.isDemo })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  return person;
}

export async function findPerson(db: Executor, userId: string) {
  const [person] = await db
    .select({ id: users.id, role: users.role, isDemo: users.isDemo })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return person;
}

/** The person's unrevoked ID check with the staff member who recorded it. */
export async function standingIdCheck(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: idChecks.id,
      documentType: idChecks.documentType,
      last4: idChecks.last4,
      method: idChecks.method,
      checkedAt: idChecks.checkedAt,
      staffCode: staffMembers.staffCode,
      staffName: staffMembers.name,
    })
    .from(idChecks)
    .innerJoin(staffMembers, eq(staffMembers.id, idChecks.checkedByStaffId))
    .where(and(eq(idChecks.userId, userId), isNull(idChecks.revokedAt)));
  return row;
}
export type StandingIdCheck = NonNullable<Awaited<ReturnType<typeof standingIdCheck>>>;

/** Records a check; undefined when the person already has a standing one (the partial unique index). */
export async function insertIdCheck(db: Executor, values: typeof idChecks.$inferInsert) {
  const [created] = await db.insert(idChecks).values(values).onConflictDoNothing().returning({ id: idChecks.id });
  return created;
}

/** Revokes the standing check; undefined when there is none. */
export async function revokeIdCheck(
  db: Executor,
  userId: string,
  revocation: { staffId: string; at: Date; reason: string },
) {
  const [revoked] = await db
    .update(idChecks)
    .set({ revokedAt: revocation.at, revokedByStaffId: revocation.staffId, revokeReason: revocation.reason })
    .where(and(eq(idChecks.userId, userId), isNull(idChecks.revokedAt)))
    .returning({ documentType: idChecks.documentType, method: idChecks.method, checkedAt: idChecks.checkedAt });
  return revoked;
}

const businessColumns = {
  gstin: businessVerifications.gstin,
  status: businessVerifications.status,
  submittedAt: businessVerifications.submittedAt,
  decidedAt: businessVerifications.decidedAt,
  refusedReason: businessVerifications.refusedReason,
};

export async function businessOf(db: Executor, userId: string) {
  const [row] = await db
    .select(businessColumns)
    .from(businessVerifications)
    .where(eq(businessVerifications.userId, userId));
  return row;
}
export type BusinessRow = NonNullable<Awaited<ReturnType<typeof businessOf>>>;

/** A new or changed GSTIN waits for a fresh staff check; an earlier decision no longer counts. */
export async function submitBusiness(db: Executor, values: { userId: string; gstin: string; at: Date }) {
  const fresh = {
    gstin: values.gstin,
    status: 'pending' as const,
    submittedAt: values.at,
    decidedAt: null,
    decidedByStaffId: null,
    refusedReason: '',
  };
  await db
    .insert(businessVerifications)
    .values({ userId: values.userId, ...fresh })
    .onConflictDoUpdate({ target: businessVerifications.userId, set: fresh });
}

/** Records the staff decision when the GSTIN is in one of `from`; undefined otherwise. */
export async function decideBusiness(
  db: Executor,
  userId: string,
  decision: { from: BusinessStatus[]; to: BusinessStatus; staffId: string; at: Date; reason: string },
) {
  const [row] = await db
    .update(businessVerifications)
    .set({
      status: decision.to,
      decidedByStaffId: decision.staffId,
      decidedAt: decision.at,
      refusedReason: decision.reason,
    })
    .where(
      and(
        eq(businessVerifications.userId, userId),
        sql`${businessVerifications.status} in (${sql.join(
          decision.from.map((status) => sql`${status}`),
          sql`, `,
        )})`,
      ),
    )
    .returning(businessColumns);
  return row;
}

const QUEUE_SIZE = 200;

/** GSTINs in a status with their Employer: waiting ones oldest first (a queue), decided ones newest first. */
export async function businessesByStatus(db: Executor, status: BusinessStatus) {
  return db
    .select({
      userId: businessVerifications.userId,
      name: users.name,
      companyName: sql<string>`coalesce(${profiles.companyName}, '')`,
      ...businessColumns,
    })
    .from(businessVerifications)
    .innerJoin(users, eq(users.id, businessVerifications.userId))
    .leftJoin(profiles, eq(profiles.userId, businessVerifications.userId))
    .where(and(eq(businessVerifications.status, status), isNull(users.deletedAt)))
    .orderBy(status === 'pending' ? asc(businessVerifications.submittedAt) : desc(businessVerifications.decidedAt))
    .limit(QUEUE_SIZE);
}

/** Everything kept about a person's checks: their ID check records and their GSTIN (account deletion). */
export async function deleteVerificationOf(db: Executor, userId: string): Promise<void> {
  await db.delete(idChecks).where(eq(idChecks.userId, userId));
  await db.delete(businessVerifications).where(eq(businessVerifications.userId, userId));
}

/** Every ID check recorded about a person, revoked ones too, oldest first (Download my data). */
export async function idChecksOf(db: Executor, userId: string) {
  return db
    .select({
      documentType: idChecks.documentType,
      last4: idChecks.last4,
      method: idChecks.method,
      checkedAt: idChecks.checkedAt,
      revokedAt: idChecks.revokedAt,
      revokeReason: idChecks.revokeReason,
    })
    .from(idChecks)
    .where(eq(idChecks.userId, userId))
    .orderBy(asc(idChecks.checkedAt));
}
