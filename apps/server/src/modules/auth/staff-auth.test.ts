// Staff sign-in: Admins by passcode, Employees by staff user id, a code to the phone on record either way.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { outboxFile } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { latestCode, outboxMessages } from '../../../test/support/sms-outbox.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { createStaffMember, StaffAccountError } from './staff-accounts.service.js';
import type { StaffRow } from './staff.repository.js';

const ADMIN_PASSCODE = 'monsoon-ledger-42';

describe.each(databaseKinds)('staff sign-in on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: StaffRow;
  let employee: StaffRow;

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  beforeEach(async () => {
    await t.db.reset();
    t.clock.advance(3_600_000);
    admin = await createStaffMember(t.db.database.db, {
      name: 'Asha Rao',
      phone: '+919811111111',
      role: 'Admin',
      passcode: ADMIN_PASSCODE,
    });
    employee = await createStaffMember(t.db.database.db, {
      name: 'Ravi Kumar',
      phone: '+919822222222',
      role: 'Employee',
    });
  });

  it('gives staff readable user ids', () => {
    expect(admin.staffCode).toMatch(/^ADM-\d{4}$/);
    expect(employee.staffCode).toMatch(/^EMP-\d{4}$/);
  });

  it('signs an Admin in with passcode and the code sent to their phone', async () => {
    const sent = await post('/api/staff/admin/otp', { passcode: ADMIN_PASSCODE });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('OTP sent to your registered mobile number ••••• •1111.');
    expect(outboxMessages(outboxFile(t.config)).at(-1)?.to).toBe(admin.phone);

    const verified = await post('/api/staff/admin/verify', {
      passcode: ADMIN_PASSCODE,
      otp: latestCode(outboxFile(t.config), admin.phone),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ success: true, role: 'Admin' });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/staff/me',
      headers: { authorization: `Bearer ${verified.json().token}` },
    });
    expect(me.json()).toEqual({
      success: true,
      staff: { id: admin.id, name: 'Asha Rao', role: 'Admin', userId: admin.staffCode },
    });
  });

  it('refuses a wrong passcode without sending anything, and locks the network after 20 wrong tries', async () => {
    const sentBefore = outboxMessages(outboxFile(t.config)).length;
    const wrongOnce = await post('/api/staff/admin/otp', { passcode: 'guess-0' });
    expect(wrongOnce.statusCode).toBe(401);
    expect(wrongOnce.json().message).toBe('Wrong passcode.');
    expect(outboxMessages(outboxFile(t.config))).toHaveLength(sentBefore);

    for (let i = 1; i < 20; i += 1) await post('/api/staff/admin/otp', { passcode: `guess-${i}` });
    const locked = await post('/api/staff/admin/otp', { passcode: ADMIN_PASSCODE });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong passcodes. Try again in an hour.');
  });

  it('signs an Employee in with their user id, typed in any case', async () => {
    const userId = employee.staffCode.toLowerCase();
    expect((await post('/api/staff/employee/otp', { userId })).statusCode).toBe(200);
    const verified = await post('/api/staff/employee/verify', {
      userId,
      otp: latestCode(outboxFile(t.config), employee.phone),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().role).toBe('Employee');
  });

  it('answers an unknown, deactivated or Admin user id exactly as a real one, without texting anyone', async () => {
    // The outbox file is shared by the suite: only what this test sends counts.
    const earlier = outboxMessages(outboxFile(t.config)).length;
    const sentTo = () =>
      outboxMessages(outboxFile(t.config))
        .slice(earlier)
        .map((sms) => sms.to);
    const real = await post('/api/staff/employee/otp', { userId: employee.staffCode });
    expect(real.statusCode).toBe(200);
    // No digits of the staff phone: the answer must not help anyone find out whose code it is.
    expect(real.json().message).toBe(
      'If this is an active Employee user id, an OTP has been sent to its registered mobile number.',
    );
    expect(real.json().message).not.toMatch(/\d/);
    expect(sentTo()).toEqual([employee.phone]);

    await t.db.database.db.execute(sql`update staff_members set active = false where id = ${employee.id}`);
    for (const userId of ['EMP-9999', employee.staffCode, admin.staffCode]) {
      const answer = await post('/api/staff/employee/otp', { userId });
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({
        status: real.statusCode,
        body: real.json(),
      });
    }
    expect(sentTo()).toEqual([employee.phone]);
  });

  it("never signs an Admin in through the Employee portal, even when the network is locked out of the Admin's", async () => {
    const earlier = outboxMessages(outboxFile(t.config)).length;
    for (let i = 0; i < 20; i += 1) await post('/api/staff/admin/otp', { passcode: `guess-${i}` });
    expect((await post('/api/staff/admin/otp', { passcode: ADMIN_PASSCODE })).statusCode).toBe(429);

    expect((await post('/api/staff/employee/otp', { userId: admin.staffCode })).statusCode).toBe(200);
    expect(outboxMessages(outboxFile(t.config)).slice(earlier)).toHaveLength(0);
    for (const otp of ['000000', '123456']) {
      const verified = await post('/api/staff/employee/verify', { userId: admin.staffCode, otp });
      expect(verified.statusCode).toBe(400);
      expect(verified.json()).not.toHaveProperty('token');
      expect(verified.json().message).toBe('This OTP did not work. Check your user id and ask for a new OTP.');
    }
  });

  it("does not open the Employee portal with an Admin's real code", async () => {
    await post('/api/staff/admin/otp', { passcode: ADMIN_PASSCODE });
    const otp = latestCode(outboxFile(t.config), admin.phone);
    const verified = await post('/api/staff/employee/verify', { userId: admin.staffCode, otp });
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).not.toHaveProperty('token');
    // The Admin's own portal still takes it.
    const own = await post('/api/staff/admin/verify', { passcode: ADMIN_PASSCODE, otp });
    expect(own.json()).toMatchObject({ success: true, role: 'Admin' });
  });

  it('checks no more than 20 passcodes from one network however many arrive at once', async () => {
    const earlier = outboxMessages(outboxFile(t.config)).length;
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => post('/api/staff/admin/otp', { passcode: `parallel-guess-${i}` })),
    );
    const statuses = guesses.map((answer) => answer.statusCode);
    // 401 is a passcode that was checked and found wrong; 429 one refused before any check.
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    // The hour's tries are used up: even the right passcode is refused now, and nothing was sent.
    const afterwards = await post('/api/staff/admin/otp', { passcode: ADMIN_PASSCODE });
    expect(afterwards.statusCode).toBe(429);
    expect(outboxMessages(outboxFile(t.config)).slice(earlier)).toHaveLength(0);
  }, 60_000);

  it('gives a try back when the passcode is right, so an Admin who types it well is never locked out', async () => {
    for (let i = 0; i < 19; i += 1) await post('/api/staff/admin/otp', { passcode: `guess-${i}` });
    for (let i = 0; i < 3; i += 1) {
      t.clock.advanceSeconds(31);
      expect((await post('/api/staff/admin/otp', { passcode: ADMIN_PASSCODE })).statusCode).toBe(200);
    }
  });

  it('ends a staff session at logout and when the staff member is deactivated', async () => {
    const signIn = async () => {
      t.clock.advanceSeconds(31);
      await post('/api/staff/employee/otp', { userId: employee.staffCode });
      const verified = await post('/api/staff/employee/verify', {
        userId: employee.staffCode,
        otp: latestCode(outboxFile(t.config), employee.phone),
      });
      return verified.json().token as string;
    };
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/staff/me', headers: { authorization: `Bearer ${token}` } });

    const first = await signIn();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/staff/logout',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);

    const second = await signIn();
    expect((await me(second)).statusCode).toBe(200);
    await t.db.database.db.execute(sql`update staff_members set active = false where id = ${employee.id}`);
    expect((await me(second)).statusCode).toBe(401);
  });

  it('refuses a second Admin with the same passcode or the same phone', async () => {
    await expect(
      createStaffMember(t.db.database.db, {
        name: 'Other',
        phone: '+919833333333',
        role: 'Admin',
        passcode: ADMIN_PASSCODE,
      }),
    ).rejects.toThrow(StaffAccountError);
    await expect(
      createStaffMember(t.db.database.db, { name: 'Dup', phone: admin.phone, role: 'Employee' }),
    ).rejects.toThrow(StaffAccountError);
    await expect(
      createStaffMember(t.db.database.db, {
        name: 'Short',
        phone: '+919844444444',
        role: 'Admin',
        passcode: 'short',
      }),
    ).rejects.toThrow(/at least 8/);
  });

  it('stores the passcode only as a scrypt hash', async () => {
    const [row] = await queryRows<{ passcode_hash: string }>(
      t.db.database.db,
      sql`select passcode_hash from staff_members where id = ${admin.id}`,
    );
    expect(row?.passcode_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row?.passcode_hash).not.toContain(ADMIN_PASSCODE);
  });
});
