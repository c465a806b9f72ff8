// Demo people: a fresh embedded install gets a few hundred realistic profiles once; they are searchable,
// but nobody can sign in as one or be texted at their made-up number.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { outboxFile, signUp } from '../../../test/support/auth-flows.js';
import { outboxMessages } from '../../../test/support/sms-outbox.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { testConfig } from '../../../test/support/test-config.js';
import { FIRST_START_DEMO_PEOPLE, insertDemoPeople, seedDemoIfEmpty } from './demo-profiles.js';

describe('demo people', () => {
  const t = useTestApp();

  it('fills an empty database once, with complete profiles across trades and cities', async () => {
    expect(await seedDemoIfEmpty(t.db.database.db)).toBe(FIRST_START_DEMO_PEOPLE);
    expect(await seedDemoIfEmpty(t.db.database.db)).toBe(0);
    const [stats] = await queryRows<{ people: number; complete: number; cities: number; hindi: number }>(
      t.db.database.db,
      sql`select count(*)::int as people,
                 count(u.profile_completed_at)::int as complete,
                 count(distinct p.city)::int as cities,
                 count(*) filter (where array_to_string(p.skills, ' ') ~ '[ऀ-ॿ]')::int as hindi
          from users u join profiles p on p.user_id = u.id where u.is_demo`,
    );
    expect(stats).toMatchObject({ people: FIRST_START_DEMO_PEOPLE, complete: FIRST_START_DEMO_PEOPLE });
    expect(stats?.cities).toBeGreaterThan(15);
    expect(stats?.hindi).toBeGreaterThan(0);
  });

  it('makes demo plumbers findable by a typo', async () => {
    const { token } = await signUp(t.app, t.config, { name: 'searcher', userType: 'Employer' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/search/profiles?q=plumbr',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json().profiles.length).toBeGreaterThan(0);
    expect(response.json().profiles[0].skills.toLowerCase()).toContain('plumber');
  });

  it('never sends a code to a demo number', async () => {
    const [demo] = await queryRows<{ phone: string; name: string; role: string }>(
      t.db.database.db,
      sql`select phone, name, role from users where is_demo limit 1`,
    );
    const before = outboxMessages(outboxFile(t.config)).length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { name: demo?.name, phone: demo?.phone, userType: demo?.role },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This is a sample profile. It cannot be used to log in.');
    expect(outboxMessages(outboxFile(t.config))).toHaveLength(before);
  });

  it('is on by default for the embedded database and never with DATABASE_URL', () => {
    expect(testConfig().seedDemo).toBe(true);
    expect(testConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(testConfig({ DATABASE_URL: 'postgres://localhost/kaamsetu' }).seedDemo).toBe(false);
  });
});

describe("Today's Top Performers", () => {
  const t = useTestApp();

  beforeAll(async () => {
    await insertDemoPeople(t.db.database.db, 200);
  });

  it('puts the profiles people looked at this week first, most viewers first, and never the caller', async () => {
    const labourers = await queryRows<{ id: string }>(
      t.db.database.db,
      sql`select user_id as id from profiles where role = 'Labourer' order by user_id desc limit 2`,
    );
    const [popular, noticed] = labourers.map((row) => row.id) as [string, string];
    const viewers = [];
    for (const name of ['a', 'b', 'c']) viewers.push(await signUp(t.app, t.config, { name, userType: 'Employer' }));
    const view = (viewer: { token: string }, id: string) =>
      t.app.inject({ method: 'GET', url: `/api/profiles/${id}`, headers: { authorization: `Bearer ${viewer.token}` } });
    for (const viewer of viewers) await view(viewer, popular);
    await view(viewers[0] as { token: string }, noticed);

    const caller = viewers[1] as { token: string; userId: string };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/protected/get-random-profiles',
      payload: { id: caller.userId },
      headers: { authorization: `Bearer ${caller.token}` },
    });
    const ids = response.json().profiles.map((card: { id: string }) => card.id);
    expect(ids).toHaveLength(12);
    expect(ids.slice(0, 2)).toEqual([popular, noticed]);
    expect(new Set(ids).size).toBe(12);
    expect(response.json().profiles.every((card: { userType: string }) => card.userType === 'Labourer')).toBe(true);
  });
});
