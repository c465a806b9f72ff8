// Job posts: an Employer posts work with the wage shown; the scam guard holds doubtful posts for staff; a post
// that goes live tells the best-matched workers nearby in the same transaction (decision 023).
import { randomUUID } from 'node:crypto';
import {
  badgesOf,
  formatServerMessage,
  JOB_DAYS_OPEN,
  jobMessages,
  tradeKeyFor,
  trades,
  WAGE_HINT_DAYS,
  WAGE_HINT_MIN_JOBS,
  WAGE_HINT_RADIUS_KM,
  type Job,
  type JobHeldReason,
  type WageHint,
  type WageHintResponse,
} from '@kaamsetu/contract';
import type { editJobRequestSchema, postJobRequestSchema, wageHintQuerySchema } from '@kaamsetu/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { addDays, indiaDate, indiaMidnight, isCalendarDate } from '../../lib/india-time.js';
import { preferredLanguage } from '../../lib/language.js';
import type { PagePreview } from '../../lib/page-preview.js';
import { ratingFrom } from '../../lib/rating.js';
import { rupees } from '../notifications/notify.js';
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
export type WageHintQuery = z.output<typeof wageHintQuerySchema>;

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

/** When a job was posted, and whether its start day is being set now (a kept one is not checked again). */
interface JobTiming {
  postedAt: Date;
  newStart: boolean;
}

/**
 * Checks a start day being set (today to 90 days ahead) and works out when the job stops being shown: 30 days
 * after it was posted, or when its work ends. An edit never moves the 30 days on, so editing cannot keep a post up.
 */
function schedule(startsOn: string, days: number | null, now: Date, timing: JobTiming): Date {
  const today = indiaDate(now);
  if (
    !isCalendarDate(startsOn) ||
    (timing.newStart && (startsOn < today || startsOn > addDays(today, START_WITHIN_DAYS)))
  ) {
    throw new AppError('VALIDATION_FAILED', jobMessages.startsOnInvalid, { field: 'startsOn' });
  }
  const workEnds = indiaMidnight(addDays(startsOn, days ?? 1));
  return new Date(Math.min(timing.postedAt.getTime() + JOB_DAYS_OPEN * DAY_MS, workEnds.getTime()));
}

type JobInput = Required<Pick<PostJob, 'title' | 'trade' | 'wagePaise' | 'wagePer' | 'startsOn' | 'workers'>> &
  Pick<PostJob, 'description' | 'days' | 'contactHours' | 'placeId' | 'lat' | 'lon'>;

async function jobValues(
  ctx: JobsContext,
  tx: Executor,
  post: JobInput,
  now: Date,
  timing: JobTiming,
): Promise<repository.JobValues> {
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
    expiresAt: schedule(post.startsOn, days, now, timing),
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
  await ctx.notifyWorkers(
    tx,
    workers.map((worker) => ({
      workerId: worker.user_id,
      jobId: job.id,
      trade: job.trade,
      placeName: job.place_name ?? '',
      wagePaise: Number(job.wage_paise),
      wagePer: job.wage_per,
      startsOn: job.starts_on,
      distanceKm: Math.round(worker.distance_m / 100) / 10,
    })),
  );
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
    const values = await jobValues(ctx, tx, post, now, { postedAt: now, newStart: true });
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
      days: edit.days === null ? undefined : (edit.days ?? current.days ?? undefined),
      workers: edit.workers ?? current.workers,
      contactHours: edit.contactHours ?? current.contact_hours,
      ...(edit.placeId || edit.lat !== undefined
        ? { placeId: edit.placeId, lat: edit.lat, lon: edit.lon }
        : current.place_id
          ? { placeId: current.place_id }
          : { lat: current.lat, lon: current.lon }),
    };
    const values = await jobValues(ctx, tx, merged, now, {
      postedAt: current.created_at,
      newStart: edit.startsOn !== undefined && edit.startsOn !== current.starts_on,
    });
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

const perMessage = { day: 'wagePerDay', month: 'wagePerMonth', job: 'wagePerJob' } as const;

/**
 * A live job's link preview for its public page: the title, and the trade, place, wage and start in the asker's
 * language ("Mason work in Jaipur, Rajasthan: ₹900/day, starts 28 November."). None for any other job.
 */
export async function jobPreview(
  ctx: JobsContext,
  jobId: string,
  acceptLanguage: string | undefined,
): Promise<PagePreview | undefined> {
  const row = await repository.liveJobPreview(ctx.db, jobId, ctx.clock.now());
  if (!row) return undefined;
  const language = preferredLanguage(acceptLanguage);
  const place = [row.place_name, row.place_state].filter(Boolean).join(', ');
  const startsOn = new Intl.DateTimeFormat(`${language}-IN-u-nu-latn`, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${row.starts_on}T00:00:00Z`));
  const values = {
    trade: trades.find((trade) => trade.key === row.trade)?.[language] ?? row.trade,
    place,
    wage: rupees(Number(row.wage_paise)),
    per: formatServerMessage(perMessage[row.wage_per], language),
    date: startsOn,
  };
  return {
    title: row.title,
    description: formatServerMessage(place ? 'jobShareDescription' : 'jobShareDescriptionNoPlace', language, values),
  };
}

/** The public page's job (no sign-in): live or closed jobs only, without moderation details. */
export async function publicJob(ctx: JobsContext, jobId: string) {
  const row = await repository.findJob(ctx.db, jobId);
  if (!row || row.status === 'held' || row.status === 'rejected') {
    throw new AppError('NOT_FOUND', jobMessages.jobNotFound);
  }
  return { job: jobAnswer(row, ctx.clock.now(), 'public') };
}

/** Whole rupees, in paise: a hint reads "₹700 to ₹950", never fractions of a paisa from interpolation. */
function wholeRupees(paise: number | null): number {
  return Math.round((paise ?? 0) / 100) * 100;
}

/**
 * What similar jobs paid, for an Employer writing a post: the trade's jobs paid the same way in the last 90
 * days near the place when there are enough of them, else across India, else nothing to go by.
 */
export async function wageHint(ctx: JobsContext, caller: JobsCaller, query: WageHintQuery): Promise<WageHintResponse> {
  assertEmployer(caller);
  const place = await findPlace(ctx.db, query.placeId);
  if (!place) throw new AppError('VALIDATION_FAILED', jobMessages.placeRequired, { field: 'placeId' });
  const { nearby, india } = await repository.wageSpread(ctx.db, {
    trade: query.trade,
    wagePer: query.wagePer,
    since: new Date(ctx.clock.now().getTime() - WAGE_HINT_DAYS * DAY_MS),
    near: { lat: place.lat, lon: place.lon, radiusMeters: WAGE_HINT_RADIUS_KM * 1000 },
  });
  const [spread, area] =
    nearby.jobs >= WAGE_HINT_MIN_JOBS
      ? [nearby, 'nearby' as const]
      : india.jobs >= WAGE_HINT_MIN_JOBS
        ? [india, 'india' as const]
        : [undefined, undefined];
  const hint: WageHint | null = spread
    ? {
        lowPaise: wholeRupees(spread.low),
        medianPaise: wholeRupees(spread.median),
        highPaise: wholeRupees(spread.high),
        wagePer: query.wagePer,
        jobs: spread.jobs,
        area,
      }
    : null;
  return { success: true, hint };
}
