// Hire Now and Report Profile: stored for staff to act on (back-office issue); people list their own.
import { personName, requestMessages } from '@kaamsetu/contract';
import type { z } from 'zod';
import type { mediationRequestSchema, reportRequestSchema } from '@kaamsetu/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { ratingFrom } from '../../lib/rating.js';
import type { AuthenticatedUser } from '../auth/authenticated.js';
import type { NotifyDeps } from '../notifications/notifications-context.js';
import { notify } from '../notifications/notify.js';
import * as requests from './requests.repository.js';
import type { MediationRow } from './requests.repository.js';

async function findPerson(db: Db, id: string) {
  const person = await requests.findPerson(db, id);
  if (!person) throw new AppError('NOT_FOUND', 'Profile not found');
  return person;
}

function mediationView({ employerRatingCount, employerRatingSum, ...row }: MediationRow) {
  return {
    ...row,
    employerRating: ratingFrom(employerRatingCount, employerRatingSum),
    id: String(row.id),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
  };
}

export async function requestMediation(
  db: Db,
  notifications: NotifyDeps,
  caller: AuthenticatedUser,
  input: z.output<typeof mediationRequestSchema>,
) {
  if (caller.role !== 'Employer') throw new AppError('FORBIDDEN', requestMessages.onlyEmployersHire);
  const labourer = await findPerson(db, input.labourerId);
  if (labourer.sample) throw new AppError('FORBIDDEN', requestMessages.sampleNotHireable, { reason: 'sample' });
  if (labourer.role !== 'Labourer' || !labourer.complete) {
    throw new AppError('VALIDATION_FAILED', requestMessages.notALabourer);
  }
  // The labourer hears of it in the same transaction: the request and the notification exist together.
  const row = await db.transaction(async (tx) => {
    const created = await requests.insertMediation(tx, {
      employerId: caller.id,
      labourerId: labourer.id,
      location: input.location,
      salaryRupees: input.salary,
      details: input.details,
    });
    await notify(tx, notifications, {
      userId: labourer.id,
      kind: 'hire_request',
      dedupeKey: `hire-request:${created.id}`,
      message: { key: 'hireRequest', values: { employer: personName(caller.name) } },
      sms: true,
    });
    return created;
  });
  return { success: true as const, message: requestMessages.mediationRequested, request: mediationView(row) };
}

export async function listMediation(db: Db, caller: AuthenticatedUser) {
  const rows = await requests.mediationOf(db, caller.id);
  return { success: true as const, requests: rows.map(mediationView) };
}

export async function fileReport(db: Db, caller: AuthenticatedUser, input: z.output<typeof reportRequestSchema>) {
  if (input.profileId === caller.id) throw new AppError('VALIDATION_FAILED', requestMessages.cannotReportSelf);
  await findPerson(db, input.profileId);
  const created = await requests.insertReport(db, {
    reporterId: caller.id,
    profileId: input.profileId,
    reason: input.reason,
    details: input.details,
  });
  if (!created) throw new AppError('CONFLICT', requestMessages.reportAlreadyOpen);
  return { success: true as const, message: requestMessages.reportFiled, reportId: String(created.id) };
}
