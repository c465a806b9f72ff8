// The back office on live data: onboarding with the person's own OTP, search and edit, reports, Hire Now
// requests, incomplete profiles and blocking; roles checked on the server; every change audited.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxFile, signUp, uniquePhone } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { jpegWithGps, pngPhoto } from '../../../test/support/images.js';
import { asPerson } from '../../../test/support/money-flows.js';
import { multipartForm } from '../../../test/support/multipart.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { latestCode } from '../../../test/support/sms-outbox.js';
import { signInStaff, type SignedInStaff } from '../../../test/support/staff-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { queryRows } from '../../db/client.js';
import { addDays, indiaDate } from '../../lib/india-time.js';

describe.each(databaseKinds)('back office on %s', (kind) => {
  const t = useTestApp(kind);
  let employee: SignedInStaff;
  let admin: SignedInStaff;

  beforeAll(async () => {
    employee = await signInStaff(t.app, t.config, t.db.database, 'Employee');
    admin = await signInStaff(t.app, t.config, t.db.database, 'Admin');
  });

  const auditFor = (targetId: string, targetType = '%') =>
    queryRows<{ action: string; staff_id: string; before: unknown; after: unknown; reason: string }>(
      t.db.database.db,
      sql`select action, staff_id, before, after, reason from staff_audit
          where target_id = ${targetId} and target_type like ${targetType} order by id`,
    );

  async function onboard(userType: 'Labourer' | 'Employer', name: string) {
    const mobile = uniquePhone();
    const digits = mobile.e164.slice(3);
    const sent = await employee.as('POST', '/api/staff/people/otp', { name, mobile: digits, userType, language: 'hi' });
    expect(sent.statusCode).toBe(200);
    // The Resend button counts down from what the server says, as on the people's own sign-in.
    expect(sent.json()).toMatchObject({ success: true, resendAfterSeconds: t.config.otp.resendCooldownSeconds });
    const created = await employee.as('POST', '/api/staff/people', {
      name,
      mobile: digits,
      userType,
      language: 'hi',
      otp: latestCode(outboxFile(t.config), mobile.e164),
    });
    expect(created.statusCode).toBe(200);
    return { person: created.json().person, phone: mobile.e164 };
  }

  it('adds a Labourer in three steps: code to their own phone, account, profile with photo', async () => {
    const refused = await employee.as('POST', '/api/staff/people/otp', {
      name: 'X',
      mobile: '12345',
      userType: 'Labourer',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Enter a valid 10-digit mobile number.');

    const mobile = uniquePhone();
    const digits = mobile.e164.slice(3);
    await employee.as('POST', '/api/staff/people/otp', {
      name: 'Gopal Mistri',
      mobile: digits,
      userType: 'Labourer',
      language: 'hi',
    });
    const wrong = await employee.as('POST', '/api/staff/people', {
      name: 'Gopal Mistri',
      mobile: digits,
      userType: 'Labourer',
      language: 'hi',
      otp: '000000' === latestCode(outboxFile(t.config), mobile.e164) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid OTP. Try again!');

    const created = await employee.as('POST', '/api/staff/people', {
      name: 'Gopal Mistri',
      mobile: digits,
      userType: 'Labourer',
      language: 'hi',
      otp: latestCode(outboxFile(t.config), mobile.e164),
    });
    expect(created.statusCode).toBe(200);
    const person = created.json().person;
    expect(person).toMatchObject({
      name: 'Gopal Mistri',
      phone: mobile.e164,
      userType: 'Labourer',
      profileComplete: false,
      addedBy: { staffCode: employee.staffCode },
    });

    const form = multipartForm(
      { name: 'Gopal Mistri', location: 'Sodala, Jaipur', skills: 'Mason, Tile fitter', workExperience: '12 years' },
      { filename: 'gopal.png', contentType: 'image/png', bytes: await pngPhoto(300, 300) },
    );
    const profiled = await t.app.inject({
      method: 'POST',
      url: `/api/staff/people/${person.id}/profile`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${employee.token}` },
    });
    expect(profiled.statusCode).toBe(200);
    expect(profiled.json()).toMatchObject({
      message: 'Labourer added successfully!',
      person: { profileComplete: true, skills: 'Mason, Tile fitter', location: 'Sodala, Jaipur' },
    });
    expect((await auditFor(person.id)).map((entry) => entry.action)).toEqual([
      'person.create',
      'person.onboard-profile',
    ]);
    expect((await auditFor(person.id))[0]?.staff_id).toBe(employee.id);

    const again = await employee.as('POST', '/api/staff/people/otp', {
      name: 'Gopal',
      mobile: digits,
      userType: 'Labourer',
      language: 'hi',
    });
    expect(again.statusCode).toBe(409);
  });

  it('finds people by name, mobile or id and edits them, auditing before and after', async () => {
    const { person, phone } = await onboard('Employer', 'Kavya Constructions');
    for (const q of ['kavya constr', phone.slice(-6), person.id]) {
      const found = (await employee.as('GET', `/api/staff/people?type=Employer&q=${encodeURIComponent(q)}`)).json();
      expect(found.people.map((p: { id: string }) => p.id)).toContain(person.id);
    }
    expect((await employee.as('GET', '/api/staff/people?type=Labourer&q=Kavya%20Constructions')).json().people).toEqual(
      [],
    );
    // LIKE's wildcards typed into the box are text to find, not "everyone".
    for (const q of ['%', '_', 'kavya_constr', 'kavya%constr']) {
      const found = (await employee.as('GET', `/api/staff/people?type=Employer&q=${encodeURIComponent(q)}`)).json();
      expect(found.people).toEqual([]);
    }

    const updated = await employee.as('POST', `/api/staff/people/${person.id}`, {
      location: 'Vaishali Nagar, Jaipur',
      companyName: 'Kavya Constructions Pvt Ltd',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Employer details updated successfully!',
      person: { location: 'Vaishali Nagar, Jaipur', companyName: 'Kavya Constructions Pvt Ltd' },
    });
    const audit = await auditFor(person.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'person.update',
      before: { location: '', companyName: '' },
      after: { location: 'Vaishali Nagar, Jaipur' },
    });
  });

  it('lists incomplete profiles with what is missing, and completes one (Pending → gone)', async () => {
    const person = await signUp(t.app, t.config, { name: 'Half Done', userType: 'Labourer' });
    const listed = (await employee.as('GET', '/api/staff/incomplete-profiles')).json().profiles;
    const row = listed.find((entry: { id: string }) => entry.id === person.userId);
    expect(row).toMatchObject({ status: 'Pending', missing: ['photo', 'location', 'skills', 'workExperience'] });

    const incomplete = await employee.as('POST', `/api/staff/incomplete-profiles/${person.userId}/complete`, {
      name: 'Half Done',
      location: 'Ajmer',
      skills: 'Helper',
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe('Enter the work experience');
    const done = await employee.as('POST', `/api/staff/incomplete-profiles/${person.userId}/complete`, {
      name: 'Half Done',
      location: 'Ajmer',
      skills: 'Helper',
      workExperience: '2 years',
    });
    expect(done.statusCode).toBe(200);
    const after = (await employee.as('GET', '/api/staff/incomplete-profiles')).json().profiles;
    expect(after.map((entry: { id: string }) => entry.id)).not.toContain(person.userId);
  });

  it("completes a profile with the worker's photo, stored as their own upload would be, and audited", async () => {
    const person = await signUp(t.app, t.config, { name: 'Photo Pending', userType: 'Labourer' });
    const before = (await employee.as('GET', `/api/staff/people?q=${person.userId}`)).json().people[0];
    expect(before).toMatchObject({
      profileComplete: false,
      missing: ['photo', 'location', 'skills', 'workExperience'],
    });

    const complete = (fields: Record<string, string>, bytes?: Buffer) => {
      const form = multipartForm(fields, bytes && { filename: 'camera.jpg', contentType: 'image/jpeg', bytes });
      return t.app.inject({
        method: 'POST',
        url: `/api/staff/incomplete-profiles/${person.userId}/complete-with-photo`,
        payload: form.payload,
        headers: { ...form.headers, authorization: `Bearer ${employee.token}` },
      });
    };
    const fields = { name: 'Photo Pending', location: 'Ajmer', skills: 'Helper', workExperience: '2 years' };
    const notAPhoto = await complete(fields, Buffer.from('not an image at all'));
    expect(notAPhoto.statusCode).toBe(400);
    const noExperience = await complete({ ...fields, workExperience: '' }, await jpegWithGps());
    expect(noExperience.statusCode).toBe(400);
    expect(noExperience.json().message).toBe('Enter the work experience');
    expect((await auditFor(person.userId)).map((entry) => entry.action)).toEqual([]);

    const done = await complete(fields, await jpegWithGps());
    expect(done.statusCode).toBe(200);
    const saved = done.json();
    expect(saved).toMatchObject({
      message: 'Profile completed.',
      person: { profileComplete: true, missing: [], location: 'Ajmer' },
    });
    // The same pipeline as the person's own upload: WebP at most 800 px, a 160 px thumbnail, no EXIF (GPS).
    expect(saved.person.imageUrl).toMatch(/^\/media\/profiles\/[0-9a-f-]{36}\.webp$/);
    const stored = (url: string) => path.join(t.config.mediaDir, url.replace(/^\/media\//, ''));
    const full = await sharp(stored(saved.person.imageUrl)).metadata();
    expect(full.format).toBe('webp');
    expect(full.exif).toBeUndefined();
    expect(Math.max(full.width ?? 0, full.height ?? 0)).toBeLessThanOrEqual(800);
    const thumbnail = await sharp(stored(saved.person.imageUrl.replace('.webp', '-160.webp'))).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 160, height: 160 });

    expect((await auditFor(person.userId)).at(-1)).toMatchObject({
      action: 'person.complete',
      staff_id: employee.id,
      after: { location: 'Ajmer', photoChanged: true },
    });
    const listed = (await employee.as('GET', '/api/staff/incomplete-profiles')).json().profiles;
    expect(listed.map((entry: { id: string }) => entry.id)).not.toContain(person.userId);
  });

  it('escalates a report to the Admin, who blocks the profile: no sign-in, no search, tokens dead', async () => {
    const worker = await completeProfile(t.app, t.config, {
      name: 'Reported Ramu',
      userType: 'Labourer',
      skills: 'Welder',
    });
    const employer = await signUp(t.app, t.config, { name: 'Careful Employer', userType: 'Employer' });
    const filed = await asPerson(t.app, employer.token).post('/api/reports', {
      profileId: worker.userId,
      reason: 'Fake profile',
    });
    const reportId = filed.json().reportId;

    const open = (await employee.as('GET', '/api/staff/reports')).json().reports;
    expect(open.find((report: { id: string }) => report.id === reportId)).toMatchObject({
      reporter: { name: 'Careful Employer' },
      reported: { name: 'Reported Ramu', blocked: false },
      reason: 'Fake profile',
    });
    expect((await employee.as('GET', '/api/staff/reports?status=escalated')).statusCode).toBe(403);
    expect((await employee.as('POST', `/api/staff/reports/${reportId}/block`, {})).statusCode).toBe(403);

    // No body at all is fine too (the reason is optional).
    const escalated = await employee.as('POST', `/api/staff/reports/${reportId}/escalate`);
    expect(escalated.json().message).toBe(`Report ID ${reportId} escalated to Admin.`);
    expect((await employee.as('POST', `/api/staff/reports/${reportId}/reject`, {})).statusCode).toBe(409);

    const forAdmin = (await admin.as('GET', '/api/staff/reports?status=escalated')).json().reports;
    expect(forAdmin.map((report: { id: string }) => report.id)).toContain(reportId);
    const blocked = await admin.as('POST', `/api/staff/reports/${reportId}/block`, { reason: 'Confirmed fake' });
    expect(blocked.statusCode).toBe(200);

    const search = await asPerson(t.app, employer.token).get('/api/search/profiles?q=Reported%20Ramu');
    expect(search.json().profiles.map((p: { id: string }) => p.id)).not.toContain(worker.userId);
    expect((await asPerson(t.app, employer.token).get(`/api/profiles/${worker.userId}`)).statusCode).toBe(404);
    expect((await asPerson(t.app, worker.token).get('/api/users/protected')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { name: 'reported ramu', phone: worker.phone, userType: 'Labourer' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('This account is blocked. Contact KaamSetu support.');
    expect((await auditFor(worker.userId)).map((entry) => entry.action)).toContain('person.block');
    expect((await auditFor(reportId, 'report')).map((entry) => entry.action)).toEqual([
      'report.escalate',
      'report.block',
    ]);
    // Blocked, they cannot open the inbox: the SMS tells them why, and never who reported them.
    const sms = await queryRows<{ kind: string; body: string }>(
      t.db.database.db,
      sql`select kind, body from notification_outbox where user_id = ${worker.userId}`,
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]?.kind).toBe('report_decided');
    expect(sms[0]?.body).toContain('our staff blocked your account: Confirmed fake');
    expect(sms[0]?.body).not.toContain('Careful Employer');
  });

  it('rejects a report and closes Hire Now requests as Done or Rejected, once', async () => {
    const worker = await completeProfile(t.app, t.config, { name: 'Hired Hari', userType: 'Labourer' });
    const employer = await signUp(t.app, t.config, { name: 'Hiring Heena', userType: 'Employer' });
    const api = asPerson(t.app, employer.token);
    const reportId = (await api.post('/api/reports', { profileId: worker.userId, reason: 'Rude on call' })).json()
      .reportId;
    expect(
      (await employee.as('POST', `/api/staff/reports/${reportId}/reject`, { reason: 'No evidence' })).json().message,
    ).toBe(`Report ID ${reportId} rejected.`);
    // The worker hears that nothing changes for them, and not who reported them.
    const inbox = (await asPerson(t.app, worker.token).get('/api/me/notifications')).json().items;
    expect(inbox.map((item: { kind: string }) => item.kind)).toEqual(['report_decided']);
    expect(inbox[0].text).toContain('found nothing wrong');
    expect(inbox[0].text).not.toContain('Hiring Heena');

    const first = (
      await api.post('/api/mediation-requests', { labourerId: worker.userId, location: 'Jaipur', salary: 600 })
    ).json();
    const second = (
      await api.post('/api/mediation-requests', { labourerId: worker.userId, location: 'Ajmer', salary: 650 })
    ).json();
    const pending = (await employee.as('GET', '/api/staff/mediation-requests')).json().requests;
    expect(pending.find((request: { id: string }) => request.id === first.request.id)).toMatchObject({
      employer: { name: 'Hiring Heena' },
      labourer: { name: 'Hired Hari', phone: worker.phone },
      salary: 600,
    });
    const done = await employee.as('POST', `/api/staff/mediation-requests/${first.request.id}/done`, {});
    expect(done.json().message).toBe(`Mediation request ID ${first.request.id} confirmed. Labourer contacted.`);
    expect((await employee.as('POST', `/api/staff/mediation-requests/${first.request.id}/reject`, {})).statusCode).toBe(
      409,
    );
    const rejected = await employee.as('POST', `/api/staff/mediation-requests/${second.request.id}/reject`, {});
    expect(rejected.json().message).toBe(`Mediation request ID ${second.request.id} rejected.`);

    expect((await auditFor(first.request.id, 'mediation')).map((entry) => [entry.action, entry.staff_id])).toEqual([
      ['mediation.done', employee.id],
    ]);
    expect((await auditFor(reportId, 'report'))[0]).toMatchObject({ action: 'report.reject', reason: 'No evidence' });
    const mine = (await api.get('/api/mediation-requests')).json().requests;
    expect(mine.map((request: { status: string }) => request.status).sort()).toEqual(['Done', 'Rejected']);
  });

  it("shows a person's ledger transactions to staff", async () => {
    const employer = await signUp(t.app, t.config, { name: 'Ledger Lata', userType: 'Employer' });
    const found = await employee.as('GET', `/api/staff/people/${employer.userId}/transactions`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      person: { name: 'Ledger Lata' },
      items: [{ type: 'Credited', amountPaise: 50_000, kind: 'welcome_credits' }],
    });
  });

  it("carries the worker's free day on the person record while that day has not passed", async () => {
    const worker = await completeProfile(t.app, t.config, { name: 'Free Fateh', userType: 'Labourer' });
    const personRecord = async () =>
      (await employee.as('GET', `/api/staff/people?type=Labourer&q=${worker.userId}`))
        .json()
        .people.find((p: { id: string }) => p.id === worker.userId);
    expect(await personRecord()).not.toHaveProperty('availableOn');

    const tomorrow = addDays(indiaDate(t.clock.now()), 1);
    const marked = await employee.as('PUT', `/api/staff/people/${worker.userId}/availability`, { day: 'tomorrow' });
    expect(marked.json()).toEqual({ availableOn: tomorrow, freeToday: false });
    // After a reload the back office shows the saved choice: the record says which day it is.
    expect((await personRecord()).availableOn).toBe(tomorrow);
    t.clock.advance(86_400_000);
    expect((await personRecord()).availableOn).toBe(tomorrow);
    t.clock.advance(86_400_000);
    expect(await personRecord()).not.toHaveProperty('availableOn');
  });

  it("refuses people's tokens and deactivated staff on every staff endpoint", async () => {
    const person = await signUp(t.app, t.config, { name: 'Curious', userType: 'Employer' });
    for (const url of [
      '/api/staff/people',
      '/api/staff/reports',
      '/api/staff/mediation-requests',
      '/api/staff/incomplete-profiles',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${person.token}` } });
      expect(answer.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const leaving = await signInStaff(t.app, t.config, t.db.database, 'Employee');
    await t.db.database.db.execute(sql`update staff_members set active = false where id = ${leaving.id}`);
    expect((await leaving.as('GET', '/api/staff/people')).statusCode).toBe(401);
  });
});
