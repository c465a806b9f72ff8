// Consent to the privacy notice at sign-up (stored with its version, time and how it was given: our form's
// checkbox, or the notice in the code's SMS for the spec's clients) and the language that follows the
// account: its pages and its SMS texts.
import { PRIVACY_NOTICE_VERSION } from '@kaamsetu/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { outboxFile, signUp, uniquePhone } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { latestCode, outboxMessages } from '../../../test/support/sms-outbox.js';
import { signInStaff } from '../../../test/support/staff-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';

describe.each(databaseKinds)('consent and language on %s', (kind) => {
  const t = useTestApp(kind);

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const accountOf = async (phone: string) =>
    (
      await queryRows<{
        language: string;
        consent_version: string | null;
        consented: boolean;
        consent_method: string | null;
      }>(
        t.db.database.db,
        sql`select language, consent_version, consented_at is not null as consented, consent_method
            from users where phone = ${phone}`,
      )
    )[0];
  const lastSms = (phone: string) =>
    outboxMessages(outboxFile(t.config))
      .filter((sms) => sms.to === phone)
      .at(-1)?.body;

  it('creates no account with consent to an older notice, and records the checkbox with the language', async () => {
    const phone = uniquePhone().e164;
    const details = { name: 'Marathi Manisha', phone, userType: 'Labourer' };
    const marathi = { 'accept-language': 'mr-IN,mr;q=0.9' };
    expect((await post('/api/users/signup', details, marathi)).statusCode).toBe(200);
    expect(lastSms(phone)).toMatch(/^\d{6} हा तुमचा KaamSetu साइन-अप कोड/u);
    const otp = latestCode(outboxFile(t.config), phone);

    for (const consent of [{ consentVersion: '2020-01-01' }, { consentVersion: true }, { consentVersion: '' }]) {
      const refused = await post('/api/users/signup-otp-verify', { ...details, otp, ...consent }, marathi);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Agree to the privacy notice to create an account');
    }
    expect(await accountOf(phone)).toBeUndefined();

    const created = await post(
      '/api/users/signup-otp-verify',
      { ...details, otp, consentVersion: PRIVACY_NOTICE_VERSION },
      marathi,
    );
    expect(created.statusCode).toBe(200);
    expect(created.json().message).not.toBe('Signed up successfully!');
    expect(await accountOf(phone)).toEqual({
      language: 'mr',
      consent_version: PRIVACY_NOTICE_VERSION,
      consented: true,
      consent_method: 'checkbox',
    });
  });

  it("signs up the spec's client with exactly the spec's body: the code's SMS carried the notice in the person's language", async () => {
    const phone = uniquePhone().e164;
    const body = { name: 'Spec Client', phone, userType: 'Employer' };
    const hindi = { 'accept-language': 'hi' };
    expect((await post('/api/users/signup', body, hindi)).statusCode).toBe(200);
    const sms = lastSms(phone) ?? '';
    // The short notice, that entering the code is agreeing, and the link to the whole policy.
    expect(sms).toMatch(/^\d{6} आपका KaamSetu साइन-अप कोड है।/u);
    expect(sms).toContain('इसे डालने का मतलब है कि आप हमारी निजता सूचना से सहमत हैं');
    expect(sms).toContain(`${t.config.publicUrl}/privacy-policy`);

    const created = await post(
      '/api/users/signup-otp-verify',
      { ...body, otp: latestCode(outboxFile(t.config), phone) },
      hindi,
    );
    expect(created.statusCode).toBe(200);
    const session = created.json();
    expect(Object.keys(session)).toEqual(expect.arrayContaining(['success', 'token', 'userId', 'forwardLink']));
    expect(session).toMatchObject({ success: true, forwardLink: '/app/complete-profile-employer' });
    expect(await accountOf(phone)).toEqual({
      language: 'hi',
      consent_version: PRIVACY_NOTICE_VERSION,
      consented: true,
      consent_method: 'sms-notice',
    });

    // The person can see how they agreed in their data download.
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(exported.json().account.consent).toMatchObject({ version: PRIVACY_NOTICE_VERSION, method: 'sms-notice' });
  });

  it("keeps the chosen language on the account and writes the login SMS in it, whatever the page's language", async () => {
    const person = await signUp(t.app, t.config, { name: 'Tamil Thenmozhi', userType: 'Employer' });
    const headers = { authorization: `Bearer ${person.token}` };
    const choose = (language: unknown) =>
      t.app.inject({ method: 'PUT', url: '/api/me/language', headers, payload: { language } });
    expect((await choose('fr')).statusCode).toBe(400);
    expect((await choose('ta')).json()).toEqual({ success: true, language: 'ta' });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/protected', headers });
    expect(me.json().user.language).toBe('ta');

    const login = { name: 'Tamil Thenmozhi', phone: person.phone, userType: 'Employer' };
    const sent = await post('/api/users/login', login, { 'accept-language': 'en' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatch(/^OTP sent to/);
    expect(lastSms(person.phone)).toMatch(/^\d{6} உங்கள் KaamSetu/u);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/me/language', payload: { language: 'hi' } })).statusCode,
    ).toBe(401);
  });

  it("records a staff-onboarded person's consent through the notice SMS whose code they read out", async () => {
    const employee = await signInStaff(t.app, t.config, t.db.database, 'Employee');
    const mobile = uniquePhone().e164;
    const details = { name: 'Onboarded Omkar', mobile: mobile.slice(3), userType: 'Labourer', language: 'mr' };
    expect((await employee.as('POST', '/api/staff/people/otp', details)).statusCode).toBe(200);
    const sms = lastSms(mobile) ?? '';
    // The notice, in Marathi: what is kept, that employers pay to see the number, that the account can be deleted.
    expect(sms).toContain('KaamSetu');
    expect(sms).not.toMatch(/is your KaamSetu code/);
    expect(await accountOf(mobile)).toBeUndefined();
    const created = await employee.as('POST', '/api/staff/people', {
      ...details,
      otp: latestCode(outboxFile(t.config), mobile),
    });
    expect(created.statusCode).toBe(200);
    expect(await accountOf(mobile)).toEqual({
      language: 'mr',
      consent_version: PRIVACY_NOTICE_VERSION,
      consented: true,
      consent_method: 'sms-notice',
    });
  });
});
