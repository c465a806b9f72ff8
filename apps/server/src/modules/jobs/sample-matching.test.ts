// Sample (demo) people are never among the workers told about a job: their numbers are made up, and nobody real
// stands behind their trade or their place (decision 031).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { insertDemoPeople } from '../profiles/demo-profiles.js';
import { matchWorkers } from './jobs.repository.js';

describe('job matching and sample people', () => {
  const t = useTestApp();
  let realPlumber: { userId: string };

  beforeAll(async () => {
    await insertDemoPeople(t.db.database.db, 200);
    realPlumber = await completeProfile(t.app, t.config, {
      name: 'Kishan Verma',
      userType: 'Labourer',
      skills: 'Plumber',
    });
  });

  it('leaves samples out of the workers told about a job, however close they are', async () => {
    // Sample plumbers on the plumbers' lane of the map: a job where one of them is would reach them were they real.
    const samples = await queryRows<{ user_id: string; lat: number; lon: number }>(
      t.db.database.db,
      sql`select t.user_id, p.lat, p.lon from trade_positions t
          join profiles p on p.user_id = t.user_id join users u on u.id = t.user_id
          where u.is_demo and t.trade_key = 'plumber'`,
    );
    expect(samples.length).toBeGreaterThan(0);
    const { lat, lon } = samples[0] as { lat: number; lon: number };
    const matched = await matchWorkers(t.db.database.db, {
      trade: 'plumber',
      lat,
      lon,
      // All of India: the real plumber in Jaipur is matched wherever the sample is.
      radiusMeters: 3_000_000,
      today: '2026-11-27',
      now: new Date(),
      limit: 1000,
    });
    const ids = matched.map((worker) => worker.user_id);
    expect(ids).toContain(realPlumber.userId);
    const sampleIds = new Set(samples.map((sample) => sample.user_id));
    expect(ids.filter((id) => sampleIds.has(id))).toEqual([]);
  });
});
