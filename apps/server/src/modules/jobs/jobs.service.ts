// Job posts: an Employer posts work with the wage shown; the scam guard holds doubtful posts for staff; a post
// that goes live tells the best-matched workers nearby in the same transaction (decision 023).
import { randomUUID } from 'node:crypto';
import {
  badgesOf,
  JOB_DAYS_OPEN,
  jobMessages,
  tradeKeyFor,
  trades,
  type Job,
  type JobHeldReason,
} from '@kaamsetu/contract';
import type { editJobRequestSchema, postJobRequestSchema } from '@kaamsetu/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { addDays, indiaDate, indiaMidnight, isCalendarDate } from '../../lib/india-time.js';
import { ratingFrom } from '../../lib/rating.js';
import { findPlace, placeNear } from '../places/places.service.js';
import { assertNotFrozen } from '../safety/unlock-freeze.js';
import type { JobsCaller, JobsContext } from './jobs-context.js';
import * as repository from './jobs.repository.js';
import { heldReasons } from './scam-guard.js';

const DAY_MS = 86_400_000;
const START_WITHIN_DAYS = 90;
const tradeKeys = new Set(trades.map((trade) => trade.key));

/** The bodies as parsed (a multipart-style placeId already a number). */
export type PostJob = z.output<typeof postJobRequestSchema>;
export type EditJob = z.output<typeof editJobRequestSchema>;

/** Who sees a job: its Employer (everything), staff (everything), or anyone else (no moderation details). */
export type JobAudience = 'owner' | 'staff' | 'public';

export function jobAnswer(row: repository.JobRow, now: Date, audience: JobAudience): Job {
  const expired = row.status === 'open' && row.expires_at.getTime() <= now.getTime();
  const inside = audience !== 'public';
  return {
    id: row.id,
    title: row.title,
    trade: row.trade,
    description: row.description,
    wagePaise: Number(row.wage_paise),
    wagePer: row.wage_per,
    place:
      row.place_id === null
        ? null
        : {
            id: row.place_id,
            name: row.place_name ?? '',
            state: row.place_state ?? '',
            district: row.place_district ?? '',
          },
    lat: row.lat,
    lon: row.lon,
    startsOn: row.starts_on,
    days: row.days,
    workers: row.workers,
    contactHours: row.contact_hours,
    status: expired ? 'expired' : row.status,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    employer: {
      id: row.employer_id,
      name: row.employer_name,
      companyName: row.company_name,
      rating: ratingFrom(row.rating_count, row.rating_sum),
      badges: badgesOf({ granted: row.verified_badges, isDemo: row.employer_is_demo }),
    },
    ...(inside
      ? {
          heldReasons: row.held_reasons as JobHeldReason[],
          rejectionReason: row.rejection_reason,
          closeReason: row.close_reason,
          applicants: row.applicants,
          hired: row.hired,
        }
      : {}),
    ...(row.distance_m === undefined ? {} : { distanceKm: Math.round(row.distance_m / 100) / 10 }),
    ...(row.my_application === undefined ? {} : { myApplication: row.my_application }),
  };
}

function assertEmployer(caller: JobsCaller): void {
  if (caller.role !== 'Employer') throw new AppError('FORBIDDEN', jobMessages.onlyEmployers);
}

/** A trade key from a key or any name of a trade ("mistri"). */
export function tradeOf(typed: string): string {
  const key = tradeKeys.has(typed) ? typed : tradeKeyFor(typed);
  if (!key) throw new AppError('VALIDATION_FAILED', jobMessages.tradeUnknown, { field: 'trade' });
  return key;
}

/** Where the work is: a picked place, or a point (rounded to about 1 km) named by the place it is in. */
async function siteOf(
  db: Executor,
  post: { placeId?: number | null | undefined; lat?: number | undefined; lon?: number | undefined },
) {
  if (post.placeId) {
    const place = await findPlace(db, post.placeId);
    if (!place) throw new AppError('VALIDATION_FAILED', jobMessages.placeRequired, { field: 'placeId' });
    return { placeId: place.id, lat: place.lat, lon: place.lon };
  }
  if (post.lat === undefined || post.lon === undefined) {
    throw new AppError('VALIDATION_FAILED', jobMessages.placeRequired, { field: 'placeId' });
  }
  const point = { lat: Math.round(post.lat * 100) / 100, lon: Math.round(post.lon * 100) / 100 };
  return { placeId: (await placeNear(db, point))?.id ?? null, ...point };
}

/** Checks the dates and works out when the job stops being shown: 30 days after posting, or when its work ends. */
function schedule(startsOn: string, days: number | null, now: Date): Date {
  const today = indiaDate(now);
  if (!isCalendarDate(startsOn) || startsOn < today || startsOn > addDays(today, START_WITHIN_DAYS)) {
    throw new AppError('VALIDATION_FAILED', jobMessages.startsOnInvalid, { field: 'startsOn' });
  }
  const workEnds = indiaMidnight(addDays(startsOn, days ?? 1));
  return new Date(Math.min(now.getTime() + JOB_DAYS_OPEN * DAY_MS, workEnds.getTime()));
}

type JobInput = Required<Pick<PostJob, 'title' | 'trade' | 'wagePaise' | 'wagePer' | 'startsOn' | 'workers'>> &
  Pick<PostJob, 'description' | 'days' | 'contactHours' | 'placeId' | 'lat' | 'lon'>;

async function jobValues(ctx: JobsContext, tx: Executor, post: JobInput, now: Date): Promise<repository.JobValues> {
  const trade = tradeOf(post.trade);
  const site = await siteOf(tx, post);
  const days = post.days ?? null;
  const values = {
    title: post.title,
    trade,
    description: post.description ?? '',
    wagePaise: post.wagePaise,
    wagePer: post.wagePer,
    ...site,
    startsOn: post.startsOn,
    days,
    workers: post.workers,
    contactHours: post.contactHours ?? '',
    expiresAt: schedule(post.startsOn, days, now),
  };
  const median = await repository.tradeMedianWage(tx, trade, post.wagePer, now);
  return { ...values, heldReasons: heldReasons({ ...values, tradeMedianPaise: median }) };
}

/**
 * Tells the best-matched workers of the trade nearby about a job that just went live, inside the transaction
 * that published it: the job and its notices are committed together or not at all.
 */
export async function goLive(ctx: JobsContext, tx: Executor, jobId: string, now: Date): Promise<void> {
  const job = await repository.findJob(tx, jobId);
  if (!job) return;
  const workers = await repository.matchWorkers(tx, {
    trade: job.trade,
    lat: job.lat,
    lon: job.lon,
    radiusMeters: ctx.config.matchRadiusKm * 1000,
    today: indiaDate(now),
    now,
    limit: ctx.config.matchLimit,
  });
  for (const worker of workers) {
    await ctx.notifyWorker(tx, {
      workerId: worker.user_id,
      jobId: job.id,
      trade: job.trade,
      placeName: job.place_name ?? '',
      wagePaise: Number(job.wage_paise),
      wagePer: job.wage_per,
      startsOn: job.starts_on,
      distanceKm: Math.round(worker.distance_m / 100) / 10,
    });
  }
}

async function answerFor(ctx: JobsContext, db: Executor, jobId: string, audience: JobAudience, viewerId?: string) {
  const row = await repository.findJob(db, jobId, viewerId);
  if (!row) throw new AppError('NOT_FOUND', jobMessages.jobNotFound);
  return jobAnswer(row, ctx.clock.now(), audience);
}

export async function postJob(ctx: JobsContext, caller: JobsCaller, post: PostJob) {
  assertEmployer(caller);
  const now = ctx.clock.now();
  const jobId = randomUUID();
  const live = await ctx.db.transaction(async (tx) => {
    // One post at a time per Employer, so two posts at once cannot both pass the limit.
    await repository.lockEmployer(tx, caller.id);
    try {
      await assertNotFrozen(tx, caller.id);
    } catch (error) {
      if (error instanceof AppError) throw new AppError('FORBIDDEN', jobMessages.postingFrozen, { reason: 'frozen' });
      throw error;
    }
    if ((await repository.countActiveJobs(tx, caller.id, now)) >= ctx.config.maxOpenJobs) {
      throw new AppError('CONFLICT', jobMessages.tooManyOpenJobs.replace('{{max}}', String(ctx.config.maxOpenJobs)));
    }
    const values = await jobValues(ctx, tx, post, now);
    const status = values.heldReasons.length > 0 ? 'held' : 'open';
    await repository.insertJob(tx, { ...values, id: jobId, employerId: caller.id, status, now });
    if (status === 'open') await goLive(ctx, tx, jobId, now);
    return status === 'open';
  });
  return {
    job: await answerFor(ctx, ctx.db, jobId, 'owner'),
    message: live ? jobMessages.postedLive : jobMessages.postedHeld,
  };
}

/** Loads the caller's own job, locked; 404 for anyone else's (it is not theirs to know about). */
async function ownJob(tx: Executor, caller: JobsCaller, jobId: string) {
  const job = await repository.lockJob(tx, jobId);
  if (!job) throw new AppError('NOT_FOUND', jobMessages.jobNotFound);
  if (job.employer_id !== caller.id) throw new AppError('FORBIDDEN', jobMessages.notYourJob);
  return job;
}

/** Edits an open or held job; the scam guard reads it again, and an edited live job that now doubts waits. */
export async function editJob(ctx: JobsContext, caller: JobsCaller, jobId: string, edit: EditJob) {
  assertEmployer(caller);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const job = await ownJob(tx, caller, jobId);
    if (!['open', 'held'].includes(job.status) || job.expires_at.getTime() <= now.getTime()) {
      throw new AppError('CONFLICT', jobMessages.jobNotEditable);
    }
    const current = await repository.findJob(tx, jobId);
    if (!current) throw new AppError('NOT_FOUND', jobMessages.jobNotFound);
    const merged: JobInput = {
      title: edit.title ?? current.title,
      trade: edit.trade ?? current.trade,
      description: edit.description ?? current.description,
      wagePaise: edit.wagePaise ?? Number(current.wage_paise),
      wagePer: edit.wagePer ?? current.wage_per,
      startsOn: edit.startsOn ?? current.starts_on,
      days: edit.days ?? current.days ?? undefined,
      workers: edit.workers ?? current.workers,
      contactHours: edit.contactHours ?? current.contact_hours,
      ...(edit.placeId || edit.lat !== undefined
        ? { placeId: edit.placeId, lat: edit.lat, lon: edit.lon }
        : current.place_id
          ? { placeId: current.place_id }
          : { lat: current.lat, lon: current.lon }),
    };
    const values = await jobValues(ctx, tx, merged, now);
    // A job staff already approved keeps going unless the edit itself adds a doubt.
    const status = values.heldReasons.length > 0 ? 'held' : job.status === 'held' ? 'held' : 'open';
    await repository.updateJob(tx, jobId, { ...values, status, now });
  });
  return { job: await answerFor(ctx, ctx.db, jobId, 'owner') };
}

export async function closeJob(ctx: JobsContext, caller: JobsCaller, jobId: string, reason: 'filled' | 'cancelled') {
  assertEmployer(caller);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const job = await ownJob(tx, caller, jobId);
    if (!['open', 'held'].includes(job.status)) throw new AppError('CONFLICT', jobMessages.jobNotOpen);
    await repository.setJobStatus(tx, jobId, { status: 'closed', now, closeReason: reason });
  });
  return { job: await answerFor(ctx, ctx.db, jobId, 'owner') };
}

const PAGE = 20;

export async function myJobs(ctx: JobsContext, caller: JobsCaller, after: { at: string; id: string } | undefined) {
  assertEmployer(caller);
  const rows = await repository.jobsOfEmployer(ctx.db, caller.id, after, PAGE + 1);
  const now = ctx.clock.now();
  return {
    rows: rows.slice(0, PAGE),
    more: rows.length > PAGE,
    jobs: rows.slice(0, PAGE).map((row) => jobAnswer(row, now, 'owner')),
  };
}

/** One job to a signed-in person: live and closed jobs to anyone, held or rejected ones to their Employer only. */
export async function getJob(ctx: JobsContext, caller: JobsCaller, jobId: string) {
  const row = await repository.findJob(ctx.db, jobId, caller.id);
  const mine = row?.employer_id === caller.id;
  if (!row || (!mine && (row.status === 'held' || row.status === 'rejected'))) {
    throw new AppError('NOT_FOUND', jobMessages.jobNotFound);
  }
  return { job: jobAnswer(row, ctx.clock.now(), mine ? 'owner' : 'public') };
}

/** The public page's job (no sign-in): live or closed jobs only, without moderation details. */
export async function publicJob(ctx: JobsContext, jobId: string) {
  const row = await repository.findJob(ctx.db, jobId);
  if (!row || row.status === 'held' || row.status === 'rejected') {
    throw new AppError('NOT_FOUND', jobMessages.jobNotFound);
  }
  return { job: jobAnswer(row, ctx.clock.now(), 'public') };
}
