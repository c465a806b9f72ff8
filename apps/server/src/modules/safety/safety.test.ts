// Scam reports and due process: "Asked me for money" pauses an Employer's unlocks until staff review it and
// leads the reports queue; warning → suspension → appeal, with every refusal; the public number check.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { outboxFile, signUp, uniquePhone } from '../../../test/support/auth-flows.js';
import { latestCode } from '../../../test/support/sms-outbox.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson, expectLedgerBalanced } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { signInStaff, type SignedInStaff } from '../../../test/support/staff-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';

const DAY_MS = 24 * 60 * 60_000;

describe.each(databaseKinds)('scam reports and due process on %s', (kind) => {
  const t = useTestApp(kind);
  let employee: SignedInStaff;
  let admin: SignedInStaff;

  beforeAll(async () => {
    employee = await signInStaff(t.app, t.config, t.db.database, 'Employee');
    admin = await signInStaff(t.app, t.config, t.db.database, 'Admin');
  });

  const worker = (name = 'Ramesh Kumar') => completeProfile(t.app, t.config, { name, userType: 'Labourer' });
  const employer = (name = 'Quick Money Contractors') =>
    completeProfile(t.app, t.config, { name, userType: 'Employer' });

  const auditActions = async (targetType: string, targetId: string | number) =>
    (
      await queryRows<{ action: string; reason: string }>(
        t.db.database.db,
        sql`select action, reason from staff_audit where target_type = ${targetType} and target_id = ${String(targetId)}
            order by id`,
      )
    ).map((row) => `${row.action}: ${row.reason}`);

  it('a report from a worker the Employer unlocked pauses their unlocks, leads the queue, until staff warn', async () => {
    const reporter = await worker();
    const other = await worker('Sunita Devi');
    const boss = await employer();
    const bossApi = asPerson(t.app, boss.token);
    expect((await bossApi.unlock(reporter.userId)).statusCode).toBe(200);
    // An older ordinary report, so the queue order is the money-demand mark's doing.
    const older = await asPerson(t.app, other.token).post('/api/reports', {
      profileId: reporter.userId,
      reason: 'Fake profile',
    });
    expect(older.statusCode).toBe(200);

    const filed = await asPerson(t.app, reporter.token).post('/api/reports/money-demand', {
      profileId: boss.userId,
      details: 'Asked ₹2000 registration fee before work',
    });
    expect(filed.statusCode).toBe(200);
    expect(filed.json()).toMatchObject({ freezes: true, message: expect.stringContaining('before they can unlock') });
    const reportId = filed.json().reportId as string;

    const frozen = await bossApi.unlock(other.userId);
    expect(frozen.statusCode).toBe(403);
    expect(frozen.json().message).toBe(
      'A worker reported that this account asked them for money. New unlocks are paused until our team reviews it.',
    );
    // Nothing was charged for the refused unlock.
    expect((await bossApi.get(`/api/contacts/${other.userId}`)).json().unlocked).toBe(false);

    const again = await asPerson(t.app, reporter.token).post('/api/reports/money-demand', { profileId: boss.userId });
    expect(again.statusCode).toBe(409);

    const queue = (await employee.as('GET', '/api/staff/reports')).json().reports;
    expect(queue[0]).toMatchObject({
      id: reportId,
      kind: 'money-demand',
      reason: 'Asked me for money',
      details: 'Asked ₹2000 registration fee before work',
      reported: { id: boss.userId, userType: 'Employer' },
    });
    expect(queue.findIndex((report: { id: string }) => report.id === older.json().reportId)).toBeGreaterThan(0);

    const warned = await employee.as('POST', `/api/staff/reports/${reportId}/warn`, {
      reason: 'Asked a worker for a registration fee',
    });
    expect(warned.statusCode).toBe(200);
    expect(warned.json().message).toBe(`Report ID ${reportId}: warning given.`);
    expect((await bossApi.unlock(other.userId)).statusCode).toBe(200);
    expect((await bossApi.get('/api/safety/standing')).json()).toMatchObject({
      status: 'warned',
      sanction: { kind: 'warning', reason: 'Asked a worker for a registration fee', canAppeal: true },
    });
    expect((await employee.as('POST', `/api/staff/reports/${reportId}/clear`, { reason: 'Twice' })).statusCode).toBe(
      409,
    );
    expect(await auditActions('report', reportId)).toEqual(['report.warn: Asked a worker for a registration fee']);
    expect(await auditActions('person', boss.userId)).toEqual(['person.warn: Asked a worker for a registration fee']);
    await expectLedgerBalanced(t.db.database);
  });

  it('a report from a worker the Employer never contacted is queued but freezes nothing; clearing closes it', async () => {
    const reporter = await worker();
    const boss = await employer('Honest Builders');
    const filed = await asPerson(t.app, reporter.token).post('/api/reports/money-demand', { profileId: boss.userId });
    expect(filed.json()).toMatchObject({ freezes: false, message: 'Thank you. Our team will look at this employer.' });
    expect((await asPerson(t.app, boss.token).unlock(reporter.userId)).statusCode).toBe(200);

    const cleared = await employee.as('POST', `/api/staff/reports/${filed.json().reportId}/clear`, {
      reason: 'Worker confirmed it was a misunderstanding',
    });
    expect(cleared.statusCode).toBe(200);
    expect((await asPerson(t.app, boss.token).get('/api/safety/standing')).json()).toEqual({
      success: true,
      status: 'good',
      sanction: null,
    });
  });

  it("turns the worker's open Report Profile about the Employer into the money-demand report", async () => {
    const reporter = await worker();
    const boss = await employer('Upgrade Traders');
    const api = asPerson(t.app, reporter.token);
    const ordinary = await api.post('/api/reports', { profileId: boss.userId, reason: 'Wrong or misleading details' });
    const filed = await api.post('/api/reports/money-demand', { profileId: boss.userId, details: 'Wanted ₹500' });
    expect(filed.statusCode).toBe(200);
    expect(filed.json().reportId).toBe(ordinary.json().reportId);
    const queued = (await employee.as('GET', '/api/staff/reports')).json().reports;
    expect(queued.find((report: { id: string }) => report.id === filed.json().reportId)).toMatchObject({
      kind: 'money-demand',
      reason: 'Wrong or misleading details',
      details: 'Wanted ₹500',
    });
  });

  it('a Hire Now request counts as contact; Employers cannot file it, and only about Employers', async () => {
    const reporter = await worker();
    const boss = await employer('Hire Now Contractors');
    const bossApi = asPerson(t.app, boss.token);
    await bossApi.post('/api/mediation-requests', { labourerId: reporter.userId, location: 'Jaipur', salary: 600 });
    const filed = await asPerson(t.app, reporter.token).post('/api/reports/money-demand', { profileId: boss.userId });
    expect(filed.json().freezes).toBe(true);
    expect((await bossApi.unlock(reporter.userId)).statusCode).toBe(403);

    const byEmployer = await bossApi.post('/api/reports/money-demand', { profileId: reporter.userId });
    expect(byEmployer.statusCode).toBe(403);
    const aboutWorker = await asPerson(t.app, reporter.token).post('/api/reports/money-demand', {
      profileId: (await worker('Another Worker')).userId,
    });
    expect(aboutWorker.statusCode).toBe(400);
    expect(aboutWorker.json().message).toBe('This report is only for employers.');
  });

  it('warning → suspension → appeal; a suspension needs a warning; suspended people are told why', async () => {
    const boss = await employer('Repeat Offender Pvt Ltd');
    const bossApi = asPerson(t.app, boss.token);
    const never = await admin.as('POST', `/api/staff/people/${boss.userId}/suspend`, { reason: 'Scam calls' });
    expect(never.statusCode).toBe(409);
    expect(never.json().message).toBe('This person was never warned. Give a warning before a suspension.');

    expect(
      (await employee.as('POST', `/api/staff/people/${boss.userId}/warn`, { reason: 'Asked for fees' })).statusCode,
    ).toBe(200);
    const byEmployee = await employee.as('POST', `/api/staff/people/${boss.userId}/suspend`, { reason: 'Again' });
    expect(byEmployee.statusCode).toBe(403);
    const suspended = await admin.as('POST', `/api/staff/people/${boss.userId}/suspend`, {
      reason: 'Asked three workers for fees',
    });
    expect(suspended.statusCode).toBe(200);
    expect((await admin.as('POST', `/api/staff/people/${boss.userId}/suspend`, { reason: 'x3x' })).statusCode).toBe(
      409,
    );

    const worker1 = await worker();
    const refused = await bossApi.unlock(worker1.userId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Your account is suspended: Asked three workers for fees. You can appeal in the app.',
    );
    expect((await bossApi.get('/api/safety/standing')).json()).toMatchObject({
      status: 'suspended',
      sanction: { kind: 'suspension', reason: 'Asked three workers for fees', canAppeal: true, appeal: null },
    });

    const short = await bossApi.post('/api/appeals', { text: 'no' });
    expect(short.statusCode).toBe(400);
    const appeal = await bossApi.post('/api/appeals', { text: 'I never asked anyone for money, please check.' });
    expect(appeal.statusCode).toBe(201);
    const appealId = appeal.json().appealId as string;
    expect((await bossApi.post('/api/appeals', { text: 'Please look at my appeal again.' })).statusCode).toBe(409);

    const pending = (await employee.as('GET', '/api/staff/appeals')).json().appeals;
    expect(pending).toContainEqual(
      expect.objectContaining({
        id: appealId,
        person: { id: boss.userId, name: 'Repeat Offender Pvt Ltd', userType: 'Employer' },
        sanction: expect.objectContaining({ kind: 'suspension', reason: 'Asked three workers for fees' }),
        text: 'I never asked anyone for money, please check.',
      }),
    );
    // A suspension's appeal is the Admins' to decide.
    expect((await employee.as('POST', `/api/staff/appeals/${appealId}/lift`, { reason: 'ok' })).statusCode).toBe(400);
    expect(
      (await employee.as('POST', `/api/staff/appeals/${appealId}/lift`, { reason: 'Checked calls' })).statusCode,
    ).toBe(403);
    const lifted = await admin.as('POST', `/api/staff/appeals/${appealId}/lift`, { reason: 'Calls checked: no fee' });
    expect(lifted.json().message).toBe(`Appeal ID ${appealId}: the decision was lifted.`);
    expect((await admin.as('POST', `/api/staff/appeals/${appealId}/uphold`, { reason: 'Late' })).statusCode).toBe(409);

    expect((await bossApi.unlock(worker1.userId)).statusCode).toBe(200);
    // The warning is in force again on the banner.
    expect((await bossApi.get('/api/safety/standing')).json()).toMatchObject({ status: 'warned' });
    expect(await auditActions('person', boss.userId)).toEqual([
      'person.warn: Asked for fees',
      'person.suspend: Asked three workers for fees',
    ]);
    expect(await auditActions('appeal', appealId)).toEqual(['appeal.lift: Calls checked: no fee']);
  });

  it('a suspension outlives the account: the number signed up again starts suspended, a warning does not carry', async () => {
    const deleteAccount = async (person: { token: string; phone: string }) => {
      const api = asPerson(t.app, person.token);
      expect((await api.post('/api/me/delete/otp')).statusCode).toBe(200);
      const otp = latestCode(outboxFile(t.config), person.phone);
      expect((await api.post('/api/me/delete', { otp })).statusCode).toBe(200);
    };
    const boss = await employer('Vanishing Contractors');
    await employee.as('POST', `/api/staff/people/${boss.userId}/warn`, { reason: 'Asked for fees' });
    await admin.as('POST', `/api/staff/people/${boss.userId}/suspend`, { reason: 'Asked five workers for fees' });
    await deleteAccount(boss);

    const again = await signUp(t.app, t.config, {
      name: 'Fresh Start Contractors',
      userType: 'Employer',
      phone: boss.phone,
    });
    const againApi = asPerson(t.app, again.token);
    const reason = 'the earlier account on this number was suspended when it was deleted';
    expect((await againApi.get('/api/safety/standing')).json()).toMatchObject({
      status: 'suspended',
      sanction: { kind: 'suspension', reason, canAppeal: true },
    });
    const refused = await againApi.unlock((await worker()).userId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(`Your account is suspended: ${reason}. You can appeal in the app.`);

    // Deleted again while still suspended, and made again: still suspended.
    await deleteAccount(again);
    const third = await signUp(t.app, t.config, {
      name: 'Third Try Contractors',
      userType: 'Employer',
      phone: boss.phone,
    });
    expect((await asPerson(t.app, third.token).get('/api/safety/standing')).json().status).toBe('suspended');

    // A warning alone stays with the deleted account.
    const warned = await employer('Warned Once Traders');
    await employee.as('POST', `/api/staff/people/${warned.userId}/warn`, { reason: 'Rude calls' });
    await deleteAccount(warned);
    const warnedAgain = await signUp(t.app, t.config, {
      name: 'Warned Once Traders',
      userType: 'Employer',
      phone: warned.phone,
    });
    expect((await asPerson(t.app, warnedAgain.token).get('/api/safety/standing')).json().status).not.toMatch(
      /suspended|warned/,
    );
  });

  it('an appeal after 7 days is refused; a warning appeal Employees may uphold', async () => {
    const person = await worker('Late Appealer');
    const api = asPerson(t.app, person.token);
    await employee.as('POST', `/api/staff/people/${person.userId}/warn`, { reason: 'Rude to an employer' });
    t.clock.advance(7 * DAY_MS + 60_000);
    const late = await api.post('/api/appeals', { text: 'I was not rude, they did not pay me.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The 7 days to appeal have passed.');
    expect((await api.get('/api/safety/standing')).json().sanction.canAppeal).toBe(false);

    const other = await worker('On Time Appealer');
    await employee.as('POST', `/api/staff/people/${other.userId}/warn`, { reason: 'No-show twice' });
    t.clock.advance(6 * DAY_MS);
    const inTime = await asPerson(t.app, other.token).post('/api/appeals', { text: 'I was in hospital both days.' });
    expect(inTime.statusCode).toBe(201);
    const upheld = await employee.as('POST', `/api/staff/appeals/${inTime.json().appealId}/uphold`, {
      reason: 'No note from the hospital',
    });
    expect(upheld.statusCode).toBe(200);
    expect((await asPerson(t.app, other.token).get('/api/safety/standing')).json().sanction.appeal.status).toBe(
      'upheld',
    );
    const nothing = await asPerson(t.app, (await worker('Clean Record')).token).post('/api/appeals', {
      text: 'Nothing to appeal here at all.',
    });
    expect(nothing.statusCode).toBe(404);
  });

  it('staff actions refuse people, and people refuse no token', async () => {
    const person = await worker();
    const api = asPerson(t.app, person.token);
    for (const [method, url] of [
      ['GET', '/api/staff/appeals'],
      ['POST', `/api/staff/people/${person.userId}/warn`],
      ['POST', '/api/staff/reports/1/clear'],
      ['POST', '/api/staff/appeals/1/lift'],
    ] as const) {
      const answer = method === 'GET' ? await api.get(url) : await api.post(url, { reason: 'I am staff, honestly' });
      expect(answer.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/appeals',
      payload: { text: 'Hello there staff' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await auditActions('person', person.userId)).toEqual([]);
  });

  it('the number check names Employers only, the same "not found" for workers and strangers, and is throttled', async () => {
    // A fresh hour, so the other tests' checks do not count.
    t.clock.advance(2 * 60 * 60_000);
    const boss = await employer('Sharma Constructions');
    const labourer = await worker();
    const check = (mobile: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/number-check?mobile=${encodeURIComponent(mobile)}`, headers });
    const found = await check(boss.phone.slice(3));
    expect(found.json()).toEqual({
      success: true,
      found: true,
      employer: { name: 'Sharma Constructions', badges: ['mobile-verified'] },
    });
    const ofWorker = await check(labourer.phone.slice(3));
    const ofNobody = await check(uniquePhone().e164.slice(3));
    expect(ofWorker.statusCode).toBe(200);
    expect(ofWorker.body).toBe(ofNobody.body);
    expect(ofNobody.json()).toEqual({ success: true, found: false });
    expect((await check('12345')).statusCode).toBe(400);

    // Three counted (a refused number is not); seven more pass whatever the forwarded-for header claims, the
    // eleventh is refused.
    for (let index = 0; index < 7; index += 1) {
      const answer = await check(labourer.phone.slice(3), { 'x-forwarded-for': `203.0.113.${index}` });
      expect(answer.statusCode).toBe(200);
    }
    const throttled = await check(boss.phone.slice(3), { 'x-forwarded-for': '198.51.100.7' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe('Too many number checks from here. Try again in an hour.');
    expect(Number(throttled.headers['retry-after'])).toBe(3600);
    t.clock.advance(61 * 60_000);
    expect((await check(boss.phone.slice(3))).json().found).toBe(true);
  });

  it('a suspended Employer is not vouched for by the number check', async () => {
    t.clock.advance(2 * 60 * 60_000);
    const boss = await employer('Suspended Traders');
    await employee.as('POST', `/api/staff/people/${boss.userId}/warn`, { reason: 'Fee demand' });
    await admin.as('POST', `/api/staff/people/${boss.userId}/suspend`, { reason: 'Fee demand again' });
    const answer = await t.app.inject({ method: 'GET', url: `/api/number-check?mobile=${boss.phone.slice(3)}` });
    expect(answer.json()).toEqual({ success: true, found: false });
    // Signing in still works, so the person can read why and appeal.
    expect((await asPerson(t.app, boss.token).get('/api/safety/standing')).json().status).toBe('suspended');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { name: 'Suspended Traders', phone: boss.phone, userType: 'Employer' },
    });
    expect(signIn.statusCode).toBe(200);
  });
  it('a suspended Labourer leaves search at once, stays out whatever else staff do, and comes back when the appeal lifts it', async () => {
    const name = 'Suspended Sukhdev Tilewala';
    const labourer = await completeProfile(t.app, t.config, { name, userType: 'Labourer', skills: 'Tiler' });
    const searcher = asPerson(t.app, (await employer('Searching Sapna Builders')).token);
    const found = async () =>
      (await searcher.get(`/api/search/profiles?q=${encodeURIComponent(name)}`))
        .json()
        .profiles.map((profile: { id: string }) => profile.id);
    expect(await found()).toContain(labourer.userId);

    await employee.as('POST', `/api/staff/people/${labourer.userId}/warn`, { reason: 'Left sites mid-work' });
    expect(await found()).toContain(labourer.userId);
    const suspended = await admin.as('POST', `/api/staff/people/${labourer.userId}/suspend`, {
      reason: 'Left three sites mid-work',
    });
    expect(suspended.statusCode).toBe(200);
    expect(await found()).not.toContain(labourer.userId);
    // Nor can anyone pay for the number through a direct link: refused, nothing charged.
    const refused = await searcher.unlock(labourer.userId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This contact cannot be viewed.');
    expect((await searcher.wallet()).creditsPaise).toBe(50_000);
    const appeal = await asPerson(t.app, labourer.token).post('/api/appeals', {
      text: 'The sites had no material, I told the contractor before leaving.',
    });
    const appealId = appeal.json().appealId as string;
    // Nothing else staff do brings a suspended person back early: blocked and unblocked (which ends their
    // sessions, so after the appeal), or their profile edited.
    expect(
      (await admin.as('POST', `/api/staff/admin/people/${labourer.userId}/block`, { reason: 'Checking' })).statusCode,
    ).toBe(200);
    expect(
      (await admin.as('POST', `/api/staff/admin/people/${labourer.userId}/unblock`, { reason: 'Checked' })).statusCode,
    ).toBe(200);
    expect(await found()).not.toContain(labourer.userId);
    expect(
      (await employee.as('POST', `/api/staff/people/${labourer.userId}`, { workExperience: '6 years' })).statusCode,
    ).toBe(200);
    expect(await found()).not.toContain(labourer.userId);

    expect(
      (await admin.as('POST', `/api/staff/appeals/${appealId}/lift`, { reason: 'Calls confirm it' })).statusCode,
    ).toBe(200);
    expect(await found()).toContain(labourer.userId);
  });
});
