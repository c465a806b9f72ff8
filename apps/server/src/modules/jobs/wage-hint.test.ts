// The wage hint on both databases: the 25th, 50th and 75th percentile wage of the trade's jobs paid the same way
// in the last 90 days, within 50 km of the place when 5 are, else across India, else null; held, rejected, old
// and blocked posters' jobs never count; bad input is a 400, no sign-in a 401, a worker a 403.
import { randomUUID } from 'node:crypto';
import { wageHintResponseSchema } from '@kaamsetu/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';

const JAIPUR = 1269515;
const PUNE = 1259229;
const DAY_MS = 86_400_000;

describe.each(databaseKinds)('the wage hint on %s', (kind) => {
  const t = useTestApp(kind, { LOG_LEVEL: 'error' });
  let employer: { token: string; userId: string };
  let worker: { token: string; userId: string };
  const at: Record<'jaipur' | 'near' | 'pune', { lat: number; lon: number }> = {
    jaipur: { lat: 0, lon: 0 },
    near: { lat: 0, lon: 0 },
    pune: { lat: 0, lon: 0 },
  };

  /** A job as the table holds it, so a test can place it anywhere in time and in any state. */
  async function addJob(
    rupees: number,
    options: {
      where?: keyof typeof at;
      trade?: string;
      wagePer?: 'day' | 'month' | 'job';
      status?: 'open' | 'closed' | 'held' | 'rejected';
      closeReason?: string;
      daysAgo?: number;
      expired?: boolean;
    } = {},
  ): Promise<void> {
    const now = t.clock.now().getTime();
    const point = at[options.where ?? 'jaipur'];
    const createdAt = new Date(now - (options.daysAgo ?? 1) * DAY_MS);
    const expiresAt = new Date(now + (options.expired ? -DAY_MS : 10 * DAY_MS));
    await t.db.database.db.execute(
      sql`insert into jobs (id, employer_id, title, trade, wage_paise, wage_per, lat, lon, position, starts_on,
            workers, status, close_reason, created_at, updated_at, expires_at)
          values (${randomUUID()}, ${employer.userId}, 'Work', ${options.trade ?? 'mason'}, ${rupees * 100},
            ${options.wagePer ?? 'day'}, ${point.lat}, ${point.lon}, point(${point.lon}::float8, ${point.lat}::float8),
            ${createdAt.toISOString().slice(0, 10)}, 1, ${options.status ?? 'open'}, ${options.closeReason ?? null},
            ${createdAt}, ${createdAt}, ${expiresAt})`,
    );
  }

  const hintFor = async (query: string, who: { token: string } = employer) => {
    const response = await asPerson(t.app, who.token).get(`/api/jobs/wage-hint?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return wageHintResponseSchema.parse(response.json()).hint;
  };

  beforeAll(async () => {
    employer = await completeProfile(t.app, t.config, {
      name: 'Harish Builders',
      userType: 'Employer',
      location: 'Jaipur',
    });
    worker = await completeProfile(t.app, t.config, {
      name: 'Ramesh Kumar',
      userType: 'Labourer',
      skills: 'Mason',
      location: 'Jaipur',
    });
    const places = await queryRows<{ id: number; lat: number; lon: number }>(
      t.db.database.db,
      sql`select id, lat, lon from places where id in (${JAIPUR}, ${PUNE})`,
    );
    const jaipur = places.find((place) => place.id === JAIPUR)!;
    const pune = places.find((place) => place.id === PUNE)!;
    at.jaipur = { lat: jaipur.lat, lon: jaipur.lon };
    // About 33 km north of Jaipur: near; Pune is some 950 km away.
    at.near = { lat: jaipur.lat + 0.3, lon: jaipur.lon };
    at.pune = { lat: pune.lat, lon: pune.lon };
  });

  it('refuses a bad trade, wagePer or place with 400, no sign-in with 401 and a worker with 403', async () => {
    const as = asPerson(t.app, employer.token);
    for (const query of [
      `trade=astronaut&placeId=${JAIPUR}&wagePer=day`,
      `trade=mistri&placeId=${JAIPUR}&wagePer=day`,
      `trade=mason&placeId=${JAIPUR}&wagePer=week`,
      `trade=mason&placeId=${JAIPUR}`,
      'trade=mason&placeId=jaipur&wagePer=day',
      'trade=mason&placeId=999999999&wagePer=day',
      'trade=mason&wagePer=day',
    ]) {
      const response = await as.get(`/api/jobs/wage-hint?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const unsigned = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/wage-hint?trade=mason&placeId=${JAIPUR}&wagePer=day`,
    });
    expect(unsigned.statusCode).toBe(401);
    const byWorker = await asPerson(t.app, worker.token).get(
      `/api/jobs/wage-hint?trade=mason&placeId=${JAIPUR}&wagePer=day`,
    );
    expect(byWorker.statusCode).toBe(403);
  });

  it('is in the OpenAPI document with its query and answer', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/jobs/wage-hint'].get;
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      'placeId',
      'trade',
      'wagePer',
    ]);
    expect(Object.keys(operation.responses['200'].content['application/json'].schema.properties)).toEqual([
      'success',
      'hint',
    ]);
  });

  it('gives null under 5 jobs, all of India from 5 anywhere, and the place’s own from 5 within 50 km', async () => {
    const query = `trade=mason&placeId=${JAIPUR}&wagePer=day`;
    await addJob(600);
    await addJob(700, { status: 'closed', closeReason: 'filled' });
    await addJob(900, { expired: true });
    await addJob(1000, { where: 'near' });
    // None of these count: held, rejected, older than 90 days, a blocked poster's, another trade or wagePer.
    await addJob(60, { status: 'held' });
    await addJob(65, { status: 'rejected' });
    await addJob(70, { daysAgo: 91 });
    await addJob(75, { status: 'closed', closeReason: 'blocked' });
    await addJob(80, { trade: 'painter' });
    await addJob(85, { wagePer: 'job' });
    expect(await hintFor(query)).toBeNull();

    await addJob(2000, { where: 'pune' });
    expect(await hintFor(query)).toEqual({
      lowPaise: 700_00,
      medianPaise: 900_00,
      highPaise: 1000_00,
      wagePer: 'day',
      jobs: 5,
      area: 'india',
    });

    await addJob(800, { where: 'near' });
    expect(await hintFor(query)).toEqual({
      lowPaise: 700_00,
      medianPaise: 800_00,
      highPaise: 900_00,
      wagePer: 'day',
      jobs: 5,
      area: 'nearby',
    });
    // From Pune, only its one job is near: the hint is India's six.
    expect(await hintFor(`trade=mason&placeId=${PUNE}&wagePer=day`)).toMatchObject({ jobs: 6, area: 'india' });
  });

  it('interpolates between wages and rounds to whole rupees', async () => {
    for (const rupees of [10_000, 12_000, 15_000, 15_000, 18_000, 20_001]) {
      await addJob(rupees, { trade: 'electrician', wagePer: 'month' });
    }
    // Positions 1.25, 2.5 and 3.75 of six: 12,750, 15,000 and 17,250.
    expect(await hintFor(`trade=electrician&placeId=${JAIPUR}&wagePer=month`)).toEqual({
      lowPaise: 12_750_00,
      medianPaise: 15_000_00,
      highPaise: 17_250_00,
      wagePer: 'month',
      jobs: 6,
      area: 'nearby',
    });
    await addJob(10_001, { trade: 'electrician', wagePer: 'month' });
    // Seven: positions 1.5, 3 and 4.5 of 10,000 10,001 12,000 15,000 15,000 18,000 20,001.
    expect(await hintFor(`trade=electrician&placeId=${JAIPUR}&wagePer=month`)).toMatchObject({
      lowPaise: 11_001_00,
      medianPaise: 15_000_00,
      highPaise: 16_500_00,
    });
  });
});
