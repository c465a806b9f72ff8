// Jobs near you, on both databases: posting with the limit and the scam guard, matching by trade vocabulary and
// radius (demo, blocked and unfinished profiles left out), the nearby feed, applying, applicants only to their
// Employer, hiring that fills the job and opens reviews both ways, expiry, and staff moderation.
import { jobListResponseSchema, postJobResponseSchema } from '@kaamsetu/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { addDays, indiaDate } from '../../lib/india-time.js';
import { signUp } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { signInStaff, type SignedInStaff } from '../../../test/support/staff-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';

const JAIPUR = 1269515;
const PUNE = 1259229;

describe.each(databaseKinds)('jobs on %s', (kind) => {
  const t = useTestApp(kind, { MAX_OPEN_JOBS: '3', LOG_LEVEL: 'error' });
  let employer: { token: string; userId: string };
  let mason: { token: string; userId: string };
  let farMason: { token: string; userId: string };
  let painter: { token: string; userId: string };
  let employee: SignedInStaff;
  let admin: SignedInStaff;

  const today = () => indiaDate(t.clock.now());
  const jobBody = (overrides: object = {}) => ({
    title: 'Two masons for a boundary wall',
    trade: 'mistri',
    description: 'Brick wall, 40 feet. Tea and lunch given.',
    wagePaise: 900_00,
    wagePer: 'day',
    placeId: JAIPUR,
    startsOn: addDays(today(), 2),
    days: 3,
    workers: 2,
    ...overrides,
  });
  const post = (who: { token: string }, body: object) => asPerson(t.app, who.token).post('/api/jobs', body);
  const inboxJobIds = async (who: { token: string }) =>
    (await asPerson(t.app, who.token).get('/api/me/notifications'))
      .json()
      .items.map((item: { jobId?: string }) => item.jobId);

  beforeAll(async () => {
    employee = await signInStaff(t.app, t.config, t.db.database, 'Employee');
    admin = await signInStaff(t.app, t.config, t.db.database, 'Admin');
    employer = await completeProfile(t.app, t.config, {
      name: 'Harish Builders',
      userType: 'Employer',
      location: 'Jaipur',
    });
    mason = await completeProfile(t.app, t.config, {
      name: 'Ramesh Kumar',
      userType: 'Labourer',
      skills: 'Raj Mistri',
      location: 'Jaipur, Rajasthan',
    });
    farMason = await completeProfile(t.app, t.config, {
      name: 'Sunil Mason',
      userType: 'Labourer',
      skills: 'Mason',
      location: 'Pune',
    });
    painter = await completeProfile(t.app, t.config, {
      name: 'Mohan Painter',
      userType: 'Labourer',
      skills: 'Painter',
      location: 'Jaipur',
    });
  });

  it('posts a job that goes live and tells masons nearby (by the trade vocabulary), not far away or of another trade', async () => {
    const response = await post(employer, jobBody());
    expect(response.statusCode).toBe(201);
    const { job, message } = postJobResponseSchema.parse(response.json());
    expect(job).toMatchObject({
      status: 'open',
      trade: 'mason',
      wagePaise: 900_00,
      place: { id: JAIPUR, name: 'Jaipur' },
    });
    expect(message).toMatch(/live/);
    expect(await inboxJobIds(mason)).toContain(job.id);
    expect(await inboxJobIds(farMason)).not.toContain(job.id);
    expect(await inboxJobIds(painter)).not.toContain(job.id);
  });

  it('leaves out unfinished and blocked workers from matching', async () => {
    const unfinished = await signUp(t.app, t.config, { name: 'Naya Mistri', userType: 'Labourer' });
    const blocked = await completeProfile(t.app, t.config, {
      name: 'Blocked Mason',
      userType: 'Labourer',
      skills: 'Mason',
      location: 'Jaipur',
    });
    expect(
      (await admin.as('POST', `/api/staff/admin/people/${blocked.userId}/block`, { reason: 'test' })).statusCode,
    ).toBe(200);
    const { job } = postJobResponseSchema.parse(
      (await post(employer, jobBody({ title: 'One mason for steps', workers: 1 }))).json(),
    );
    const told = await queryRows<{ user_id: string }>(
      t.db.database.db,
      sql`select user_id from notifications where job_id = ${job.id}`,
    );
    const ids = told.map((row) => row.user_id);
    expect(ids).toContain(mason.userId);
    expect(ids).not.toContain(unfinished.userId);
    expect(ids).not.toContain(blocked.userId);
  });

  it('refuses bad posts with clear 400s, workers with 403, and a post beyond the open-job limit with 409', async () => {
    const bad = [
      jobBody({ trade: 'astronaut' }),
      jobBody({ wagePaise: 0 }),
      jobBody({ wagePaise: undefined }),
      jobBody({ startsOn: addDays(today(), -1) }),
      jobBody({ startsOn: '2026-02-30' }),
      jobBody({ placeId: undefined }),
      jobBody({ placeId: 999_999_999 }),
      jobBody({ workers: 0 }),
    ];
    for (const body of bad) expect((await post(employer, body)).statusCode).toBe(400);
    expect((await post(mason, jobBody())).statusCode).toBe(403);
    // Two live already from the tests above; the limit here is 3.
    expect((await post(employer, jobBody({ title: 'Third one' }))).statusCode).toBe(201);
    const over = await post(employer, jobBody({ title: 'Fourth one' }));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/3 open jobs/);
  });

  it('holds a post asking for money for staff, who approve (workers then told) or reject it with a reason', async () => {
    const other = await completeProfile(t.app, t.config, {
      name: 'Quick Jobs',
      userType: 'Employer',
      location: 'Jaipur',
    });
    const held = postJobResponseSchema.parse(
      (await post(other, jobBody({ description: 'Registration fee ₹500 to join. Masons needed.' }))).json(),
    ).job;
    expect(held).toMatchObject({ status: 'held', heldReasons: ['money-words'] });
    expect(await inboxJobIds(mason)).not.toContain(held.id);
    // Not in the feed, not visible to others, in the staff queue.
    expect((await asPerson(t.app, mason.token).get(`/api/jobs/${held.id}`)).statusCode).toBe(404);
    const queue = jobListResponseSchema.parse((await employee.as('GET', '/api/staff/jobs?status=held')).json());
    expect(queue.jobs.map((job) => job.id)).toContain(held.id);

    expect((await employee.as('POST', `/api/staff/jobs/${held.id}/approve`)).statusCode).toBe(200);
    expect(await inboxJobIds(mason)).toContain(held.id);
    expect((await employee.as('POST', `/api/staff/jobs/${held.id}/approve`)).statusCode).toBe(409);

    const second = postJobResponseSchema.parse(
      (await post(other, jobBody({ title: 'Masons', description: 'Apply on www.quickjobs.example.in' }))).json(),
    ).job;
    expect(second.heldReasons).toEqual(['link']);
    expect(
      (await employee.as('POST', `/api/staff/jobs/${second.id}/reject`, { reason: 'Sends workers to a site' }))
        .statusCode,
    ).toBe(200);
    const seen = (await asPerson(t.app, other.token).get(`/api/jobs/${second.id}`)).json().job;
    expect(seen).toMatchObject({ status: 'rejected', rejectionReason: 'Sends workers to a site' });
    const audit = await queryRows<{ action: string }>(
      t.db.database.db,
      sql`select action from staff_audit where target_type = 'job' order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['job.approve', 'job.reject']);
  });

  it('lets only an Admin block the poster of a held job, which ends their jobs', async () => {
    const scammer = await completeProfile(t.app, t.config, {
      name: 'Fast Money',
      userType: 'Employer',
      location: 'Jaipur',
    });
    const held = postJobResponseSchema.parse(
      (await post(scammer, jobBody({ description: 'WhatsApp only 98290 12345' }))).json(),
    ).job;
    expect((await employee.as('POST', `/api/staff/jobs/${held.id}/block-poster`, { reason: 'Scam' })).statusCode).toBe(
      403,
    );
    expect((await admin.as('POST', `/api/staff/jobs/${held.id}/block-poster`, { reason: 'Scam' })).statusCode).toBe(
      200,
    );
    const [row] = await queryRows<{ status: string; blocked: boolean }>(
      t.db.database.db,
      sql`select j.status, u.blocked_at is not null as blocked from jobs j join users u on u.id = j.employer_id
          where j.id = ${held.id}`,
    );
    expect(row).toEqual({ status: 'rejected', blocked: true });
  });

  it('shows workers the open jobs nearest first with distance, wage and the employer rating; apply once, withdraw', async () => {
    const feed = jobListResponseSchema.parse((await asPerson(t.app, mason.token).get('/api/jobs/nearby')).json());
    expect(feed.jobs.length).toBeGreaterThan(0);
    const first = feed.jobs[0]!;
    expect(first).toMatchObject({ distanceKm: 0, employer: { rating: { average: 0, count: 0 } }, myApplication: null });
    expect(first).not.toHaveProperty('heldReasons');
    const far = jobListResponseSchema.parse(
      (await asPerson(t.app, mason.token).get(`/api/jobs/nearby?near=${PUNE}&radiusKm=50`)).json(),
    );
    expect(far.jobs.map((job) => job.id)).not.toContain(first.id);
    const painters = jobListResponseSchema.parse(
      (await asPerson(t.app, mason.token).get('/api/jobs/nearby?trade=painter')).json(),
    );
    expect(painters.jobs).toEqual([]);

    const apply = () => asPerson(t.app, mason.token).post(`/api/jobs/${first.id}/apply`);
    expect((await apply()).statusCode).toBe(201);
    expect((await apply()).statusCode).toBe(409);
    expect((await asPerson(t.app, employer.token).post(`/api/jobs/${first.id}/apply`)).statusCode).toBe(403);
    const mine = (await asPerson(t.app, mason.token).get('/api/me/applications')).json().applications;
    expect(mine[0]).toMatchObject({ jobId: first.id, status: 'applied', job: { id: first.id } });
    expect((await asPerson(t.app, mason.token).post(`/api/jobs/${first.id}/withdraw`)).json().application.status).toBe(
      'withdrawn',
    );
    expect((await apply()).statusCode).toBe(201);
  });

  it('shows applicants to the job’s Employer only; hiring the last worker needed fills it and opens reviews both ways', async () => {
    const mine = jobListResponseSchema.parse((await asPerson(t.app, employer.token).get('/api/jobs/mine')).json());
    const third = mine.jobs.find((job) => job.title === 'Third one')!;
    expect(
      (await asPerson(t.app, employer.token).post(`/api/jobs/${third.id}/close`, { reason: 'cancelled' })).statusCode,
    ).toBe(200);
    const { job } = postJobResponseSchema.parse(
      (await post(employer, jobBody({ title: 'One mason, one day', workers: 1, days: 1 }))).json(),
    );
    expect((await asPerson(t.app, mason.token).post(`/api/jobs/${job.id}/apply`)).statusCode).toBe(201);

    const other = await completeProfile(t.app, t.config, {
      name: 'Nosy Employer',
      userType: 'Employer',
      location: 'Jaipur',
    });
    expect((await asPerson(t.app, other.token).get(`/api/jobs/${job.id}/applicants`)).statusCode).toBe(403);
    expect((await asPerson(t.app, mason.token).get(`/api/jobs/${job.id}/applicants`)).statusCode).toBe(403);
    const applicants = (await asPerson(t.app, employer.token).get(`/api/jobs/${job.id}/applicants`)).json().applicants;
    expect(applicants).toHaveLength(1);
    expect(applicants[0]).toMatchObject({ status: 'applied', card: { id: mason.userId, distanceKm: 0 } });

    // Before the hire there is no engagement between them.
    const review = (who: { token: string }, subjectId: string) =>
      asPerson(t.app, who.token).post('/api/reviews', { subjectId, stars: 5, tags: [] });
    expect((await review(employer, mason.userId)).statusCode).toBe(403);
    const decision = await asPerson(t.app, employer.token).post(
      `/api/jobs/${job.id}/applicants/${mason.userId}/decision`,
      {
        hired: true,
      },
    );
    expect(decision.json().application.status).toBe('hired');
    const filled = (await asPerson(t.app, employer.token).get(`/api/jobs/${job.id}`)).json().job;
    expect(filled).toMatchObject({ status: 'closed', closeReason: 'filled', hired: 1 });
    expect((await asPerson(t.app, painter.token).post(`/api/jobs/${job.id}/apply`)).statusCode).toBe(409);
    expect((await review(employer, mason.userId)).statusCode).toBe(201);
    expect((await review(mason, employer.userId)).statusCode).toBe(201);
  });

  it('puts the workers free today first among the top performers', async () => {
    const topIds = async () =>
      (await asPerson(t.app, employer.token).post('/api/users/protected/get-random-profiles', { id: employer.userId }))
        .json()
        .profiles.map((card: { id: string }) => card.id) as string[];
    const before = await topIds();
    expect(before.length).toBeGreaterThan(1);
    const last = before.at(-1) as string;
    const marked = await employee.as('PUT', `/api/staff/people/${last}/availability`, { day: 'today' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await topIds())[0]).toBe(last);
    await employee.as('PUT', `/api/staff/people/${last}/availability`, { day: null });
  });

  it('marks a worker free today with one tap (or staff for them): cards say so until the India day ends', async () => {
    const freeCard = async (trade = 'painter', id = painter.userId) => {
      const response = await asPerson(t.app, employer.token).get(`/api/search/profiles?q=${trade}&near=${JAIPUR}`);
      return response.json().profiles.find((card: { id: string }) => card.id === id);
    };
    expect((await freeCard()).freeToday).toBe(false);
    const marked = await asPerson(t.app, painter.token).put('/api/me/availability', { day: 'today' });
    expect(marked.json()).toEqual({ availableOn: today(), freeToday: true });
    expect((await freeCard()).freeToday).toBe(true);
    // The worker's own profile says so too, so the toggle shows the choice after a reload.
    const own = async (person: { userId: string; token: string }) =>
      (await asPerson(t.app, person.token).post('/api/users/protected/get-profile', { id: person.userId })).json()
        .profile;
    expect((await own(painter)).availability).toEqual({ availableOn: today(), freeToday: true });
    expect(await own(employer)).not.toHaveProperty('availability');
    expect((await asPerson(t.app, employer.token).put('/api/me/availability', { day: 'today' })).statusCode).toBe(403);
    expect((await asPerson(t.app, painter.token).put('/api/me/availability', { day: 'someday' })).statusCode).toBe(400);

    const byStaff = await employee.as('PUT', `/api/staff/people/${mason.userId}/availability`, { day: 'tomorrow' });
    expect(byStaff.json()).toEqual({ availableOn: addDays(today(), 1), freeToday: false });
    // Free tomorrow is not free today: the card says so only once that day comes.
    expect((await freeCard('mason', mason.userId)).freeToday).toBe(false);
    t.clock.advance(86_400_000);
    expect((await freeCard()).freeToday).toBe(false);
    expect((await freeCard('mason', mason.userId)).freeToday).toBe(true);
    // A day that has passed is no choice at all.
    expect((await own(painter)).availability).toEqual({ availableOn: null, freeToday: false });
  });

  it('stops showing a job once its work is over, and refuses applications to it', async () => {
    const shortJobs = await completeProfile(t.app, t.config, {
      name: 'Short Jobs',
      userType: 'Employer',
      location: 'Jaipur',
    });
    const { job } = postJobResponseSchema.parse(
      (await post(shortJobs, jobBody({ title: 'Mason tomorrow', startsOn: addDays(today(), 1), days: 1 }))).json(),
    );
    t.clock.advance(3 * 86_400_000);
    const feed = jobListResponseSchema.parse((await asPerson(t.app, mason.token).get('/api/jobs/nearby')).json());
    expect(feed.jobs.map((shown) => shown.id)).not.toContain(job.id);
    expect((await asPerson(t.app, shortJobs.token).get(`/api/jobs/${job.id}`)).json().job.status).toBe('expired');
    expect((await asPerson(t.app, mason.token).post(`/api/jobs/${job.id}/apply`)).statusCode).toBe(409);
  });

  it('shows a live job on its public page without a sign-in, never a held one', async () => {
    const feed = jobListResponseSchema.parse((await asPerson(t.app, mason.token).get('/api/jobs/nearby')).json());
    const open = feed.jobs[0]!;
    const page = await t.app.inject({ method: 'GET', url: `/api/public/jobs/${open.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().job).toMatchObject({ id: open.id, wagePaise: open.wagePaise });
    const held = (await employee.as('GET', '/api/staff/jobs?status=rejected')).json().jobs[0];
    expect((await t.app.inject({ method: 'GET', url: `/api/public/jobs/${held.id}` })).statusCode).toBe(404);
  });
});
