// Sample (demo) people are marked wherever a profile is shown, cost nothing and give nothing: their made-up
// numbers cannot be bought, they take no Hire Now requests, and in Today's Top Performers they step aside for
// the real workers of their trade. Job matching leaves them out too (jobs/sample-matching.test.ts).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { signUp } from '../../../test/support/auth-flows.js';
import { asPerson, expectLedgerBalanced } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { insertDemoPeople } from './demo-profiles.js';

interface Card {
  id: string;
  name: string;
  skills: string;
  sample?: boolean;
}

describe('sample people', () => {
  const t = useTestApp();
  let employer: { token: string; userId: string; api: ReturnType<typeof asPerson> };
  let realPlumber: { token: string; userId: string };
  /** Sample Labourers by trade, read from the database. */
  let samplePlumbers: string[];
  let sampleElectricians: string[];

  beforeAll(async () => {
    await insertDemoPeople(t.db.database.db, 200);
    realPlumber = await completeProfile(t.app, t.config, {
      name: 'Kishan Verma',
      userType: 'Labourer',
      skills: 'Plumber',
    });
    const signedUp = await signUp(t.app, t.config, { name: 'Asha Builders', userType: 'Employer' });
    employer = { ...signedUp, api: asPerson(t.app, signedUp.token) };
    const samplesOf = async (trade: string) =>
      (
        await queryRows<{ id: string }>(
          t.db.database.db,
          sql`select p.user_id as id from profiles p join users u on u.id = p.user_id
              where u.is_demo and p.role = 'Labourer' and ${trade} = any(p.trade_keys) order by p.user_id`,
        )
      ).map((row) => row.id);
    samplePlumbers = await samplesOf('plumber');
    sampleElectricians = await samplesOf('electrician');
    expect(samplePlumbers.length).toBeGreaterThan(2);
    expect(sampleElectricians.length).toBeGreaterThan(2);
  });

  it('marks samples on search cards and on their profile, and real people nowhere', async () => {
    const found = (await employer.api.get('/api/search/profiles?q=plumber&limit=50')).json().profiles as Card[];
    const real = found.find((card) => card.id === realPlumber.userId);
    expect(real).toBeDefined();
    expect(real).not.toHaveProperty('sample');
    const samples = found.filter((card) => samplePlumbers.includes(card.id));
    expect(samples.length).toBe(samplePlumbers.length);
    expect(samples.every((card) => card.sample === true)).toBe(true);

    const sampleProfile = (await employer.api.get(`/api/profiles/${samplePlumbers[0]}`)).json().profile;
    expect(sampleProfile.sample).toBe(true);
    const realProfile = (await employer.api.get(`/api/profiles/${realPlumber.userId}`)).json().profile;
    expect(realProfile).not.toHaveProperty('sample');
  });

  it('refuses to unlock a sample, charging nothing and recording nothing', async () => {
    const sample = samplePlumbers[0] as string;
    const before = await employer.api.wallet();
    const refused = await employer.api.unlock(sample);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This is a sample profile. It has no real number.');
    expect(refused.body).not.toContain('+916');
    expect(await employer.api.wallet()).toEqual(before);
    const [kept] = await queryRows<{ unlocks: number; keys: number }>(
      t.db.database.db,
      sql`select (select count(*)::int from contact_unlocks where worker_id = ${sample}) as unlocks,
                 (select count(*)::int from idempotency_keys where owner_id = ${employer.userId}) as keys`,
    );
    expect(kept).toEqual({ unlocks: 0, keys: 0 });
    expect((await employer.api.get(`/api/contacts/${sample}`)).json()).toMatchObject({ unlocked: false });
    await expectLedgerBalanced(t.db.database);

    // A real worker is still unlocked as before.
    expect((await employer.api.unlock(realPlumber.userId)).json()).toMatchObject({ chargedPaise: 1500 });
  });

  it('refuses a Hire Now request for a sample and stores nothing', async () => {
    const sample = samplePlumbers[0] as string;
    const refused = await employer.api.post('/api/mediation-requests', {
      labourerId: sample,
      location: 'Jaipur',
      salary: 700,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This is a sample profile. Hire Now is only for real workers.');
    const [stored] = await queryRows<{ n: number }>(
      t.db.database.db,
      sql`select count(*)::int as n from mediation_requests where labourer_id = ${sample}`,
    );
    expect(stored?.n).toBe(0);
  });

  it("leaves samples out of Today's Top Performers once real workers of their trade exist", async () => {
    // Looked at this week, so each would lead the list: three sample plumbers, three sample electricians.
    const watched = [...samplePlumbers.slice(0, 3), ...sampleElectricians.slice(0, 3)];
    for (const name of ['viewer one', 'viewer two']) {
      const viewer = await signUp(t.app, t.config, { name, userType: 'Employer' });
      for (const id of watched) await asPerson(t.app, viewer.token).get(`/api/profiles/${id}`);
    }
    const top = async () =>
      (await employer.api.post('/api/users/protected/get-random-profiles', { id: employer.userId })).json()
        .profiles as Card[];

    const ids = (await top()).map((card) => card.id);
    expect(ids).toHaveLength(12);
    // Electricians have no real worker yet: their samples stay, marked.
    expect(ids).toEqual(expect.arrayContaining(sampleElectricians.slice(0, 3)));
    // A real plumber exists: no sample plumber is shown, however often looked at.
    expect(ids.filter((id) => samplePlumbers.includes(id))).toEqual([]);

    // Once a real electrician exists, the sample electricians step aside too.
    await completeProfile(t.app, t.config, { name: 'Vijay Naidu', userType: 'Labourer', skills: 'Electrician' });
    const after = (await top()).map((card) => card.id);
    expect(after.filter((id) => sampleElectricians.includes(id))).toEqual([]);
    expect(after).toHaveLength(12);
  });
});
