// Admin-only back office: live analytics, staff accounts, wallet corrections through the ledger, blocking,
// the searchable tables and the audit trail; Employees are refused everywhere here.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxFile, signUp, uniquePhone } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson, expectLedgerBalanced } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { latestCode } from '../../../test/support/sms-outbox.js';
import { signInStaff, type SignedInStaff } from '../../../test/support/staff-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';

describe.each(databaseKinds)('admin back office on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: SignedInStaff;
  let employee: SignedInStaff;

  beforeAll(async () => {
    admin = await signInStaff(t.app, t.config, t.db.database, 'Admin');
    employee = await signInStaff(t.app, t.config, t.db.database, 'Employee');
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.db.database);
  });

  const adjust = (personId: string, body: object, key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/admin/wallets/${personId}/adjust`,
      payload: body,
      headers: { authorization: `Bearer ${admin.token}`, 'idempotency-key': key },
    });

  it('refuses Employees on every Admin endpoint', async () => {
    for (const url of [
      '/api/staff/admin/analytics',
      '/api/staff/admin/employees',
      '/api/staff/admin/wallets?q=a',
      '/api/staff/admin/transactions',
      '/api/staff/admin/mediation-requests',
      '/api/staff/admin/people-added?type=Labourer',
      '/api/staff/admin/incomplete-transactions',
      '/api/staff/admin/audit',
    ]) {
      expect((await employee.as('GET', url)).statusCode).toBe(403);
      expect((await admin.as('GET', url)).statusCode).toBe(200);
    }
  });

  it('counts real people and staff on the dashboard, at most 30 s old', async () => {
    const before = (await admin.as('GET', '/api/staff/admin/analytics')).json();
    await completeProfile(t.app, t.config, { name: 'Counted Labourer', userType: 'Labourer' });
    await signUp(t.app, t.config, { name: 'Counted Employer', userType: 'Employer' });
    expect((await admin.as('GET', '/api/staff/admin/analytics')).json()).toEqual(before);
    t.clock.advanceSeconds(31);
    const after = (await admin.as('GET', '/api/staff/admin/analytics')).json();
    expect(after.labourers).toBe(before.labourers + 1);
    expect(after.employers).toBe(before.employers + 1);
    expect(after.incompleteProfiles).toBe(before.incompleteProfiles + 1);
    expect(after.activeEmployees).toBeGreaterThanOrEqual(1);
  });

  it('adds an Employee who can sign in, and deactivating them ends their session', async () => {
    const mobile = uniquePhone();
    const added = await admin.as('POST', '/api/staff/admin/employees', {
      name: 'Neha Sharma',
      mobile: mobile.e164.slice(3),
    });
    expect(added.statusCode).toBe(200);
    const { member } = added.json();
    expect(added.json().message).toBe(`Employee added. Their user id is ${member.staffCode}.`);
    await t.app.inject({ method: 'POST', url: '/api/staff/employee/otp', payload: { userId: member.staffCode } });
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/staff/employee/verify',
      payload: { userId: member.staffCode, otp: latestCode(outboxFile(t.config), mobile.e164) },
    });
    const token = session.json().token;
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/staff/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me()).statusCode).toBe(200);

    const deactivated = await admin.as('POST', `/api/staff/admin/employees/${member.id}`, { active: false });
    expect(deactivated.json().member.active).toBe(false);
    expect((await me()).statusCode).toBe(401);
    const duplicate = await admin.as('POST', '/api/staff/admin/employees', {
      name: 'Again',
      mobile: mobile.e164.slice(3),
    });
    expect(duplicate.statusCode).toBe(409);
  });

  it('sends mobile numbers in the audit trail masked to their last four digits', async () => {
    const first = uniquePhone();
    const second = uniquePhone();
    const { member } = (
      await admin.as('POST', '/api/staff/admin/employees', { name: 'Masked Meena', mobile: first.e164.slice(3) })
    ).json();
    await admin.as('POST', `/api/staff/admin/employees/${member.id}`, { mobile: second.e164.slice(3) });

    const response = await admin.as('GET', '/api/staff/admin/audit');
    const [changed, created] = response.json().items;
    expect(created).toMatchObject({ action: 'staff.create', after: { phone: `••••• •${first.e164.slice(-4)}` } });
    expect(changed).toMatchObject({
      action: 'staff.update',
      before: { phone: `••••• •${first.e164.slice(-4)}`, name: 'Masked Meena' },
      after: { phone: `••••• •${second.e164.slice(-4)}` },
    });
    // The whole numbers never leave the server, in any field.
    for (const { e164 } of [first, second]) {
      expect(response.body).not.toContain(e164.slice(3));
    }
  });

  it('adds and deducts whole Credits with a reason, never below zero, once per key', async () => {
    const person = await signUp(t.app, t.config, { name: 'Adjusted Anil', userType: 'Employer' });
    const found = (await admin.as('GET', '/api/staff/admin/wallets?q=Adjusted%20Anil')).json().wallets;
    expect(found).toMatchObject([{ id: person.userId, walletBalance: 500, creditsPaise: 50_000 }]);

    const key = randomUUID();
    const added = await adjust(
      person.userId,
      { direction: 'add', credits: 100, reason: 'Goodwill for app outage' },
      key,
    );
    expect(added.json()).toMatchObject({
      message: 'Wallet updated. New balance: 600 Credits.',
      wallet: { walletBalance: 600 },
    });
    expect(
      (await adjust(person.userId, { direction: 'add', credits: 100, reason: 'Goodwill for app outage' }, key)).json(),
    ).toEqual(added.json());
    const tooMuch = await adjust(person.userId, { direction: 'deduct', credits: 601, reason: 'Correction' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Insufficient balance! Cannot deduct more credits than available.');
    for (const credits of [0, -5, 2.5]) {
      const bad = await adjust(person.userId, { direction: 'add', credits, reason: 'Bad' });
      expect(bad.json().message).toBe('Enter a valid positive number.');
    }
    const noReason = await adjust(person.userId, { direction: 'add', credits: 5, reason: '' });
    expect(noReason.statusCode).toBe(400);
    const deducted = await adjust(person.userId, { direction: 'deduct', credits: 600, reason: 'Refund reversed' });
    expect(deducted.json().wallet.walletBalance).toBe(0);
    expect(await asPerson(t.app, person.token).wallet()).toMatchObject({ creditsPaise: 0 });

    const audit = (await admin.as('GET', '/api/staff/admin/audit')).json().items;
    expect(audit[0]).toMatchObject({
      action: 'wallet.adjust',
      targetId: person.userId,
      reason: 'Refund reversed',
      staff: { id: admin.id },
      // Balances only: the person's name and number are not copied into the audit trail.
      before: { walletBalance: 600 },
      after: { walletBalance: 0 },
    });
    expect(audit[0].before).not.toHaveProperty('mobile');
    expect((await employee.as('POST', `/api/staff/admin/wallets/${person.userId}/adjust`, {})).statusCode).toBe(403);
  });

  it('blocks and unblocks a person directly', async () => {
    const worker = await completeProfile(t.app, t.config, {
      name: 'Blocked Bala',
      userType: 'Labourer',
      skills: 'Painter',
    });
    const employer = await signUp(t.app, t.config, { name: 'Searcher', userType: 'Employer' });
    const found = async () =>
      (await asPerson(t.app, employer.token).get('/api/search/profiles?q=Blocked%20Bala'))
        .json()
        .profiles.map((p: { id: string }) => p.id);
    expect(await found()).toContain(worker.userId);
    expect(
      (await admin.as('POST', `/api/staff/admin/people/${worker.userId}/block`, { reason: 'Abuse' })).json().message,
    ).toBe('Profile blocked.');
    expect(await found()).not.toContain(worker.userId);
    expect((await asPerson(t.app, employer.token).unlock(worker.userId)).statusCode).toBe(403);
    await admin.as('POST', `/api/staff/admin/people/${worker.userId}/unblock`, {});
    expect(await found()).toContain(worker.userId);
  });

  it('lists transactions, mediation requests and people added: search, date range, newest first, paging', async () => {
    const worker = await completeProfile(t.app, t.config, { name: 'Table Tilak', userType: 'Labourer' });
    const employer = await signUp(t.app, t.config, { name: 'Table Tanvi', userType: 'Employer' });
    const api = asPerson(t.app, employer.token);
    await api.unlock(worker.userId);
    await api.post('/api/mediation-requests', { labourerId: worker.userId, location: 'Kota', salary: 550 });

    const transactions = (await admin.as('GET', '/api/staff/admin/transactions?q=Table%20Tanvi')).json().items;
    expect(transactions[0]).toMatchObject({
      type: 'credit',
      amountPaise: 1500,
      fromUser: { name: 'Table Tanvi' },
      toUser: { name: 'Table Tilak' },
    });
    expect(transactions[1]).toMatchObject({
      type: 'money_add',
      kind: 'welcome_credits',
      user: { name: 'Table Tanvi' },
      creditsBeforePaise: 0,
      creditsAfterPaise: 50_000,
    });
    // The date filter reads days in India's time, as staff in India mean them: after 18:30 UTC it is tomorrow there.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(
      (await admin.as('GET', `/api/staff/admin/transactions?q=Table%20Tanvi&from=${today}&to=${today}`)).json().items,
    ).toHaveLength(2);
    expect((await admin.as('GET', '/api/staff/admin/transactions?q=Table%20Tanvi&to=2020-01-01')).json().items).toEqual(
      [],
    );

    const mediation = (await admin.as('GET', '/api/staff/admin/mediation-requests?q=Table%20Tanvi')).json().items;
    expect(mediation).toMatchObject([{ employer: { name: 'Table Tanvi' }, status: 'Pending', closedDate: null }]);

    // 30 transactions for paging: pages of 25 never repeat or skip.
    const richer = await signUp(t.app, t.config, { name: 'Paging Pooja', userType: 'Employer' });
    for (let i = 0; i < 29; i += 1)
      await adjust(richer.userId, { direction: 'add', credits: 1, reason: `Page test ${i}` });
    const first = (await admin.as('GET', '/api/staff/admin/transactions?q=Paging%20Pooja')).json();
    expect(first.items).toHaveLength(25);
    const second = (
      await admin.as('GET', `/api/staff/admin/transactions?q=Paging%20Pooja&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((item: { transactionId: string }) => item.transactionId);
    expect(new Set(ids).size).toBe(30);
    const dates = [...first.items, ...second.items].map((item: { date: string }) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('shows people added by staff and unfinished money', async () => {
    const mobile = uniquePhone();
    await employee.as('POST', '/api/staff/people/otp', {
      name: 'Added Ajay',
      mobile: mobile.e164.slice(3),
      userType: 'Labourer',
      language: 'en',
    });
    await employee.as('POST', '/api/staff/people', {
      name: 'Added Ajay',
      mobile: mobile.e164.slice(3),
      userType: 'Labourer',
      language: 'en',
      otp: latestCode(outboxFile(t.config), mobile.e164),
    });
    const added = (await admin.as('GET', '/api/staff/admin/people-added?type=Labourer&q=Added%20Ajay')).json().items;
    expect(added).toMatchObject([
      { name: 'Added Ajay', mobile: mobile.e164, addedBy: { staffCode: employee.staffCode } },
    ]);
    expect((await admin.as('GET', '/api/staff/admin/people-added?type=Employer&q=Added%20Ajay')).json().items).toEqual(
      [],
    );

    const payer = await signUp(t.app, t.config, { name: 'Unfinished Uma', userType: 'Employer' });
    const order = (await asPerson(t.app, payer.token).post('/api/wallet/recharges', { amountPaise: 5_000 })).json();
    const unfinished = (await admin.as('GET', '/api/staff/admin/incomplete-transactions')).json();
    expect(unfinished.recharges.map((r: { orderId: string }) => r.orderId)).toContain(order.orderId);
    await t.db.database.db.execute(sql`select 1`);
  });
});
