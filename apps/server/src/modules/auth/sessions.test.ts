// Session tokens: what opens the people's API and the staff API, and what never does.
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { outboxFile, signUp } from '../../../test/support/auth-flows.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/support/databases.js';
import { latestCode } from '../../../test/support/sms-outbox.js';
import { startTestApp } from '../../../test/support/test-app.js';
import { TestClock } from '../../../test/support/test-clock.js';
import { testConfig } from '../../../test/support/test-config.js';
import { createStaffMember } from './staff-accounts.service.js';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe.each(databaseKinds)('sessions on %s', (kind) => {
  let testDb: TestDatabase;
  let config: Config;
  let clock: TestClock;
  let app: FastifyInstance;
  let person: { token: string; userId: string };
  let staffToken: string;

  const me = (token: string | undefined, url = '/api/users/protected') =>
    app.inject({ method: 'GET', url, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    config = testConfig();
    clock = new TestClock();
    app = await startTestApp(config, testDb.database, { clock });
    person = await signUp(app, config, { name: 'kavita', userType: 'Employer' });

    const staff = await createStaffMember(testDb.database.db, {
      name: 'Ravi Kumar',
      phone: '+919800000001',
      role: 'Employee',
    });
    await app.inject({ method: 'POST', url: '/api/staff/employee/otp', payload: { userId: staff.staffCode } });
    const verified = await app.inject({
      method: 'POST',
      url: '/api/staff/employee/verify',
      payload: {
        userId: staff.staffCode,
        otp: latestCode(outboxFile(config), staff.phone),
      },
    });
    staffToken = verified.json().token;
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  it('opens the people API with the token from sign-up', async () => {
    expect((await me(person.token)).statusCode).toBe(200);
  });

  it('refuses a request without a token', async () => {
    const response = await me(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: 'Please log in again.' });
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['a token with a tampered payload', 'tampered'],
    ['a token with a forged signature', 'forged'],
    ['an unsigned token (alg: none)', 'none'],
    ['a token signed with another secret', 'other-secret'],
  ])('refuses %s', async (_label, variant) => {
    const [header, payload, signature] = person.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tokens: Record<string, string> = {
      'not-a-token': 'not-a-token',
      tampered: `${header}.${base64url({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })}.${signature}`,
      forged: `${header}.${payload}.${Buffer.from('forged signature').toString('base64url')}`,
      none: `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'other-secret': await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-123456')),
    };
    expect((await me(tokens[variant])).statusCode).toBe(401);
  });

  it('accepts a token for 30 days and refuses it after', async () => {
    const ownClock = new TestClock(clock.now());
    const ownApp = await startTestApp(config, testDb.database, { clock: ownClock });
    const fresh = await signUp(ownApp, config, { name: 'old', userType: 'Labourer' });
    const check = () =>
      ownApp.inject({
        method: 'GET',
        url: '/api/users/protected',
        headers: { authorization: `Bearer ${fresh.token}` },
      });
    ownClock.advance(30 * 86_400_000 - 1000);
    expect((await check()).statusCode).toBe(200);
    ownClock.advance(2000);
    expect((await check()).statusCode).toBe(401);
    await ownApp.close();
  });

  it('ends every session of the person at logout', async () => {
    const other = await signUp(app, config, { name: 'leaving', userType: 'Labourer' });
    const logout = await app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: 'Logged out.' });
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await me(person.token)).statusCode).toBe(200);
  });

  it('ends a session on every instance within SESSION_CACHE_SECONDS of a logout on one of them', async () => {
    const otherClock = new TestClock(clock.now());
    const otherApp = await startTestApp(config, testDb.database, { clock: otherClock });
    const leaving = await signUp(app, config, { name: 'two phones', userType: 'Labourer' });
    const onOther = () =>
      otherApp.inject({
        method: 'GET',
        url: '/api/users/protected',
        headers: { authorization: `Bearer ${leaving.token}` },
      });
    expect((await onOther()).statusCode).toBe(200);

    await app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { authorization: `Bearer ${leaving.token}` },
    });
    expect((await me(leaving.token)).statusCode).toBe(401);
    otherClock.advanceSeconds(config.sessionCacheSeconds);
    expect((await onOther()).statusCode).toBe(401);
    await otherApp.close();
  });

  it('refuses a staff token on the people API', async () => {
    const response = await me(staffToken);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This sign-in cannot be used here.');
  });

  it("refuses a person's token on the staff API", async () => {
    expect((await me(staffToken, '/api/staff/me')).statusCode).toBe(200);
    const response = await me(person.token, '/api/staff/me');
    expect(response.statusCode).toBe(403);
  });
});
