// Job rules not covered by jobs.test.ts, on both databases: editing a job (the scam guard reading the edit, fields cleared, the 30 days kept, a started job),
// reports landing in the staff queue, posting at a point instead of a place, "not hired", the audit of "block
// the poster", matching by the radius's edge, demo profiles and the match limit, and expiry 30 days after posting.
import {
  auditResponseSchema,
  jobMessages,
  jobListResponseSchema,
  jobResponseSchema,
  myApplicationsResponseSchema,
  postJobResponseSchema,
  staffReportsResponseSchema,
  type Job,
} from '@kaamsetu/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { addDays, indiaDate } from '../../lib/india-time.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { signInStaff, type SignedInStaff } from '../../../test/support/staff-flows.js';
import { useTestApp, type TestAppHandle } from '../../../test/support/test-app.js';

const JAIPUR = 1269515;
const DAY_MS = 86_400_000;

interface Person {
  token: string;
  userId: string;
}

/** The calls every suite here makes, against its own app. */
function jobsApi(t: TestAppHandle) {
  const today = () => indiaDate(t.clock.now());
  const jobBody = (overrides: object = {}) => ({
    title: 'Two masons for a boundary wall',
    trade: 'mason',
    description: 'Brick wall, 40 feet. Tea and lunch given.',
    wagePaise: 900_00,
    wagePer: 'day',
    placeId: JAIPUR,
    startsOn: addDays(today(), 2),
    days: 3,
    workers: 2,
    ...overrides,
  });
  const postJob = async (who: Person, overrides: object = {}): Promise<Job> => {
    const response = await asPerson(t.app, who.token).post('/api/jobs', jobBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return postJobResponseSchema.parse(response.json()).job;
  };
  const patchJob = (who: Person, id: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${id}`,
      headers: { authorization: `Bearer ${who.token}` },
      payload,
    });
  const nearby = async (who: Person, near: string | number, radiusKm = 15) => {
    const response = await asPerson(t.app, who.token).get(`/api/jobs/nearby?near=${near}&radiusKm=${radiusKm}`);
    expect(response.statusCode, response.body).toBe(200);
    return jobListResponseSchema.parse(response.json()).jobs;
  };
  const mine = async (who: Person) =>
    jobListResponseSchema.parse((await asPerson(t.app, who.token).get('/api/jobs/mine')).json()).jobs;
  const publicJob = (id: string) => t.app.inject({ method: 'GET', url: `/api/public/jobs/${id}` });
  const inboxJobIds = async (who: Person) =>
    (await asPerson(t.app, who.token).get('/api/me/notifications'))
      .json()
      .items.map((item: { jobId?: string }) => item.jobId);
  const person = (name: string, userType: 'Labourer' | 'Employer', skills = 'Mason') =>
    completeProfile(t.app, t.config, {
      name,
      userType,
      location: 'Jaipur',
      ...(userType === 'Labourer' ? { skills } : {}),
    });
  /** A worker of the trade whose distances are measured from their phone's position. */
  const workerAt = async (name: string, at: { lat: number; lon: number }, skills = 'Mason') => {
    const worker = await person(name, 'Labourer', skills);
    const placed = await asPerson(t.app, worker.token).put('/api/me/position', at);
    expect(placed.json()).toEqual({ ownPosition: at });
    return worker;
  };
  return { today, jobBody, postJob, patchJob, nearby, mine, publicJob, inboxJobIds, person, workerAt };
}

describe.each(databaseKinds)('job rules on %s', (kind) => {
  // Tokens outlive the month the expiry test moves the clock on by.
  const t = useTestApp(kind, { LOG_LEVEL: 'error', MAX_OPEN_JOBS: '50', JWT_TTL_DAYS: '365' });
  const api = jobsApi(t);
  let employer: Person;
  let worker: Person;
  let employee: SignedInStaff;
  let admin: SignedInStaff;

  beforeAll(async () => {
    employee = await signInStaff(t.app, t.config, t.db.database, 'Employee');
    admin = await signInStaff(t.app, t.config, t.db.database, 'Admin');
    employer = await api.person('Harish Builders', 'Employer');
    worker = await api.person('Ramesh Kumar', 'Labourer');
  });

  it('lets the Employer edit an open job: My jobs, the public page and the feed show the change', async () => {
    const job = await api.postJob(employer);
    const edited = await api.patchJob(employer, job.id, {
      title: 'Three masons for a boundary wall',
      wagePaise: 950_00,
      workers: 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(jobResponseSchema.parse(edited.json()).job).toMatchObject({
      status: 'open',
      title: 'Three masons for a boundary wall',
      wagePaise: 950_00,
      workers: 3,
      // Untouched fields stay as posted.
      description: job.description,
      place: { id: JAIPUR },
    });

    expect((await api.mine(employer)).find((shown) => shown.id === job.id)).toMatchObject({
      title: 'Three masons for a boundary wall',
      wagePaise: 950_00,
      workers: 3,
    });
    expect((await api.publicJob(job.id)).json().job).toMatchObject({ title: 'Three masons for a boundary wall' });
    expect((await api.nearby(worker, JAIPUR)).find((shown) => shown.id === job.id)).toMatchObject({
      wagePaise: 950_00,
      distanceKm: 0,
    });
  });

  it('sends a live job back to staff when an edit asks workers for money: it leaves the feed and the public page', async () => {
    const job = await api.postJob(employer, { title: 'Mason for a water tank' });
    expect((await api.nearby(worker, JAIPUR)).map((shown) => shown.id)).toContain(job.id);

    const edited = await api.patchJob(employer, job.id, { description: 'Pay a registration fee of ₹500 to join.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().job).toMatchObject({ status: 'held', heldReasons: ['money-words'] });

    expect((await api.nearby(worker, JAIPUR)).map((shown) => shown.id)).not.toContain(job.id);
    expect((await api.publicJob(job.id)).statusCode).toBe(404);
    expect((await asPerson(t.app, worker.token).get(`/api/jobs/${job.id}`)).statusCode).toBe(404);
    const queue = jobListResponseSchema.parse((await employee.as('GET', '/api/staff/jobs?status=held')).json());
    expect(queue.jobs.map((held) => held.id)).toContain(job.id);
  });

  it('refuses to edit a closed job, and anyone else’s job', async () => {
    const job = await api.postJob(employer, { title: 'Mason for one day' });
    const other = await api.person('Other Builders', 'Employer');
    const notTheirs = await api.patchJob(other, job.id, { wagePaise: 100_00 });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().message).toBe('This is not your job');

    expect(
      (await asPerson(t.app, employer.token).post(`/api/jobs/${job.id}/close`, { reason: 'cancelled' })).statusCode,
    ).toBe(200);
    const refused = await api.patchJob(employer, job.id, { wagePaise: 1000_00 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only open or waiting jobs can be changed');
    expect((await api.mine(employer)).find((shown) => shown.id === job.id)).toMatchObject({
      status: 'closed',
      wagePaise: 900_00,
    });
  });

  it('keeps the 30 days from posting when a job is edited, so editing cannot keep a post up', async () => {
    const job = await api.postJob(employer, { startsOn: addDays(api.today(), 60), days: undefined });
    t.clock.advance(20 * DAY_MS);
    try {
      const edited = await api.patchJob(employer, job.id, { title: 'Two masons for a garden wall' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().job.expiresAt).toBe(job.expiresAt);
    } finally {
      t.clock.advance(-20 * DAY_MS);
    }
  });

  it('edits a job whose work has started, but a start day set now must still be today or later', async () => {
    const job = await api.postJob(employer, { startsOn: api.today(), days: 10 });
    t.clock.advance(2 * DAY_MS);
    try {
      const edited = await api.patchJob(employer, job.id, { wagePaise: 950_00 });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().job.wagePaise).toBe(950_00);
      const moved = await api.patchJob(employer, job.id, { startsOn: addDays(api.today(), -1) });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().message).toBe(jobMessages.startsOnInvalid);
    } finally {
      t.clock.advance(-2 * DAY_MS);
    }
  });

  it('clears a job’s details, call hours and days when an edit empties them', async () => {
    const job = await api.postJob(employer, { contactHours: '9 am to 6 pm' });
    const edited = await api.patchJob(employer, job.id, { description: '', contactHours: '', days: null });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().job).toMatchObject({ description: '', contactHours: '' });
    expect(edited.json().job.days ?? null).toBeNull();
  });

  it('puts a worker’s report of a job into the staff reports queue, about its Employer', async () => {
    const reporter = await api.person('Careful Worker', 'Labourer');
    const job = await api.postJob(employer, { title: 'Masons for a school wall' });
    const reportsBy = async (id: string) =>
      staffReportsResponseSchema
        .parse((await employee.as('GET', '/api/staff/reports')).json())
        .reports.filter((report) => report.reporter.id === id);
    expect(await reportsBy(reporter.userId)).toEqual([]);

    const reported = await asPerson(t.app, reporter.token).post(`/api/jobs/${job.id}/report`, {
      reason: 'Asked me to pay before starting',
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().message).toBe('Thank you. Staff will look at this job.');

    const [report] = await reportsBy(reporter.userId);
    expect(report).toMatchObject({
      reported: { id: employer.userId, name: 'Harish Builders' },
      reason: 'Asked me to pay before starting',
      status: 'open',
    });
    expect(report?.details).toContain(job.id);
    expect(report?.details).toContain('Masons for a school wall');
  });

  it('posts a job at a point instead of a place, and measures the feed’s distances from that point', async () => {
    const job = await api.postJob(employer, {
      title: 'Mason at the farmhouse',
      placeId: undefined,
      lat: 26.8512,
      lon: 75.7134,
    });
    // Kept to about 1 km, like every position.
    expect(job).toMatchObject({ status: 'open', lat: 26.85, lon: 75.71 });

    const fromPoint = (near: string) => api.nearby(worker, near, 50).then((jobs) => jobs.find((j) => j.id === job.id));
    expect((await fromPoint('26.85,75.71'))?.distanceKm).toBe(0);
    // 0.1° of latitude due north: 11.1 km.
    expect((await fromPoint('26.95,75.71'))?.distanceKm).toBe(11.1);
    // Out of a 10 km circle around that second point.
    const inTen = await api.nearby(worker, '26.95,75.71', 10);
    expect(inTen.map((shown) => shown.id)).not.toContain(job.id);
  });

  it('shows the worker "not hired" in their applications, and the job stays open for others', async () => {
    const job = await api.postJob(employer, { title: 'One mason for steps', workers: 1 });
    const applicant = await api.person('Mahesh Mason', 'Labourer');
    expect((await asPerson(t.app, applicant.token).post(`/api/jobs/${job.id}/apply`)).statusCode).toBe(201);

    const decision = await asPerson(t.app, employer.token).post(
      `/api/jobs/${job.id}/applicants/${applicant.userId}/decision`,
      { hired: false },
    );
    expect(decision.statusCode, decision.body).toBe(200);
    expect(decision.json().application.status).toBe('not-hired');

    const applications = myApplicationsResponseSchema.parse(
      (await asPerson(t.app, applicant.token).get('/api/me/applications')).json(),
    ).applications;
    expect(applications.find((application) => application.jobId === job.id)).toMatchObject({
      status: 'not-hired',
      job: { status: 'open' },
    });

    expect((await asPerson(t.app, employer.token).get(`/api/jobs/${job.id}`)).json().job).toMatchObject({
      status: 'open',
      hired: 0,
    });
    expect((await api.nearby(worker, JAIPUR)).map((shown) => shown.id)).toContain(job.id);
    expect((await asPerson(t.app, worker.token).post(`/api/jobs/${job.id}/apply`)).statusCode).toBe(201);
  });

  it('writes the staff audit row when an Admin blocks a job’s poster', async () => {
    const scammer = await api.person('Fast Money', 'Employer');
    const held = await api.postJob(scammer, { description: 'WhatsApp only 98290 12345' });
    expect(held.status).toBe('held');
    const blockRows = async () =>
      auditResponseSchema
        .parse((await admin.as('GET', '/api/staff/admin/audit')).json())
        .items.filter((item) => item.action === 'job.block-poster' && item.targetId === held.id);
    expect(await blockRows()).toEqual([]);

    const blocked = await admin.as('POST', `/api/staff/jobs/${held.id}/block-poster`, { reason: 'Scam' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await blockRows()).toEqual([
      expect.objectContaining({ targetType: 'job', reason: 'Scam', staff: expect.objectContaining({ id: admin.id }) }),
    ]);
  });

  it('tells the workers of the trade just inside the radius, not those just outside nor a demo profile there', async () => {
    // Near Nagpur, away from everyone the other tests made.
    const site = { lat: 21.15, lon: 79.09 };
    // 0.13° due north is 14.5 km; 0.14° is 15.6 km.
    const inside = await api.workerAt('Inside Mason', { lat: 21.28, lon: 79.09 });
    const outside = await api.workerAt('Outside Mason', { lat: 21.29, lon: 79.09 });
    const db = t.db.database.db;
    // A demo profile of the trade exactly at the job's point (as the demo seed marks its sample people).
    const demo = await api.workerAt('Demo Mason', site);
    await db.execute(sql`update users set is_demo = true where id = ${demo.userId}`);
    // The demo mason is there to be found: only being a demo keeps them from being told.
    const found = await asPerson(t.app, employer.token).get(`/api/search/profiles?q=mason&near=21.15,79.09`);
    expect(found.json().profiles.map((card: { id: string }) => card.id)).toContain(demo.userId);

    const job = await api.postJob(employer, { title: 'Masons near Nagpur', placeId: undefined, ...site });
    expect(await api.inboxJobIds(inside)).toContain(job.id);
    expect(await api.inboxJobIds(outside)).not.toContain(job.id);
    const told = await queryRows<{ user_id: string }>(
      db,
      sql`select user_id from notifications where job_id = ${job.id}`,
    );
    expect(told.map((row) => row.user_id)).toEqual([inside.userId]);
  });

  // Last here: it moves the clock on a month.
  it('drops a job from the feed 30 days after posting when its work would end later, and shows it expired', async () => {
    const noDays = await api.postJob(employer, {
      title: 'Mason in two months',
      startsOn: addDays(api.today(), 60),
      days: undefined,
    });
    const longWork = await api.postJob(employer, {
      title: 'Mason for two months',
      startsOn: addDays(api.today(), 10),
      days: 60,
    });
    for (const job of [noDays, longWork]) {
      expect(new Date(job.expiresAt).getTime() - new Date(job.createdAt).getTime()).toBe(30 * DAY_MS);
    }
    const ids = [noDays.id, longWork.id];
    const feedIds = async () => (await api.nearby(worker, JAIPUR)).map((shown) => shown.id);
    const statuses = async () =>
      (await api.mine(employer)).filter((job) => ids.includes(job.id)).map((job) => job.status);

    t.clock.advance(30 * DAY_MS - 60_000);
    expect(await feedIds()).toEqual(expect.arrayContaining(ids));
    expect(await statuses()).toEqual(['open', 'open']);

    t.clock.advance(2 * 60_000);
    const feed = await feedIds();
    for (const id of ids) expect(feed).not.toContain(id);
    expect(await statuses()).toEqual(['expired', 'expired']);
    expect((await api.publicJob(noDays.id)).json().job.status).toBe('expired');
    expect((await asPerson(t.app, worker.token).post(`/api/jobs/${noDays.id}/apply`)).statusCode).toBe(409);
    const edit = await api.patchJob(employer, noDays.id, { wagePaise: 1000_00 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('Only open or waiting jobs can be changed');

    // Staff's table tells expired posts from open ones.
    const staffIds = async (status: string) =>
      jobListResponseSchema
        .parse((await employee.as('GET', `/api/staff/jobs?status=${status}`)).json())
        .jobs.map((job) => job.id);
    expect(await staffIds('expired')).toEqual(expect.arrayContaining(ids));
    const open = await staffIds('open');
    for (const id of ids) expect(open).not.toContain(id);
  });
});

describe.each(databaseKinds)('the match limit on %s', (kind) => {
  const t = useTestApp(kind, { LOG_LEVEL: 'error', JOB_MATCH_LIMIT: '2' });
  const api = jobsApi(t);

  it('tells only JOB_MATCH_LIMIT workers, the nearest first when their ratings are equal', async () => {
    const employer = await api.person('Nagpur Builders', 'Employer');
    // Made farthest first, so the order they joined in cannot explain who is told.
    const far = await api.workerAt('Far Mason', { lat: 21.23, lon: 79.09 });
    const middle = await api.workerAt('Middle Mason', { lat: 21.2, lon: 79.09 });
    const near = await api.workerAt('Near Mason', { lat: 21.17, lon: 79.09 });

    const job = await api.postJob(employer, { placeId: undefined, lat: 21.15, lon: 79.09 });
    expect(await api.inboxJobIds(near)).toContain(job.id);
    expect(await api.inboxJobIds(middle)).toContain(job.id);
    expect(await api.inboxJobIds(far)).not.toContain(job.id);
    // All three are well inside the radius: search near the job finds each of them.
    const found = await asPerson(t.app, employer.token).get(`/api/search/profiles?q=mason&near=21.15,79.09`);
    expect(found.json().profiles.map((card: { id: string }) => card.id)).toEqual(
      expect.arrayContaining([near.userId, middle.userId, far.userId]),
    );
  });
});
