// Sign-up and login through the spec's API on a real database, codes read from the SMS outbox.
import { PRIVACY_NOTICE_VERSION } from '@kaamsetu/contract';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { outboxFile, signUp, uniquePhone } from '../../../test/support/auth-flows.js';
import { latestCode, outboxMessages } from '../../../test/support/sms-outbox.js';
import { limitStores, useTestApp } from '../../../test/support/test-app.js';

describe.each(limitStores)('people sign-up and login on $name', ({ kind, redis }) => {
  const t = useTestApp(kind, {}, { redis });

  beforeEach(async () => {
    await t.db.reset();
    t.clock.advance(3_600_000); // a fresh hour: earlier tests' sends and failures no longer count
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const countRows = async (table: string) =>
    (await queryRows<{ n: number }>(t.db.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;

  describe('sign-up', () => {
    it('creates the account only when the code from the SMS is verified, then opens a session', async () => {
      const phone = uniquePhone();
      const body = { name: 'ramesh kumar', phone: phone.typed, userType: 'Labourer' };

      const sent = await post('/api/users/signup', body);
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({ success: true, resendAfterSeconds: 30 });
      expect(sent.json().message).toContain(phone.typed);
      expect(await countRows('users')).toBe(0);

      const sms = outboxMessages(outboxFile(t.config)).at(-1);
      expect(sms?.to).toBe(phone.e164);
      expect(sms?.body).toMatch(/^\d{6} is your KaamSetu sign-up code\. It expires in 5 minutes\./);

      const verified = await post('/api/users/signup-otp-verify', {
        ...body,
        otp: latestCode(outboxFile(t.config), phone.e164),
        consentVersion: PRIVACY_NOTICE_VERSION,
      });
      expect(verified.statusCode).toBe(200);
      const session = verified.json();
      expect(session).toMatchObject({
        success: true,
        message: 'Signed up successfully!',
        forwardLink: '/app/create-labourer-profile',
      });
      expect(session.token).toBe(session.authToken);

      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users/protected',
        headers: { authorization: `Bearer ${session.authToken}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({
        success: true,
        user: { id: session.userId, name: 'ramesh kumar', userType: 'Labourer', phone: phone.e164, language: 'en' },
      });
    });

    it('sends an Employer to complete their profile', async () => {
      const phone = uniquePhone().e164;
      await post('/api/users/signup', { name: 'sunita', phone, userType: 'Employer' });
      const verified = await post('/api/users/signup-otp-verify', {
        name: 'sunita',
        phone,
        userType: 'Employer',
        otp: latestCode(outboxFile(t.config), phone),
        consentVersion: PRIVACY_NOTICE_VERSION,
      });
      expect(verified.json().forwardLink).toBe('/app/complete-profile-employer');
    });

    it('refuses a number that already has an account', async () => {
      const { phone } = await signUp(t.app, t.config, { name: 'first', userType: 'Employer' });
      const again = await post('/api/users/signup', { name: 'second', phone, userType: 'Labourer' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        success: false,
        message: 'An account with this mobile number already exists. Please log in.',
        error: { code: 'CONFLICT' },
      });
      expect(await countRows('users')).toBe(1);
    });

    it.each(['98765 43210', '+91 98765-43210', '098765 43210', '919876543210', '(987) 654-3210'])(
      'accepts the number as typed: %s',
      async (typed) => {
        await post('/api/users/signup', { name: 'asha', phone: typed, userType: 'Labourer' });
        expect(outboxMessages(outboxFile(t.config)).at(-1)?.to).toBe('+919876543210');
      },
    );

    it.each(['12345', '5876543210', '+1 202 555 0100', '98765432101', 'ninety-eight', ''])(
      'refuses %j as a mobile number',
      async (typed) => {
        const response = await post('/api/users/signup', { name: 'asha', phone: typed, userType: 'Labourer' });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Enter a valid mobile number');
        expect(await countRows('otp_challenges')).toBe(0);
      },
    );
  });

  describe('login', () => {
    it('logs in with a new code and lands on the profile form until the profile is complete', async () => {
      const { phone, userId } = await signUp(t.app, t.config, { name: 'meena', userType: 'Employer' });
      t.clock.advanceSeconds(31);
      const body = { name: 'meena', phone, userType: 'Employer' };
      expect((await post('/api/users/login', body)).statusCode).toBe(200);
      const verified = await post('/api/users/otp-verify', { ...body, otp: latestCode(outboxFile(t.config), phone) });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({
        success: true,
        message: 'Logged in successfully!',
        userId,
        forwardLink: '/app/complete-profile-employer',
      });
    });

    it('lets a person who just signed up log in again at once: the cooldown does not count a used code', async () => {
      const { phone } = await signUp(t.app, t.config, { name: 'meena', userType: 'Employer' });
      const response = await post('/api/users/login', { name: 'meena', phone, userType: 'Employer' });
      expect(response.statusCode).toBe(200);
    });

    it('goes to /app/home once the profile is complete', async () => {
      const { phone } = await signUp(t.app, t.config, { name: 'meena', userType: 'Labourer' });
      await t.db.database.db.execute(sql`update users set profile_completed_at = now()`);
      t.clock.advanceSeconds(31);
      const body = { name: 'meena', phone, userType: 'Labourer' };
      await post('/api/users/login', body);
      const verified = await post('/api/users/otp-verify', { ...body, otp: latestCode(outboxFile(t.config), phone) });
      expect(verified.json().forwardLink).toBe('/app/home');
    });

    it('refuses a number with no account', async () => {
      const response = await post('/api/users/login', {
        name: 'nobody',
        phone: uniquePhone().e164,
        userType: 'Labourer',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No account found with this mobile number. Please sign up first.');
      expect(await countRows('otp_challenges')).toBe(0);
    });

    it.each(['Labourer', 'Employer'] as const)('logs in a %s with the number alone', async (userType) => {
      const { phone, userId } = await signUp(t.app, t.config, { name: 'Ramesh Kumar', userType });
      t.clock.advanceSeconds(31);
      const sent = await post('/api/users/login', { phone });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().message).toBe(`OTP sent to ${phone.slice(3, 8)} ${phone.slice(8)}.`);
      const verified = await post('/api/users/otp-verify', { phone, otp: latestCode(outboxFile(t.config), phone) });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ success: true, message: 'Logged in successfully!', userId });

      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users/protected',
        headers: { authorization: `Bearer ${verified.json().authToken}` },
      });
      // The account keeps the name and role it was made with.
      expect(me.json().user).toMatchObject({ name: 'Ramesh Kumar', userType });
    });

    it('resends a login code to the number alone', async () => {
      const { phone } = await signUp(t.app, t.config, { name: 'meena', userType: 'Employer' });
      t.clock.advanceSeconds(31);
      await post('/api/users/login', { phone });
      t.clock.advanceSeconds(31);
      const resent = await post('/api/users/resend-otp', { phone });
      expect(resent.statusCode).toBe(200);
      expect(resent.json().message).toBe('OTP resent successfully!');
      const verified = await post('/api/users/otp-verify', { phone, otp: latestCode(outboxFile(t.config), phone) });
      expect(verified.statusCode).toBe(200);
    });

    it('tells a number with no account, sent alone, to sign up first', async () => {
      const response = await post('/api/users/login', { phone: uniquePhone().e164 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'No account found with this mobile number. Please sign up first.',
        error: { code: 'NOT_FOUND' },
      });
      expect(await countRows('otp_challenges')).toBe(0);
    });

    it('still checks a name the spec client sends, as before', async () => {
      const { phone } = await signUp(t.app, t.config, { name: 'raju', userType: 'Labourer' });
      for (const name of ['', '   ', 'a'.repeat(81)]) {
        const response = await post('/api/users/login', { name, phone, userType: 'Labourer' });
        expect(response.statusCode).toBe(400);
      }
      expect((await post('/api/users/login', { name: '   ', phone })).json().message).toBe('Enter your name');
    });

    it('refuses the wrong role and names the registered one', async () => {
      const { phone } = await signUp(t.app, t.config, { name: 'raju', userType: 'Labourer' });
      t.clock.advanceSeconds(31);
      const response = await post('/api/users/login', { name: 'raju', phone, userType: 'Employer' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('This mobile number is registered as Labourer. Choose Labourer to log in.');
    });

    it('answers in Hindi, and texts the code in Hindi, to a Hindi reader', async () => {
      const { phone, token } = await signUp(t.app, t.config, { name: 'raju', userType: 'Labourer' });
      // The SMS follows the account's language (decision 011); the answer follows the page's.
      await t.app.inject({
        method: 'PUT',
        url: '/api/me/language',
        headers: { authorization: `Bearer ${token}` },
        payload: { language: 'hi' },
      });
      t.clock.advanceSeconds(31);
      const response = await post(
        '/api/users/login',
        { name: 'raju', phone, userType: 'Labourer' },
        { 'accept-language': 'hi' },
      );
      expect(response.json().message).toBe(`OTP ${phone.slice(3, 8)} ${phone.slice(8)} पर भेजा गया।`);
      expect(outboxMessages(outboxFile(t.config)).at(-1)?.body).toMatch(/^\d{6} आपका KaamSetu कोड है।/);
    });
  });

  describe('one-time code rules', () => {
    async function requestCode(phone: string) {
      const response = await post('/api/users/signup', { name: 'test', phone, userType: 'Labourer' });
      expect(response.statusCode).toBe(200);
      return latestCode(outboxFile(t.config), phone);
    }
    const verify = (phone: string, otp: string) =>
      post('/api/users/signup-otp-verify', {
        name: 'test',
        phone,
        userType: 'Labourer',
        otp,
        consentVersion: PRIVACY_NOTICE_VERSION,
      });
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it('says how many tries are left after a wrong code', async () => {
      const phone = uniquePhone().e164;
      const code = await requestCode(phone);
      const response = await verify(phone, wrong(code));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Wrong OTP. Tries left: 4.');
    });

    it('refuses the sixth try even with the right digits', async () => {
      const phone = uniquePhone().e164;
      const code = await requestCode(phone);
      for (let i = 0; i < 5; i += 1) expect((await verify(phone, wrong(code))).statusCode).toBe(400);
      const sixth = await verify(phone, code);
      expect(sixth.statusCode).toBe(400);
      expect(sixth.json().message).toBe('Too many wrong tries for this OTP. Ask for a new one.');
      expect(await countRows('users')).toBe(0);
    });

    it('refuses a code that was already used', async () => {
      const { phone } = await signUp(t.app, t.config, { name: 'test', userType: 'Labourer' });
      const reused = await post('/api/users/signup-otp-verify', {
        name: 'test',
        phone,
        userType: 'Labourer',
        otp: latestCode(outboxFile(t.config), phone),
        consentVersion: PRIVACY_NOTICE_VERSION,
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().message).toBe('This OTP was already used. Ask for a new one.');
    });

    it('refuses a code after five minutes', async () => {
      const phone = uniquePhone().e164;
      const code = await requestCode(phone);
      t.clock.advanceSeconds(5 * 60);
      const response = await verify(phone, code);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This OTP has expired. Ask for a new one.');
    });

    it('accepts a code just inside five minutes', async () => {
      const phone = uniquePhone().e164;
      const code = await requestCode(phone);
      t.clock.advanceSeconds(5 * 60 - 1);
      expect((await verify(phone, code)).statusCode).toBe(200);
    });

    it('answers a resend inside the cooldown with 429 and the seconds left; afterwards only the new code works', async () => {
      const phone = uniquePhone().e164;
      const first = await requestCode(phone);
      t.clock.advanceSeconds(12);
      const early = await post('/api/users/resend-otp', { name: 'test', phone, userType: 'Labourer' });
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({
        message: 'Please wait 18 seconds before asking for a new OTP.',
        error: { code: 'RATE_LIMITED', details: { retryAfterSeconds: 18 } },
      });

      t.clock.advanceSeconds(18);
      const resent = await post('/api/users/resend-otp', { name: 'test', phone, userType: 'Labourer' });
      expect(resent.statusCode).toBe(200);
      expect(resent.json().message).toBe('OTP resent successfully!');
      const second = latestCode(outboxFile(t.config), phone);
      if (second !== first) expect((await verify(phone, first)).statusCode).toBe(400);
      expect((await verify(phone, second)).statusCode).toBe(200);
    });

    it('refuses a resend when no code was asked for', async () => {
      const response = await post('/api/users/resend-otp', {
        name: 'test',
        phone: uniquePhone().e164,
        userType: 'Labourer',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Ask for an OTP first.');
    });

    it('sends at most five codes to one number in an hour', async () => {
      const phone = uniquePhone().e164;
      for (let i = 0; i < 5; i += 1) {
        await requestCode(phone);
        t.clock.advanceSeconds(31);
      }
      const sixth = await post('/api/users/signup', { name: 'test', phone, userType: 'Labourer' });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toBe('Too many OTPs sent to this number. Try again in an hour.');
      t.clock.advanceSeconds(3600);
      expect((await post('/api/users/signup', { name: 'test', phone, userType: 'Labourer' })).statusCode).toBe(200);
    });

    it('uses a code once even when two verifications race', async () => {
      const phone = uniquePhone().e164;
      const code = await requestCode(phone);
      const [a, b] = await Promise.all([verify(phone, code), verify(phone, code)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
      expect(await countRows('users')).toBe(1);
    });

    it('stores neither the code nor the number in the clear', async () => {
      const phone = uniquePhone().e164;
      const code = await requestCode(phone);
      const rows = await queryRows<Record<string, unknown>>(t.db.database.db, sql`select * from otp_challenges`);
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(code);
      expect(JSON.stringify(rows)).not.toContain(phone.slice(3));
      expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]?.phone_key).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('bad requests', () => {
    it.each([
      ['missing name', { phone: '9876543210', userType: 'Labourer' }],
      ['missing userType', { name: 'asha', phone: '9876543210' }],
    ])('answers a sign-up with %s with 400: a new account needs both', async (_label, body) => {
      const sent = await post('/api/users/signup', body);
      expect(sent.statusCode).toBe(400);
      expect(sent.json().success).toBe(false);
      const verified = await post('/api/users/signup-otp-verify', { ...body, otp: '123456' });
      expect(verified.statusCode).toBe(400);
      expect(await countRows('otp_challenges')).toBe(0);
      expect(await countRows('users')).toBe(0);
    });

    it.each([
      ['no body', undefined],
      ['missing phone', { name: 'asha', userType: 'Labourer' }],
      ['only a name', { name: 'asha' }],
      ['a number for a name', { name: 42, phone: '9876543210', userType: 'Labourer' }],
      ['a number for the phone', { name: 'asha', phone: 9876543210, userType: 'Labourer' }],
      ['a 10 KB name', { name: 'a'.repeat(10_240), phone: '9876543210', userType: 'Labourer' }],
      ['a blank name', { name: '   ', phone: '9876543210', userType: 'Labourer' }],
      ['an unknown userType', { name: 'asha', phone: '9876543210', userType: 'Admin' }],
      ['a list', [{ name: 'asha', phone: '9876543210', userType: 'Labourer' }]],
    ])('answers %s with 400 and a message, storing nothing', async (_label, body) => {
      for (const url of ['/api/users/signup', '/api/users/login', '/api/users/resend-otp']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          ...(body === undefined ? {} : { payload: body as object }),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().success).toBe(false);
        expect(response.json().message.length).toBeGreaterThan(3);
      }
      expect(await countRows('otp_challenges')).toBe(0);
      expect(await countRows('users')).toBe(0);
    });

    it('refuses a code that is not six digits', async () => {
      const response = await post('/api/users/otp-verify', {
        name: 'asha',
        phone: '9876543210',
        userType: 'Labourer',
        otp: '12ab56',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Enter the 6-digit code');
    });
  });
});
