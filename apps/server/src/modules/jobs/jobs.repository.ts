// SQL for job posts, the nearby feed, matching workers to a new job, applications and the staff queue.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { insideCircle, mapPointAt, metresFrom, tradeInsideBox, type Circle } from '../../db/geo.js';
import { textArray } from '../../db/sql-arrays.js';
import type { CardRow } from '../profiles/profile-cards.js';

export type WagePer = 'day' | 'month' | 'job';
export type StoredJobStatus = 'held' | 'open' | 'closed' | 'rejected';
export type ApplicationStatus = 'applied' | 'withdrawn' | 'hired' | 'not-hired';

export interface JobValues {
  title: string;
  trade: string;
  description: string;
  wagePaise: number;
  wagePer: WagePer;
  placeId: number | null;
  lat: number;
  lon: number;
  startsOn: string;
  days: number | null;
  workers: number;
  contactHours: string;
  heldReasons: string[];
  expiresAt: Date;
}

export interface JobRow {
  id: string;
  employer_id: string;
  title: string;
  trade: string;
  description: string;
  wage_paise: number;
  wage_per: WagePer;
  place_id: number | null;
  place_name: string | null;
  place_state: string | null;
  place_district: string | null;
  lat: number;
  lon: number;
  starts_on: string;
  days: number | null;
  workers: number;
  contact_hours: string;
  status: StoredJobStatus;
  held_reasons: string[];
  close_reason: string | null;
  rejection_reason: string | null;
  created_at: Date;
  expires_at: Date;
  employer_name: string;
  company_name: string;
  rating_count: number;
  rating_sum: number;
  verified_badges: string[];
  employer_is_demo: boolean;
  applicants: number;
  hired: number;
  distance_m?: number;
  my_application?: ApplicationStatus | null;
}

/** Raw queries hand timestamps back as text on one driver and as dates on the other: always dates here. */
function dated<Row extends object>(rows: Row[], ...columns: (keyof Row)[]): Row[] {
  for (const row of rows) {
    for (const column of columns) {
      const value = row[column] as unknown;
      if (value !== null && value !== undefined && !(value instanceof Date)) {
        (row as Record<keyof Row, unknown>)[column] = new Date(value as string);
      }
    }
  }
  return rows;
}

async function jobRows(db: Executor, query: SQL): Promise<JobRow[]> {
  return dated(await queryRows<JobRow>(db, query), 'created_at', 'expires_at');
}

// One job as every answer shows it: its place, its Employer's name, rating and badges, and its counts.
function jobSelect(extra: SQL = sql``) {
  return sql`select j.id, j.employer_id, j.title, j.trade, j.description, j.wage_paise::float8 as wage_paise,
      j.wage_per, j.place_id, pl.name as place_name, pl.state as place_state, pl.district as place_district,
      j.lat, j.lon, j.starts_on::text as starts_on, j.days, j.workers, j.contact_hours, j.status, j.held_reasons,
      j.close_reason, j.rejection_reason, j.created_at, j.expires_at,
      u.name as employer_name, coalesce(p.company_name, '') as company_name,
      coalesce(p.rating_count, 0) as rating_count, coalesce(p.rating_sum, 0) as rating_sum,
      coalesce(p.verified_badges, '{}'::text[]) as verified_badges, u.is_demo as employer_is_demo,
      (select count(*)::int from job_applications a where a.job_id = j.id and a.status <> 'withdrawn') as applicants,
      (select count(*)::int from job_applications a where a.job_id = j.id and a.status = 'hired') as hired
      ${extra}
    from jobs j
    join users u on u.id = j.employer_id
    left join profiles p on p.user_id = j.employer_id
    left join places pl on pl.id = j.place_id`;
}

/** What a shared link's preview says of a job. */
export interface JobPreviewRow {
  title: string;
  trade: string;
  wage_paise: number;
  wage_per: WagePer;
  starts_on: string;
  place_name: string | null;
  place_state: string | null;
}

/** A live job (open, unexpired, its Employer neither blocked nor deleted) for its link preview, in one query. */
export async function liveJobPreview(db: Executor, id: string, now: Date): Promise<JobPreviewRow | undefined> {
  const [row] = await queryRows<JobPreviewRow>(
    db,
    sql`select j.title, j.trade, j.wage_paise::float8 as wage_paise, j.wage_per, j.starts_on::text as starts_on,
          pl.name as place_name, pl.state as place_state
        from jobs j
        join users u on u.id = j.employer_id
        left join places pl on pl.id = j.place_id
        where j.id = ${id} and j.status = 'open' and j.expires_at > ${now}
          and u.blocked_at is null and u.deleted_at is null`,
  );
  return row;
}

/** Holds the Employer's account row until the transaction ends: their posts are counted one at a time. */
export async function lockEmployer(tx: Executor, employerId: string): Promise<void> {
  await tx.execute(sql`select id from users where id = ${employerId} for update`);
}

/** Jobs still counting against the Employer's limit: live or waiting for staff, and not expired. */
export async function countActiveJobs(db: Executor, employerId: string, now: Date): Promise<number> {
  const [row] = await queryRows<{ active: number }>(
    db,
    sql`select count(*)::int as active from jobs
        where employer_id = ${employerId} and status in ('open', 'held') and expires_at > ${now}`,
  );
  return row?.active ?? 0;
}

/** How many of a trade's latest posts tell its usual wage: enough to be steady, few enough to cost one page read. */
const USUAL_WAGE_SAMPLE = 500;

/**
 * The median wage of the trade's latest jobs (up to USUAL_WAGE_SAMPLE, of the last 180 days) paid the same way,
 * when there are at least 10.
 */
export async function tradeMedianWage(db: Executor, trade: string, wagePer: WagePer, now: Date) {
  const [row] = await queryRows<{ median: number | null }>(
    db,
    sql`select case when count(*) >= 10 then percentile_cont(0.5) within group (order by wage_paise) end as median
        from (
          select wage_paise from jobs
          where trade = ${trade} and wage_per = ${wagePer} and status in ('open', 'closed')
            and created_at > ${new Date(now.getTime() - 180 * 86_400_000)}
          order by created_at desc
          limit ${USUAL_WAGE_SAMPLE}
        ) latest`,
  );
  return row?.median ?? undefined;
}

/** The 25th, 50th and 75th percentile wage of some jobs, and how many there were (percentiles null for none). */
export interface WageSpread {
  jobs: number;
  low: number | null;
  median: number | null;
  high: number | null;
}

/**
 * What the trade's jobs paid the same way since `since` (open, closed or expired; never held or rejected, nor
 * those ended with a blocked poster): within the circle, and across India, in one pass.
 */
export async function wageSpread(
  db: Executor,
  options: { trade: string; wagePer: WagePer; since: Date; near: Circle },
): Promise<{ nearby: WageSpread; india: WageSpread }> {
  const spread = (prefix: 'near' | 'all', only: SQL) => {
    const named = (name: string) => sql.raw(`${prefix}_${name}`);
    return sql`(count(*) ${only})::int as ${named('jobs')},
      percentile_cont(0.25) within group (order by wage_paise) ${only} as ${named('low')},
      percentile_cont(0.5) within group (order by wage_paise) ${only} as ${named('median')},
      percentile_cont(0.75) within group (order by wage_paise) ${only} as ${named('high')}`;
  };
  const [row] = await queryRows<{
    near_jobs: number;
    near_low: number | null;
    near_median: number | null;
    near_high: number | null;
    all_jobs: number;
    all_low: number | null;
    all_median: number | null;
    all_high: number | null;
  }>(
    db,
    sql`select ${spread('near', sql`filter (where near)`)}, ${spread('all', sql``)}
        from (select j.wage_paise::float8 as wage_paise, ${insideCircle(options.near, 'j')} as near
              from jobs j
              where j.trade = ${options.trade} and j.wage_per = ${options.wagePer}
                and j.status in ('open', 'closed') and j.close_reason is distinct from 'blocked'
                and j.created_at > ${options.since}) j`,
  );
  return {
    nearby: {
      jobs: row?.near_jobs ?? 0,
      low: row?.near_low ?? null,
      median: row?.near_median ?? null,
      high: row?.near_high ?? null,
    },
    india: {
      jobs: row?.all_jobs ?? 0,
      low: row?.all_low ?? null,
      median: row?.all_median ?? null,
      high: row?.all_high ?? null,
    },
  };
}

export async function insertJob(
  tx: Executor,
  job: JobValues & { id: string; employerId: string; status: StoredJobStatus; now: Date },
): Promise<void> {
  await tx.execute(
    sql`insert into jobs (id, employer_id, title, trade, description, wage_paise, wage_per, place_id, lat, lon,
          position, starts_on, days, workers, contact_hours, status, held_reasons, created_at, updated_at,
          published_at, expires_at)
        values (${job.id}, ${job.employerId}, ${job.title}, ${job.trade}, ${job.description}, ${job.wagePaise},
          ${job.wagePer}, ${job.placeId}, ${job.lat}, ${job.lon}, ${mapPointAt(job.lat, job.lon)}, ${job.startsOn},
          ${job.days}, ${job.workers}, ${job.contactHours}, ${job.status}, ${textArray(job.heldReasons)},
          ${job.now}, ${job.now}, ${job.status === 'open' ? job.now : null}, ${job.expiresAt})`,
  );
}

export async function updateJob(
  tx: Executor,
  id: string,
  job: JobValues & { status: StoredJobStatus; now: Date },
): Promise<void> {
  await tx.execute(
    sql`update jobs set title = ${job.title}, trade = ${job.trade}, description = ${job.description},
          wage_paise = ${job.wagePaise}, wage_per = ${job.wagePer}, place_id = ${job.placeId}, lat = ${job.lat},
          lon = ${job.lon}, position = ${mapPointAt(job.lat, job.lon)}, starts_on = ${job.startsOn}, days = ${job.days},
          workers = ${job.workers}, contact_hours = ${job.contactHours}, status = ${job.status},
          held_reasons = ${textArray(job.heldReasons)}, expires_at = ${job.expiresAt}, updated_at = ${job.now},
          published_at = coalesce(published_at, ${job.status === 'open' ? job.now : null})
        where id = ${id}`,
  );
}

/** The job, locked for the rest of the transaction when `lock`. */
export async function findJob(db: Executor, id: string, viewerId?: string): Promise<JobRow | undefined> {
  const mine = viewerId
    ? sql`, (select a.status from job_applications a where a.job_id = j.id and a.worker_id = ${viewerId}) as my_application`
    : sql``;
  const [row] = await jobRows(db, sql`${jobSelect(mine)} where j.id = ${id}`);
  return row;
}

export async function lockJob(tx: Executor, id: string) {
  const rows = await queryRows<{
    id: string;
    employer_id: string;
    status: StoredJobStatus;
    expires_at: Date;
    workers: number;
  }>(tx, sql`select id, employer_id, status, expires_at, workers from jobs where id = ${id} for update`);
  return dated(rows, 'expires_at')[0];
}

export async function setJobStatus(
  tx: Executor,
  id: string,
  change: {
    status: StoredJobStatus;
    now: Date;
    closeReason?: string;
    rejectionReason?: string;
    moderatedByStaffId?: string;
  },
): Promise<void> {
  await tx.execute(
    sql`update jobs set status = ${change.status}, updated_at = ${change.now},
          close_reason = coalesce(${change.closeReason ?? null}, close_reason),
          closed_at = ${change.status === 'closed' ? change.now : null},
          rejection_reason = coalesce(${change.rejectionReason ?? null}, rejection_reason),
          moderated_by_staff_id = coalesce(${change.moderatedByStaffId ?? null}::uuid, moderated_by_staff_id),
          moderated_at = ${change.moderatedByStaffId ? change.now : sql`moderated_at`},
          published_at = coalesce(published_at, ${change.status === 'open' ? change.now : null})
        where id = ${id}`,
  );
}

/** An Employer's jobs, newest first, after the job (created_at, id) of the previous page. */
export async function jobsOfEmployer(
  db: Executor,
  employerId: string,
  after: { at: string; id: string } | undefined,
  limit: number,
): Promise<JobRow[]> {
  const page = after ? sql`and (j.created_at, j.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
  return jobRows(
    db,
    sql`${jobSelect()} where j.employer_id = ${employerId} ${page} order by j.created_at desc, j.id desc limit ${limit}`,
  );
}

/** Open, unexpired jobs within the radius, nearest first (whole metres, then id), after the previous page. */
export async function nearbyJobs(
  db: Executor,
  options: {
    lat: number;
    lon: number;
    radiusMeters: number;
    trade: string | undefined;
    now: Date;
    viewerId: string;
    after: { distance: number; id: string } | undefined;
    limit: number;
  },
): Promise<JobRow[]> {
  const circle = { lat: options.lat, lon: options.lon, radiusMeters: options.radiusMeters };
  const distance = sql`round(${metresFrom(circle, 'j')})::float8`;
  const conditions = [sql`j.status = 'open'`, sql`j.expires_at > ${options.now}`, insideCircle(circle, 'j')];
  if (options.trade) conditions.push(sql`j.trade = ${options.trade}`);
  if (options.after)
    conditions.push(sql`(${distance}, j.id) > (${options.after.distance}::float8, ${options.after.id}::uuid)`);
  // The open jobs in the circle come sorted from jobs_open_position_idx alone (it covers what this needs); the
  // rest of each job is read one by one in that order, only until the page is full.
  const nearest = sql`select j.id, ${distance} as distance_m from jobs j
    where ${sql.join(conditions, sql` and `)} order by distance_m, j.id`;
  const extra = sql`, c.distance_m,
    (select a.status from job_applications a where a.job_id = j.id and a.worker_id = ${options.viewerId}) as my_application`;
  return jobRows(
    db,
    // A blocked or deleted Employer's posts leave the feed at once, as they leave link previews.
    sql`${jobSelect(extra)} join (${nearest}) c on c.id = j.id
        where u.blocked_at is null and u.deleted_at is null
        order by c.distance_m, c.id limit ${options.limit}`,
  );
}

export interface MatchedWorker {
  user_id: string;
  language: string | null;
  distance_m: number;
}

/**
 * The workers to tell about a new job: real, unblocked, complete Labourer profiles of the trade within the
 * radius, best first by a score of distance (half), rating (three tenths) and recent activity (a fifth), with
 * those free today or tomorrow ahead of everyone. The trade's lane of trade_positions (decision 024) gives the
 * candidates with all the score needs.
 */
export async function matchWorkers(
  db: Executor,
  job: { trade: string; lat: number; lon: number; radiusMeters: number; today: string; now: Date; limit: number },
): Promise<MatchedWorker[]> {
  const circle = { lat: job.lat, lon: job.lon, radiusMeters: job.radiusMeters };
  return queryRows<MatchedWorker>(
    db,
    // Sorted from the trade's lane alone (an index-only scan of trade_positions_lane_idx), each distance measured
    // once (offset 0 keeps the inner query whole); accounts are then read one by one in that order, only until
    // `limit` pass.
    sql`select c.user_id, u.language, c.distance_m
        from (
          select user_id, round(metres)::float8 as distance_m, free,
            0.5 * (1 - metres / ${job.radiusMeters}) + 0.3 * (rank_score / 5)
            + 0.2 * greatest(0, 1 - extract(epoch from (${job.now}::timestamptz - active_at)) / (30 * 86400)) as score
          from (
            select t.user_id, ${metresFrom(circle, 't')} as metres, t.rank_score, t.active_at,
              coalesce(t.available_on >= ${job.today}::date, false) as free
            from trade_positions t
            where ${tradeInsideBox(job.trade, circle, 't')}
            offset 0
          ) inside_box
          where metres <= ${job.radiusMeters}
          order by free desc, score desc, user_id
        ) c
        join profiles p on p.user_id = c.user_id
        join users u on u.id = c.user_id
        where p.searchable and p.role = 'Labourer' and not u.is_demo and u.blocked_at is null and u.deleted_at is null
        order by c.free desc, c.score desc, c.user_id
        limit ${job.limit}`,
  );
}

// ——— Applications ———

export async function findApplication(db: Executor, jobId: string, workerId: string) {
  const rows = await queryRows<{ status: ApplicationStatus; created_at: Date; updated_at: Date }>(
    db,
    sql`select status, created_at, updated_at from job_applications where job_id = ${jobId} and worker_id = ${workerId}
        for update`,
  );
  return dated(rows, 'created_at', 'updated_at')[0];
}

export async function saveApplication(
  tx: Executor,
  application: { jobId: string; workerId: string; status: ApplicationStatus; now: Date },
): Promise<{ status: ApplicationStatus; created_at: Date; updated_at: Date }> {
  const [row] = dated(
    await queryRows<{ status: ApplicationStatus; created_at: Date; updated_at: Date }>(
      tx,
      sql`insert into job_applications (job_id, worker_id, status, created_at, updated_at)
        values (${application.jobId}, ${application.workerId}, ${application.status}, ${application.now}, ${application.now})
        on conflict (job_id, worker_id) do update set status = excluded.status, updated_at = excluded.updated_at
        returning status, created_at, updated_at`,
    ),
    'created_at',
    'updated_at',
  );
  if (!row) throw new Error('application not saved');
  return row;
}

export async function applicationsOf(db: Executor, workerId: string, limit: number) {
  const rows = await queryRows<{ job_id: string; status: ApplicationStatus; created_at: Date; updated_at: Date }>(
    db,
    sql`select job_id, status, created_at, updated_at from job_applications
        where worker_id = ${workerId} order by created_at desc limit ${limit}`,
  );
  return dated(rows, 'created_at', 'updated_at');
}

/** An applicant's card (as search shows people), with their distance from the job and their application. */
export interface ApplicantRow extends CardRow {
  distance_m: number | undefined;
  status: ApplicationStatus;
  applied_at: Date;
}

/** A job's applicants as cards, with their distance from the job when their profile has a place. */
export async function applicantsOf(db: Executor, jobId: string): Promise<ApplicantRow[]> {
  const rows = await queryRows<ApplicantRow>(
    db,
    sql`select u.id, u.name, u.role, p.skills, p.location, p.city, p.state, p.thumbnail_key, p.call_time_start,
          p.call_time_end, p.rating_count, p.rating_sum, p.verified_badges, u.is_demo,
          p.available_on::text as available_on,
          case when p.position is null then null
               else round(great_circle_m(j.lat, j.lon, p.lat, p.lon))::float8 end as distance_m,
          a.status, a.created_at as applied_at
        from job_applications a
        join jobs j on j.id = a.job_id
        join users u on u.id = a.worker_id
        join profiles p on p.user_id = a.worker_id
        where a.job_id = ${jobId} and a.status <> 'withdrawn' and u.deleted_at is null
        order by a.status = 'hired' desc, a.created_at`,
  );
  return dated(rows, 'applied_at');
}

// ——— Staff ———

/** Jobs in one status: the held queue oldest first, the others newest first; after the previous page. */
export async function jobsForStaff(
  db: Executor,
  options: {
    /** 'expired': open jobs past their end; 'open': open jobs still shown. */
    status: StoredJobStatus | 'expired' | undefined;
    now: Date;
    after: { at: string; id: string } | undefined;
    limit: number;
  },
): Promise<JobRow[]> {
  const oldestFirst = options.status === 'held';
  const conditions: SQL[] = [sql`true`];
  if (options.status === 'expired') conditions.push(sql`j.status = 'open' and j.expires_at <= ${options.now}`);
  else if (options.status === 'open') conditions.push(sql`j.status = 'open' and j.expires_at > ${options.now}`);
  else if (options.status) conditions.push(sql`j.status = ${options.status}`);
  if (options.after) {
    conditions.push(
      oldestFirst
        ? sql`(j.created_at, j.id) > (${options.after.at}::timestamptz, ${options.after.id}::uuid)`
        : sql`(j.created_at, j.id) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`,
    );
  }
  const order = oldestFirst ? sql`j.created_at, j.id` : sql`j.created_at desc, j.id desc`;
  return jobRows(
    db,
    sql`${jobSelect()} where ${sql.join(conditions, sql` and `)} order by ${order} limit ${options.limit}`,
  );
}

/** Closes every open or held job of an Employer staff blocked. */
/** Ends an Employer's open and held posts at once: their account was blocked or deleted. */
export async function closeJobsOf(
  tx: Executor,
  employerId: string,
  now: Date,
  reason: 'blocked' | 'account-deleted',
): Promise<void> {
  await tx.execute(
    sql`update jobs set status = case when status = 'held' then 'rejected'::job_status else 'closed'::job_status end,
          close_reason = ${reason}, closed_at = ${now}, updated_at = ${now}
        where employer_id = ${employerId} and status in ('open', 'held')`,
  );
}

/** Withdraws a worker's applications still waiting for an answer. */
export async function withdrawApplicationsOf(tx: Executor, workerId: string, now: Date): Promise<void> {
  await tx.execute(
    sql`update job_applications set status = 'withdrawn', updated_at = ${now}
        where worker_id = ${workerId} and status = 'applied'`,
  );
}

// ——— Engagements for reviews ———

export interface JobHire {
  jobId: string;
  employerId: string;
  workerId: string;
  at: Date;
}

const hireColumns = sql`a.job_id as "jobId", j.employer_id as "employerId", a.worker_id as "workerId", a.updated_at as at`;

export async function hiresBetween(db: Executor, a: string, b: string): Promise<JobHire[]> {
  return dated(
    await queryRows<JobHire>(
      db,
      sql`select ${hireColumns} from job_applications a join jobs j on j.id = a.job_id
        where a.status = 'hired'
          and ((j.employer_id = ${a} and a.worker_id = ${b}) or (j.employer_id = ${b} and a.worker_id = ${a}))
        order by a.updated_at`,
    ),
    'at',
  );
}

export async function hiresOf(db: Executor, personId: string, limit: number): Promise<JobHire[]> {
  return dated(
    await queryRows<JobHire>(
      db,
      sql`select ${hireColumns} from job_applications a join jobs j on j.id = a.job_id
        where a.status = 'hired' and (j.employer_id = ${personId} or a.worker_id = ${personId})
        order by a.updated_at desc limit ${limit}`,
    ),
    'at',
  );
}

export async function hiredCount(db: Executor, jobId: string): Promise<number> {
  const [row] = await queryRows<{ hired: number }>(
    db,
    sql`select count(*)::int as hired from job_applications where job_id = ${jobId} and status = 'hired'`,
  );
  return row?.hired ?? 0;
}

/** The gazetteer place of a person's profile, the nearby feed's default origin. */
export async function placeOfPerson(db: Executor, userId: string): Promise<number | null> {
  const [row] = await queryRows<{ place_id: number | null }>(
    db,
    sql`select place_id from profiles where user_id = ${userId}`,
  );
  return row?.place_id ?? null;
}
