// Search quality: typos, prefixes and Hindi/Hinglish/Marathi/Tamil trade names find the intended worker in the top 3;
// filters and paging behave.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { signUp } from '../../../test/support/auth-flows.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/support/databases.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { startTestApp } from '../../../test/support/test-app.js';
import { testConfig } from '../../../test/support/test-config.js';

const workers = [
  { name: 'Ramesh Verma', skills: 'Plumber', location: 'Jaipur, Rajasthan' },
  { name: 'Suresh Yadav', skills: 'Electrician, Wireman', location: 'Lucknow, Uttar Pradesh' },
  { name: 'Mohan Lal', skills: 'Carpenter', location: 'Indore, Madhya Pradesh' },
  { name: 'Raju Meena', skills: 'Raj Mistri', location: 'Jaipur, Rajasthan' },
  { name: 'Kishan Singh', skills: 'Painter', location: 'Pune, Maharashtra' },
  { name: 'Abdul Rahman', skills: 'Driver', location: 'Hyderabad, Telangana' },
  { name: 'Lakshmi Devi', skills: 'Cook', location: 'Chennai, Tamil Nadu' },
  { name: 'Gopal Das', skills: 'Welder', location: 'Kolkata, West Bengal' },
  { name: 'Sunil Kumar', skills: 'Helper, Beldar', location: 'Patna, Bihar' },
  { name: 'Anita Bai', skills: 'Cleaner', location: 'Jaipur, Rajasthan' },
] as const;

describe.each(databaseKinds)('search on %s', (kind) => {
  let testDb: TestDatabase;
  let config: Config;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    config = testConfig();
    app = await startTestApp(config, testDb.database);
    for (const worker of workers) await completeProfile(app, config, { ...worker, userType: 'Labourer' });
    await completeProfile(app, config, { name: 'Priya Constructions', userType: 'Employer', location: 'Jaipur' });
    token = (await signUp(app, config, { name: 'searcher', userType: 'Employer' })).token;
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  const search = async (query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/search/profiles?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { profiles: { name: string; userType: string }[]; nextCursor: string | null };
  };
  const topThree = async (q: string) =>
    (await search(`q=${encodeURIComponent(q)}`)).profiles.slice(0, 3).map((profile) => profile.name);

  it.each([
    ['plumbr', 'Ramesh Verma'],
    ['electrision', 'Suresh Yadav'],
    ['carp', 'Mohan Lal'],
    ['mistri', 'Raju Meena'],
    ['mason', 'Raju Meena'],
    ['राजमिस्त्री', 'Raju Meena'],
    ['bijli wala', 'Suresh Yadav'],
    ['बिजली मिस्त्री', 'Suresh Yadav'],
    ['प्लंबर', 'Ramesh Verma'],
    ['बढ़ई', 'Mohan Lal'],
    ['badhai', 'Mohan Lal'],
    ['paintr', 'Kishan Singh'],
    ['drivr', 'Abdul Rahman'],
    ['khansama', 'Lakshmi Devi'],
    ['mazdoor', 'Sunil Kumar'],
    ['wireman', 'Suresh Yadav'],
    ['Verma', 'Ramesh Verma'],
    ['plumber jaipur', 'Ramesh Verma'],
    // Marathi and Tamil trade names (issue 7).
    ['गवंडी', 'Raju Meena'],
    ['सुतार', 'Mohan Lal'],
    ['கொத்தனார்', 'Raju Meena'],
    ['சமையல்காரர்', 'Lakshmi Devi'],
    ['எலக்ட்ரீஷியன்', 'Suresh Yadav'],
  ])('"%s" finds %s in the top 3', async (q, name) => {
    expect(await topThree(q)).toContain(name);
  });

  it('filters by type and by place', async () => {
    const employers = await search('q=jaipur&type=Employer');
    expect(employers.profiles.map((p) => p.name)).toEqual(['Priya Constructions']);
    const inJaipur = await search('q=kumar&location=jaipur');
    expect(inJaipur.profiles).toEqual([]);
    const labourersInJaipur = await search(`q=${encodeURIComponent('jaipur')}&type=Labourer`);
    expect(labourersInJaipur.profiles.map((p) => p.name).sort()).toEqual(['Anita Bai', 'Raju Meena', 'Ramesh Verma']);
  });

  it.each(['%25', '_', '%25%25', 'jai_ur', 'jai%5Cpur', 'jai%25'])(
    'takes location=%s as text to find, never as a wildcard that matches every place',
    async (location) => {
      expect((await search(`q=jaipur&type=Labourer&location=${location}`)).profiles).toEqual([]);
    },
  );

  it.each(['%25', '_', 'plumb_r', 'pl%25er'])(
    'takes skill=%s as text to find, never as a wildcard that matches every skill',
    async (skill) => {
      expect((await search(`q=jaipur&type=Labourer&skill=${skill}`)).profiles).toEqual([]);
    },
  );

  it('filters by skill through its synonyms', async () => {
    const masons = await search('skill=mistri');
    expect(masons.profiles.map((p) => p.name)).toEqual(['Raju Meena']);
  });

  it('pages through results without repeating anyone', async () => {
    const first = await search('q=jaipur&limit=2');
    expect(first.profiles).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await search(`q=jaipur&limit=2&cursor=${first.nextCursor}`);
    const names = [...first.profiles, ...second.profiles].map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(4);
    expect(second.nextCursor).toBeNull();
  });

  it('shows top performers for an empty search, and refuses a page size above 50', async () => {
    expect((await search('q=')).profiles.length).toBeGreaterThan(0);
    const tooBig = await app.inject({
      method: 'GET',
      url: '/api/search/profiles?q=x&limit=500',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(tooBig.statusCode).toBe(400);
  });

  it('keeps to the chosen role when an empty search shows the top performers', async () => {
    const labourers = (await search('q=&type=Labourer')).profiles;
    expect(labourers.length).toBeGreaterThan(0);
    expect(labourers.filter((profile) => profile.userType !== 'Labourer')).toEqual([]);
    // Today's Top Performers are workers, so asking for employers only shows none of them.
    expect((await search('q=&type=Employer')).profiles).toEqual([]);
  });

  it('lists a person once when several words match, and never a profile taken out of search', async () => {
    // "Gopal Das" matches both words (first tier) and each word (second tier): once only.
    const names = (await search('q=gopal%20das')).profiles.map((profile) => profile.name);
    expect(names.filter((name) => name === 'Gopal Das')).toHaveLength(1);
    // A profile taken out of search (blocked) sharing a word must not slip in through the second tier.
    const hidden = await completeProfile(app, config, { name: 'Gopal Hidden', userType: 'Labourer', skills: 'Cook' });
    await testDb.database.db.execute(sql`update profiles set searchable = false where user_id = ${hidden.userId}`);
    const again = (await search('q=gopal%20welder')).profiles.map((profile) => profile.name);
    expect(again).toContain('Gopal Das');
    expect(again).not.toContain('Gopal Hidden');
  });

  it('finds nothing for nonsense, rather than everyone', async () => {
    expect((await search('q=zzqqxx')).profiles).toEqual([]);
  });
});
