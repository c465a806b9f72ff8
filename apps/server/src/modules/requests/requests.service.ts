// Hire Now and Report Profile: stored for staff to act on (back-office issue); people list their own.
import { requestMessages } from '@kaamsetu/contract';
import { desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { mediationRequestSchema, reportRequestSchema } from '@kaamsetu/contract';
import type { Db } from '../../db/client.js';
import { mediationRequests, reports, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthenticatedUser } from '../auth/authenticated.js';

const employers = alias(users, 'employers');
const labourers = alias(users, 'labourers');

async function findPerson(db: Db, id: string) {
  const [person] = await db
    .select({
      id: users.id,
      role: users.role,
      // Demo people carry made-up numbers and blocked people are out: neither can be hired through staff.
      complete: sql<boolean>`${users.profileCompletedAt} is not null and not ${users.isDemo} and ${users.blockedAt} is null`,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!person) throw new AppError('NOT_FOUND', 'Profile not found');
  return person;
}

function mediationSelect(db: Db) {
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
    })
    .from(mediationRequests)
    .innerJoin(employers, eq(employers.id, mediationRequests.employerId))
    .innerJoin(labourers, eq(labourers.id, mediationRequests.labourerId));
}

type MediationRow = Awaited<ReturnType<ReturnType<typeof mediationSelect>['execute']>>[number];

function mediationView(row: MediationRow) {
  return {
    ...row,
    id: String(row.id),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
  };
}

export async function requestMediation(
  db: Db,
  caller: AuthenticatedUser,
  input: z.output<typeof mediationRequestSchema>,
) {
  if (caller.role !== 'Employer') throw new AppError('FORBIDDEN', requestMessages.onlyEmployersHire);
  const labourer = await findPerson(db, input.labourerId);
  if (labourer.role !== 'Labourer' || !labourer.complete) {
    throw new AppError('VALIDATION_FAILED', requestMessages.notALabourer);
  }
  const [created] = await db
    .insert(mediationRequests)
    .values({
      employerId: caller.id,
      labourerId: labourer.id,
      location: input.location,
      salaryRupees: input.salary,
      details: input.details,
    })
    .returning({ id: mediationRequests.id });
  if (!created) throw new Error('insert returned no row');
  const [row] = await mediationSelect(db).where(eq(mediationRequests.id, created.id));
  return {
    success: true as const,
    message: requestMessages.mediationRequested,
    request: mediationView(row as MediationRow),
  };
}

export async function listMediation(db: Db, caller: AuthenticatedUser) {
  const rows = await mediationSelect(db)
    .where(or(eq(mediationRequests.employerId, caller.id), eq(mediationRequests.labourerId, caller.id)))
    .orderBy(desc(mediationRequests.createdAt))
    .limit(100);
  return { success: true as const, requests: rows.map(mediationView) };
}

export async function fileReport(db: Db, caller: AuthenticatedUser, input: z.output<typeof reportRequestSchema>) {
  if (input.profileId === caller.id) throw new AppError('VALIDATION_FAILED', requestMessages.cannotReportSelf);
  await findPerson(db, input.profileId);
  const [created] = await db
    .insert(reports)
    .values({ reporterId: caller.id, profileId: input.profileId, reason: input.reason, details: input.details })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (!created) throw new AppError('CONFLICT', requestMessages.reportAlreadyOpen);
  return { success: true as const, message: requestMessages.reportFiled, reportId: String(created.id) };
}
