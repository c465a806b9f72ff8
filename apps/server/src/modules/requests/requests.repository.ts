// SQL for Hire Now requests and reports as the people who make them see them.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { mediationRequests, profiles, reports, users } from '../../db/schema/index.js';

const employers = alias(users, 'employers');
const labourers = alias(users, 'labourers');

/** A person's role and whether staff may act on them: complete, real (not demo) and not blocked. */
export async function findPerson(db: Executor, id: string) {
  const [person] = await db
    .select({
      id: users.id,
      role: users.role,
      // Demo people carry made-up numbers and blocked people are out: neither can be hired through staff.
      complete: sql<boolean>`${users.profileCompletedAt} is not null and not ${users.isDemo} and ${users.blockedAt} is null`,
      // A sample gets its own answer: it is shown in search, so Employers try it.
      sample: users.isDemo,
    })
    .from(users)
    .where(eq(users.id, id));
  return person;
}

function mediationSelect(db: Executor) {
  return db
    .select({
      id: mediationRequests.id,
      employerId: mediationRequests.employerId,
      employerName: employers.name,
      labourerId: mediationRequests.labourerId,
      labourerName: labourers.name,
      location: mediationRequests.location,
      salary: mediationRequests.salaryRupees,
      details: mediationRequests.details,
      status: mediationRequests.status,
      createdAt: mediationRequests.createdAt,
      closedAt: mediationRequests.closedAt,
      // The Employer's rating from workers' reviews, kept on their profile row.
      employerRatingCount: profiles.ratingCount,
      employerRatingSum: profiles.ratingSum,
    })
    .from(mediationRequests)
    .innerJoin(employers, eq(employers.id, mediationRequests.employerId))
    .innerJoin(labourers, eq(labourers.id, mediationRequests.labourerId))
    .leftJoin(profiles, eq(profiles.userId, mediationRequests.employerId));
}

export type MediationRow = Awaited<ReturnType<ReturnType<typeof mediationSelect>['execute']>>[number];

/** Adds a Hire Now request and reads it back with both names. */
export async function insertMediation(
  db: Executor,
  values: { employerId: string; labourerId: string; location: string; salaryRupees: number; details: string },
): Promise<MediationRow> {
  const [created] = await db.insert(mediationRequests).values(values).returning({ id: mediationRequests.id });
  if (!created) throw new Error('insert returned no row');
  const [row] = await mediationSelect(db).where(eq(mediationRequests.id, created.id));
  return row as MediationRow;
}

/** Hire Now requests the person made or is named in, newest first. */
export async function mediationOf(db: Executor, personId: string): Promise<MediationRow[]> {
  return mediationSelect(db)
    .where(or(eq(mediationRequests.employerId, personId), eq(mediationRequests.labourerId, personId)))
    .orderBy(desc(mediationRequests.createdAt))
    .limit(100);
}

/** Files a report; undefined when the reporter already has one open about this profile (or this review). */
export async function insertReport(
  db: Executor,
  values: { reporterId: string; profileId: string; reason: string; details: string; reviewId?: number },
): Promise<{ id: number } | undefined> {
  const [created] = await db.insert(reports).values(values).onConflictDoNothing().returning({ id: reports.id });
  return created;
}

export interface DoneHireRequest {
  id: number;
  employerId: string;
  labourerId: string;
  closedAt: Date;
}

const doneHireRequest = {
  id: mediationRequests.id,
  employerId: mediationRequests.employerId,
  labourerId: mediationRequests.labourerId,
  closedAt: sql<Date>`coalesce(${mediationRequests.closedAt}, ${mediationRequests.createdAt})`.mapWith(
    (value: Date | string) => new Date(value),
  ),
};

/** Hire Now requests between two people (either may be the employer) that staff marked Done, oldest first. */
export async function doneRequestsBetween(db: Executor, a: string, b: string): Promise<DoneHireRequest[]> {
  return db
    .select(doneHireRequest)
    .from(mediationRequests)
    .where(
      and(
        eq(mediationRequests.status, 'Done'),
        or(
          and(eq(mediationRequests.employerId, a), eq(mediationRequests.labourerId, b)),
          and(eq(mediationRequests.employerId, b), eq(mediationRequests.labourerId, a)),
        ),
      ),
    )
    .orderBy(mediationRequests.id)
    .limit(100);
}

/** Done Hire Now requests the person made or was named in, newest first. */
export async function doneRequestsOf(db: Executor, personId: string, limit: number): Promise<DoneHireRequest[]> {
  return db
    .select(doneHireRequest)
    .from(mediationRequests)
    .where(
      and(
        eq(mediationRequests.status, 'Done'),
        or(eq(mediationRequests.employerId, personId), eq(mediationRequests.labourerId, personId)),
      ),
    )
    .orderBy(desc(mediationRequests.createdAt))
    .limit(limit);
}
