// Paid contact unlock: welcome Credits, the ₹15 split, once per pair, concurrency, idempotency, refusals.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { databaseErrorCode } from '../../db/database-errors.js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson, expectLedgerBalanced } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';

describe.each(databaseKinds)('contact unlock on %s', (kind) => {
  const t = useTestApp(kind);
  let worker: { token: string; userId: string; phone: string };

  beforeAll(async () => {
    worker = await completeProfile(t.app, t.config, { name: 'Mohan Lal', userType: 'Labourer', skills: 'Mason' });
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.db.database);
  });

  const newEmployer = async () => {
    const employer = await signUp(t.app, t.config, { name: 'Asha Builders', userType: 'Employer' });
    return { ...employer, api: asPerson(t.app, employer.token) };
  };

  it('gives every new account ₹500 of Credits and no Earnings', async () => {
    const employer = await newEmployer();
    expect(await employer.api.wallet()).toEqual({ success: true, creditsPaise: 50_000, earningsPaise: 0 });
    const history = (await employer.api.get('/api/wallet/transactions')).json();
    expect(history.items).toMatchObject([
      { type: 'Credited', amountPaise: 50_000, account: 'credits', kind: 'welcome_credits' },
    ]);
  });

  it('charges ₹15 once: ₹10 to the worker, the number to the employer, free afterwards', async () => {
    const employer = await newEmployer();
    const workerApi = asPerson(t.app, worker.token);
    const before = await workerApi.wallet();
    expect((await employer.api.get(`/api/contacts/${worker.userId}`)).json()).toMatchObject({
      unlocked: false,
      pricePaise: 1500,
      workerSharePaise: 1000,
    });
    expect((await employer.api.get(`/api/contacts/${worker.userId}`)).json().contactNumber).toBeUndefined();

    const first = await employer.api.unlock(worker.userId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      contactNumber: worker.phone,
      chargedPaise: 1500,
      creditsPaise: 48_500,
    });
    expect((await workerApi.wallet()).earningsPaise).toBe(before.earningsPaise + 1000);

    const again = await employer.api.unlock(worker.userId);
    expect(again.json()).toMatchObject({ contactNumber: worker.phone, chargedPaise: 0, creditsPaise: 48_500 });
    expect((await employer.api.get(`/api/contacts/${worker.userId}`)).json()).toMatchObject({
      unlocked: true,
      contactNumber: worker.phone,
    });

    const viewers = (await workerApi.get('/api/contacts/viewers')).json().viewers;
    expect(viewers.map((viewer: { employerId: string }) => viewer.employerId)).toContain(employer.userId);
    const earning = (await workerApi.get('/api/wallet/transactions')).json().items[0];
    expect(earning).toMatchObject({
      type: 'Credited',
      amountPaise: 1000,
      account: 'earnings',
      kind: 'contact_earning',
    });
  });

  it('lets ₹500 pay for exactly 33 of 40 unlocks fired at once, leaving ₹5, never below zero', async () => {
    const workers = [];
    for (let i = 0; i < 40; i += 1) {
      workers.push(await completeProfile(t.app, t.config, { name: `Worker ${i}`, userType: 'Labourer' }));
    }
    const employer = await newEmployer();
    const answers = await Promise.all(workers.map((w) => employer.api.unlock(w.userId)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(33);
    expect(statuses.filter((status) => status === 402)).toHaveLength(7);
    expect(answers.find((answer) => answer.statusCode === 402)?.json().message).toBe(
      'Not enough Credits to view this contact. Recharge your wallet first.',
    );
    expect((await employer.api.wallet()).creditsPaise).toBe(500);
  });

  it('charges once for 20 unlocks of the same worker at once', async () => {
    const employer = await newEmployer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => employer.api.unlock(worker.userId)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json().chargedPaise === 1500)).toHaveLength(1);
    expect((await employer.api.wallet()).creditsPaise).toBe(48_500);
  });

  it('replays an Idempotency-Key and refuses it for a different worker (409)', async () => {
    const employer = await newEmployer();
    const other = await completeProfile(t.app, t.config, { name: 'Other Worker', userType: 'Labourer' });
    const key = randomUUID();
    const first = await employer.api.unlock(worker.userId, key);
    const replay = await employer.api.unlock(worker.userId, key);
    expect(replay.json()).toEqual(first.json());
    const changed = await employer.api.unlock(other.userId, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('This Idempotency-Key was already used for a different request.');
    expect((await employer.api.wallet()).creditsPaise).toBe(48_500);

    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/contacts/${worker.userId}/unlock`,
      headers: { authorization: `Bearer ${employer.token}` },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a blocked employer inside the database too (a session cached elsewhere cannot buy)', async () => {
    const employer = await newEmployer();
    await t.db.database.db.execute(sql`update users set blocked_at = now() where id = ${employer.userId}`);
    const attempt = t.db.database.db.execute(
      sql`select unlock_contact(${employer.userId}::uuid, ${worker.userId}::uuid, 1500, 1000, ${randomUUID()}, 'x')`,
    );
    await expect(attempt).rejects.toSatisfy((error: unknown) => databaseErrorCode(error) === 'KS423');
    await t.db.database.db.execute(sql`update users set blocked_at = null where id = ${employer.userId}`);
  });

  it('tells the worker in the unlock itself: an unlock whose notice cannot be written is not kept or charged', async () => {
    const employer = await newEmployer();
    const other = await completeProfile(t.app, t.config, {
      name: 'Ramesh Kumar',
      userType: 'Labourer',
      skills: 'Tiler',
    });
    const db = t.db.database.db;
    // For a moment the inbox refuses every new entry, as a failing write would.
    await db.execute(sql`create function refuse_notice() returns trigger language plpgsql as $$
      begin raise exception 'inbox unavailable'; end $$`);
    await db.execute(sql`create trigger refuse_notice before insert on notifications
      for each row execute function refuse_notice()`);
    try {
      expect((await employer.api.unlock(other.userId)).statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_notice on notifications`);
      await db.execute(sql`drop function refuse_notice()`);
    }
    expect((await employer.api.wallet()).creditsPaise).toBe(50_000);
    expect((await employer.api.get(`/api/contacts/${other.userId}`)).json()).toMatchObject({ unlocked: false });

    const retried = await employer.api.unlock(other.userId);
    expect(retried.json()).toMatchObject({ chargedPaise: 1500, creditsPaise: 48_500 });
    const inbox = (await asPerson(t.app, other.token).get('/api/me/notifications')).json();
    expect(inbox.items.map((entry: { kind: string }) => entry.kind)).toEqual(['contact_unlocked']);
  });

  it('refuses Labourers, incomplete profiles, employers and demo people, charging nothing', async () => {
    const employer = await newEmployer();
    const labourerApi = asPerson(t.app, worker.token);
    const byLabourer = await labourerApi.unlock(employer.userId);
    expect(byLabourer.statusCode).toBe(403);
    expect(byLabourer.json().message).toBe('Only employers can view contact numbers.');

    const incomplete = await signUp(t.app, t.config, { name: 'New Worker', userType: 'Labourer' });
    const otherEmployer = await newEmployer();
    for (const target of [incomplete.userId, otherEmployer.userId]) {
      const refused = await employer.api.unlock(target);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('This contact cannot be viewed.');
    }
    const demo = await t.db.database.db.execute(
      `insert into users (name, phone, role, is_demo, profile_completed_at) values ('Demo', '+916000000001', 'Labourer', true, now()) returning id`,
    );
    const demoId = (demo as unknown as { rows: { id: string }[] }).rows[0]?.id as string;
    const forDemo = await employer.api.unlock(demoId);
    expect(forDemo.statusCode).toBe(403);
    expect(forDemo.json().message).toBe('This is a sample profile. It has no real number.');
    expect((await employer.api.unlock(randomUUID())).statusCode).toBe(404);
    expect((await employer.api.wallet()).creditsPaise).toBe(50_000);
  });
});

describe('welcome credits turned off', () => {
  const t = useTestApp('pglite', { WELCOME_CREDITS_RUPEES: '0' });

  it('opens an empty wallet, and an unlock without Credits is refused with 402', async () => {
    const employer = await signUp(t.app, t.config, { name: 'No Grant', userType: 'Employer' });
    const worker = await completeProfile(t.app, t.config, { name: 'Some Worker', userType: 'Labourer' });
    const api = asPerson(t.app, employer.token);
    expect(await api.wallet()).toEqual({ success: true, creditsPaise: 0, earningsPaise: 0 });
    expect((await api.get('/api/wallet/transactions')).json().items).toEqual([]);
    const refused = await api.unlock(worker.userId);
    expect(refused.statusCode).toBe(402);
    expect((await api.get(`/api/contacts/${worker.userId}`)).json().unlocked).toBe(false);
    await expectLedgerBalanced(t.db.database);
  });
});
