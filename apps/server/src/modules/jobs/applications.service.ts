// Workers and jobs: the nearby feed, one-tap applications (withdrawable), and the Employer's applicants, whom
// they mark hired or not. A hire is an engagement: both may then review each other (reviews/engagements.ts).
import { jobMessages, RADIUS_KM_DEFAULT, type Near } from '@kaamsetu/contract';
import { z } from 'zod';
import { card } from '../profiles/profile-cards.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { indiaDate } from '../../lib/india-time.js';
import { findPlace } from '../places/places.service.js';
import { fileJobReport } from '../requests/job-reports.js';
import type { JobsCaller, JobsContext } from './jobs-context.js';
import { jobAnswer, tradeOf } from './jobs.service.js';
import * as repository from './jobs.repository.js';

const FEED_PAGE = 20;
const feedCursor = z.tuple([z.number().min(0).max(20_000_000), z.string().refine(isUuid)]);

function assertLabourer(caller: JobsCaller): void {
  if (caller.role !== 'Labourer') throw new AppError('FORBIDDEN', jobMessages.onlyLabourers);
}

/** Where the feed measures from: the asked `near`, else the worker's own place. */
async function feedOrigin(ctx: JobsContext, caller: JobsCaller, near: Near | undefined) {
  if (near && 'lat' in near) return near;
  const placeId = near?.placeId ?? (await repository.placeOfPerson(ctx.db, caller.id));
  const place = placeId ? await findPlace(ctx.db, placeId) : undefined;
  if (!place) throw new AppError('VALIDATION_FAILED', jobMessages.placeRequired, { field: 'near' });
  return { lat: place.lat, lon: place.lon };
}

export async function nearbyJobs(
  ctx: JobsContext,
  caller: JobsCaller,
  query: {
    near?: Near | undefined;
    radiusKm?: number | undefined;
    trade?: string | undefined;
    cursor?: string | undefined;
  },
) {
  const origin = await feedOrigin(ctx, caller, query.near);
  const after = decodeCursor(query.cursor, feedCursor);
  const now = ctx.clock.now();
  const rows = await repository.nearbyJobs(ctx.db, {
    ...origin,
    radiusMeters: (query.radiusKm ?? RADIUS_KM_DEFAULT) * 1000,
    trade: query.trade ? tradeOf(query.trade) : undefined,
    now,
    viewerId: caller.id,
    after: after ? { distance: after[0], id: after[1] } : undefined,
    limit: FEED_PAGE + 1,
  });
  const page = rows.slice(0, FEED_PAGE);
  const last = page.at(-1);
  return {
    jobs: page.map((row) => jobAnswer(row, now, 'public')),
    nextCursor: rows.length > FEED_PAGE && last ? encodeCursor([last.distance_m ?? 0, last.id]) : null,
  };
}

function applicationAnswer(
  jobId: string,
  row: { status: repository.ApplicationStatus; created_at: Date; updated_at: Date },
) {
  return {
    jobId,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** One tap: applies for an open job, once (again after withdrawing). */
export async function apply(ctx: JobsContext, caller: JobsCaller, jobId: string) {
  assertLabourer(caller);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const job = await repository.lockJob(tx, jobId);
    if (!job || job.status === 'held' || job.status === 'rejected')
      throw new AppError('NOT_FOUND', jobMessages.jobNotFound);
    if (job.status !== 'open' || job.expires_at.getTime() <= now.getTime()) {
      throw new AppError('CONFLICT', jobMessages.jobNotOpen);
    }
    const existing = await repository.findApplication(tx, jobId, caller.id);
    if (existing && existing.status !== 'withdrawn') throw new AppError('CONFLICT', jobMessages.alreadyApplied);
    const saved = await repository.saveApplication(tx, { jobId, workerId: caller.id, status: 'applied', now });
    return { application: applicationAnswer(jobId, saved) };
  });
}

export async function withdraw(ctx: JobsContext, caller: JobsCaller, jobId: string) {
  assertLabourer(caller);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const existing = await repository.findApplication(tx, jobId, caller.id);
    if (!existing || existing.status === 'withdrawn') throw new AppError('NOT_FOUND', jobMessages.notApplied);
    // A hire stays a hire: it is what lets both review each other.
    if (existing.status === 'hired') throw new AppError('CONFLICT', jobMessages.jobNotOpen);
    const saved = await repository.saveApplication(tx, { jobId, workerId: caller.id, status: 'withdrawn', now });
    return { application: applicationAnswer(jobId, saved) };
  });
}

export async function myApplications(ctx: JobsContext, caller: JobsCaller) {
  assertLabourer(caller);
  const now = ctx.clock.now();
  const rows = await repository.applicationsOf(ctx.db, caller.id, 100);
  const applications = [];
  for (const row of rows) {
    const job = await repository.findJob(ctx.db, row.job_id, caller.id);
    if (job) applications.push({ ...applicationAnswer(row.job_id, row), job: jobAnswer(job, now, 'public') });
  }
  return { applications };
}

/** The job's applicants as cards: its Employer only (403 for anyone else). */
export async function applicants(ctx: JobsContext, caller: JobsCaller, jobId: string) {
  const job = await repository.findJob(ctx.db, jobId);
  if (!job) throw new AppError('NOT_FOUND', jobMessages.jobNotFound);
  if (job.employer_id !== caller.id) throw new AppError('FORBIDDEN', jobMessages.notYourJob);
  const rows = await repository.applicantsOf(ctx.db, jobId);
  return {
    applicants: rows.map((row) => ({
      card: card(ctx.storage, { ...row, distance_m: row.distance_m ?? undefined }, indiaDate(ctx.clock.now())),
      status: row.status,
      appliedAt: row.applied_at.toISOString(),
    })),
  };
}

/** Hired or not: hiring fills the job once its worker count is reached. */
export async function decide(ctx: JobsContext, caller: JobsCaller, jobId: string, workerId: string, hired: boolean) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const job = await repository.lockJob(tx, jobId);
    if (!job) throw new AppError('NOT_FOUND', jobMessages.jobNotFound);
    if (job.employer_id !== caller.id) throw new AppError('FORBIDDEN', jobMessages.notYourJob);
    const existing = await repository.findApplication(tx, jobId, workerId);
    if (!existing || existing.status === 'withdrawn') throw new AppError('NOT_FOUND', jobMessages.applicantNotFound);
    if (hired && job.status !== 'open' && existing.status !== 'hired')
      throw new AppError('CONFLICT', jobMessages.jobNotOpen);
    const saved = await repository.saveApplication(tx, { jobId, workerId, status: hired ? 'hired' : 'not-hired', now });
    if (hired && job.status === 'open' && (await repository.hiredCount(tx, jobId)) >= job.workers) {
      await repository.setJobStatus(tx, jobId, { status: 'closed', now, closeReason: 'filled' });
    }
    return { application: applicationAnswer(jobId, saved) };
  });
}

/** A worker (or anyone signed in) reports a live job: it lands in the reports queue, about its Employer. */
export async function reportJob(ctx: JobsContext, caller: JobsCaller, jobId: string, reason: string) {
  const job = await repository.findJob(ctx.db, jobId);
  if (!job || job.status === 'held' || job.status === 'rejected')
    throw new AppError('NOT_FOUND', jobMessages.jobNotFound);
  if (job.employer_id === caller.id) throw new AppError('FORBIDDEN', jobMessages.notYourJob);
  await fileJobReport(ctx.db, { reporterId: caller.id, employerId: job.employer_id, jobId, title: job.title, reason });
  return { success: true as const, message: jobMessages.jobReported };
}
