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

  it('refuses an unknown or deactivated user id', async () => {
    const unknown = await post('/api/staff/employee/otp', { userId: 'EMP-9999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No active staff member has this user id.');

    await t.db.database.db.execute(sql`update staff_members set active = false where id = ${employee.id}`);
    expect((await post('/api/staff/employee/otp', { userId: employee.staffCode })).statusCode).toBe(404);
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
