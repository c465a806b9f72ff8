// Identical searches share one answer for SEARCH_CACHE_SECONDS, in the process or, with Redis, across instances;
// blocking or deleting someone forgets every kept answer at once. What words mean is kept for SEARCH_LOOKUP_SECONDS
// even with the answers off.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { outboxFile, signUp } from '../../../test/support/auth-flows.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/databases.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { testRedisUrl } from '../../../test/support/services.js';
import { latestCode } from '../../../test/support/sms-outbox.js';
import { signInStaff } from '../../../test/support/staff-flows.js';
import { startTestApp } from '../../../test/support/test-app.js';
import { TestClock } from '../../../test/support/test-clock.js';
import { testConfig } from '../../../test/support/test-config.js';
import { createTestRedis, type TestRedis } from '../../../test/support/test-redis.js';

// A surname no other test uses, so runs sharing one Redis never read each other's answers.
function uniqueSurname(): string {
  return `Zed${randomBytes(4).toString('hex').replace(/\d/g, 'q')}`;
}

async function namesFound(app: FastifyInstance, token: string, q: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/search/profiles?q=${encodeURIComponent(q)}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json().profiles.map((profile: { name: string }) => profile.name);
}

describe('search cache in the process', () => {
  let testDb: TestDatabase;
  let config: Config;
  let clock: TestClock;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    config = testConfig({ SEARCH_CACHE_SECONDS: '30' });
    clock = new TestClock();
    app = await startTestApp(config, testDb.database, { clock });
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  it('answers a repeated search from the cache until it expires', async () => {
    const surname = uniqueSurname();
    await completeProfile(app, config, { name: `Ramesh ${surname}`, userType: 'Labourer', skills: 'Plumber' });
    const { token } = await signUp(app, config, { name: 'searcher', userType: 'Employer' });
    expect(await namesFound(app, token, surname)).toEqual([`Ramesh ${surname}`]);

    await completeProfile(app, config, { name: `Suresh ${surname}`, userType: 'Labourer', skills: 'Painter' });
    expect(await namesFound(app, token, surname)).toEqual([`Ramesh ${surname}`]);

    clock.advanceSeconds(31);
    expect((await namesFound(app, token, surname)).sort()).toEqual([`Ramesh ${surname}`, `Suresh ${surname}`]);
  });
  it('forgets every kept answer at once when an Admin blocks someone', async () => {
    const surname = uniqueSurname();
    const worker = await completeProfile(app, config, {
      name: `Blocked ${surname}`,
      userType: 'Labourer',
      skills: 'Cook',
    });
    const { token } = await signUp(app, config, { name: 'searcher', userType: 'Employer' });
    expect(await namesFound(app, token, surname)).toContain(`Blocked ${surname}`);
    const admin = await signInStaff(app, config, testDb.database, 'Admin');
    const blocked = await admin.as('POST', `/api/staff/admin/people/${worker.userId}/block`, { reason: 'fraud' });
    expect(blocked.statusCode).toBe(200);
    expect(await namesFound(app, token, surname)).not.toContain(`Blocked ${surname}`);
  });
});

describe('word look-ups kept with the answer cache off', () => {
  let testDb: TestDatabase;
  let config: Config;
  let clock: TestClock;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    config = testConfig({ SEARCH_CACHE_SECONDS: '0', SEARCH_LOOKUP_SECONDS: '60' });
    clock = new TestClock();
    app = await startTestApp(config, testDb.database, { clock });
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  it('shows a new profile with a known word at once; a word nobody had is found once its look-up expires', async () => {
    const surname = uniqueSurname();
    await completeProfile(app, config, { name: `Ramesh ${surname}`, userType: 'Labourer', skills: 'Plumber' });
    const { token } = await signUp(app, config, { name: 'searcher', userType: 'Employer' });
    expect(await namesFound(app, token, surname)).toEqual([`Ramesh ${surname}`]);
    await completeProfile(app, config, { name: `Suresh ${surname}`, userType: 'Labourer', skills: 'Painter' });
    expect((await namesFound(app, token, surname)).sort()).toEqual([`Ramesh ${surname}`, `Suresh ${surname}`]);

    // Letters the surnames above never use, so search cannot take one for a near spelling of the other.
    const newWord = `Ny${[...randomBytes(8)].map((byte) => 'rstuvwxyz'[byte % 9]).join('')}`;
    expect(await namesFound(app, token, newWord)).toEqual([]);
    await completeProfile(app, config, { name: `Mahesh ${newWord}`, userType: 'Labourer', skills: 'Cook' });
    expect(await namesFound(app, token, newWord)).toEqual([]);
    clock.advanceSeconds(61);
    expect(await namesFound(app, token, newWord)).toEqual([`Mahesh ${newWord}`]);
  });
});

describe.runIf(testRedisUrl)('search cache in Redis', () => {
  let testDb: TestDatabase;
  // Keys of its own: the login code counters in the same Redis are not shared with other suites or runs.
  let redis: TestRedis;
  let config: Config;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    redis = createTestRedis();
    config = testConfig({ SEARCH_CACHE_SECONDS: '30', REDIS_URL: testRedisUrl });
    first = await startTestApp(config, testDb.database, { redis: redis.client });
    second = await startTestApp(config, testDb.database, { redis: redis.client });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await redis.destroy();
    await testDb.destroy();
  });

  it('shares one answer between instances', async () => {
    const surname = uniqueSurname();
    await completeProfile(first, config, { name: `Ramesh ${surname}`, userType: 'Labourer', skills: 'Plumber' });
    const { token } = await signUp(first, config, { name: 'searcher', userType: 'Employer' });
    expect(await namesFound(first, token, surname)).toEqual([`Ramesh ${surname}`]);
    await completeProfile(first, config, { name: `Suresh ${surname}`, userType: 'Labourer', skills: 'Painter' });
    expect(await namesFound(second, token, surname)).toEqual([`Ramesh ${surname}`]);
  });
  it('forgets kept answers on every instance when someone deletes their account on one', async () => {
    const surname = uniqueSurname();
    const worker = await completeProfile(first, config, {
      name: `Leaving ${surname}`,
      userType: 'Labourer',
      skills: 'Cook',
    });
    const { token } = await signUp(first, config, { name: 'searcher', userType: 'Employer' });
    expect(await namesFound(second, token, surname)).toContain(`Leaving ${surname}`);
    const headers = { authorization: `Bearer ${worker.token}` };
    await first.inject({ method: 'POST', url: '/api/me/delete/otp', headers });
    const deleted = await first.inject({
      method: 'POST',
      url: '/api/me/delete',
      headers,
      payload: { otp: latestCode(outboxFile(config), worker.phone) },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await namesFound(second, token, surname)).not.toContain(`Leaving ${surname}`);
  });
});
