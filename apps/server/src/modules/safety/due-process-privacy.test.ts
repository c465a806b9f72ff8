// Due process and the privacy rights: a person's warnings, suspensions and appeals are in Download my data,
// and deleting the account erases their words (the appeal they wrote, the reasons staff wrote about them).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { outboxFile } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { latestCode } from '../../../test/support/sms-outbox.js';
import { signInStaff, type SignedInStaff } from '../../../test/support/staff-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';

describe.each(databaseKinds)('due process in the export and the erasure on %s', (kind) => {
  const t = useTestApp(kind);
  let employee: SignedInStaff;
  let admin: SignedInStaff;

  beforeAll(async () => {
    employee = await signInStaff(t.app, t.config, t.db.database, 'Employee');
    admin = await signInStaff(t.app, t.config, t.db.database, 'Admin');
  });

  it('shows the warning, the suspension and the appeal in the export, and erases their words with the account', async () => {
    const boss = await completeProfile(t.app, t.config, { name: 'Appealing Arjun Works', userType: 'Employer' });
    const api = asPerson(t.app, boss.token);
    expect(
      (await employee.as('POST', `/api/staff/people/${boss.userId}/warn`, { reason: 'Asked for a joining fee' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin.as('POST', `/api/staff/people/${boss.userId}/suspend`, { reason: 'Asked three workers for fees' }))
        .statusCode,
    ).toBe(200);
    const appealText = 'I never asked anyone for money, please call my site manager.';
    expect((await api.post('/api/appeals', { text: appealText })).statusCode).toBe(201);

    const exported = await api.get('/api/me/export');
    expect(exported.statusCode).toBe(200);
    const { dueProcess } = exported.json();
    expect(dueProcess.sanctions).toMatchObject([
      { kind: 'warning', reason: 'Asked for a joining fee', liftedAt: null },
      { kind: 'suspension', reason: 'Asked three workers for fees', liftedAt: null },
    ]);
    expect(dueProcess.appeals).toMatchObject([
      { sanctionId: dueProcess.sanctions[1].id, text: appealText, status: 'pending', decidedAt: null },
    ]);

    // Deleting is one of the rights a suspended person keeps.
    expect((await api.post('/api/me/delete/otp')).statusCode).toBe(200);
    const code = await latestCode(outboxFile(t.config), boss.phone);
    expect((await api.post('/api/me/delete', { otp: code })).statusCode).toBe(200);

    const words = await queryRows<{ words: string }>(
      t.db.database.db,
      sql`select reason as words from sanctions where person_id = ${boss.userId}
          union all select text from appeals where person_id = ${boss.userId}`,
    );
    // The rows stay for the staff audit that points at them; nothing the person or staff wrote is left.
    expect(words).toHaveLength(3);
    expect(words.every((row) => row.words === '')).toBe(true);
  });
});
