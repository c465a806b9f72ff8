// Delete my account: after a code to the person's own phone their personal data is gone everywhere it was
// kept, they vanish from search at once, their tokens die, and the ledger still adds up.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { outboxFile, signUp } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson, expectLedgerBalanced } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { latestCode, outboxMessages } from '../../../test/support/sms-outbox.js';
import { testDatabaseUrl } from '../../../test/support/services.js';
import { signInStaff } from '../../../test/support/staff-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';

// ₹60 unlocks with a ₹50 share, so one unlock gives a worker enough Earnings for a transfer.
describe.each(databaseKinds)('account deletion on %s', (kind) => {
  // Search answers are kept (as in production), so vanishing at once is tested through the cache.
  const t = useTestApp(kind, {
    CONTACT_UNLOCK_PRICE_RUPEES: '60',
    WORKER_SHARE_RUPEES: '50',
    SEARCH_CACHE_SECONDS: '30',
  });

  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<T>(t.db.database.db, query);

  async function deletionCode(token: string, phone: string) {
    const sent = await asPerson(t.app, token).post('/api/me/delete/otp');
    expect(sent.statusCode).toBe(200);
    return latestCode(outboxFile(t.config), phone);
  }

  it('erases the person everywhere after the code, keeps the ledger whole and lets the number sign up again', async () => {
    const worker = await completeProfile(t.app, t.config, {
      name: 'Vanishing Vimla',
      userType: 'Labourer',
      skills: 'Tailor',
      location: 'Nagpur, Maharashtra',
    });
    const workerApi = asPerson(t.app, worker.token);
    const employer = await signUp(t.app, t.config, { name: 'Keeping Kiran', userType: 'Employer' });
    const employerApi = asPerson(t.app, employer.token);
    const unlockKey = randomUUID();
    expect((await employerApi.unlock(worker.userId, unlockKey)).json().contactNumber).toBe(worker.phone);
    // Staff once recorded her details: an edit keeps a before-snapshot with her name and number.
    const employee = await signInStaff(t.app, t.config, t.db.database, 'Employee');
    expect(
      (await employee.as('POST', `/api/staff/people/${worker.userId}`, { workExperience: '4 years' })).statusCode,
    ).toBe(200);
    // An Admin corrected her wallet: the stored answer and the audit row are about her too.
    const admin = await signInStaff(t.app, t.config, t.db.database, 'Admin');
    const adjusted = await t.app.inject({
      method: 'POST',
      url: `/api/staff/admin/wallets/${worker.userId}/adjust`,
      headers: { authorization: `Bearer ${admin.token}`, 'idempotency-key': randomUUID() },
      payload: { direction: 'add', credits: 5, reason: 'goodwill' },
    });
    expect(adjusted.statusCode).toBe(200);
    const search = () => employerApi.get('/api/search/profiles?q=vimla');
    expect((await search()).json().profiles.map((p: { id: string }) => p.id)).toEqual([worker.userId]);
    const [photo] = await rows<{ photo_key: string }>(
      sql`select photo_key from profiles where user_id = ${worker.userId}`,
    );
    const photoFile = path.join(t.config.mediaDir, photo?.photo_key ?? 'missing');
    expect(existsSync(photoFile)).toBe(true);

    const code = await deletionCode(worker.token, worker.phone);
    expect(outboxMessages(outboxFile(t.config)).at(-1)?.body).toContain('DELETE your KaamSetu account');
    const wrong = await workerApi.post('/api/me/delete', { otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await workerApi.get('/api/users/protected')).statusCode).toBe(200);

    const deleted = await workerApi.post('/api/me/delete', { otp: code });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Your account and your personal details have been deleted.');

    // Tokens die; the profile, the search answer (cached a moment ago) and the number are gone.
    expect((await workerApi.get('/api/users/protected')).statusCode).toBe(401);
    expect((await workerApi.get('/api/me/export')).statusCode).toBe(401);
    expect((await search()).json().profiles).toEqual([]);
    expect((await employerApi.get(`/api/profiles/${worker.userId}`)).statusCode).toBe(404);
    expect((await employerApi.get(`/api/contacts/${worker.userId}`)).statusCode).toBe(404);
    const replay = await employerApi.unlock(worker.userId, unlockKey);
    expect(replay.statusCode).toBeGreaterThanOrEqual(400);
    expect(replay.body).not.toContain(worker.phone);
    expect(existsSync(photoFile)).toBe(false);

    const [account] = await rows<{ name: string; phone: string | null; deleted: boolean }>(
      sql`select name, phone, deleted_at is not null as deleted from users where id = ${worker.userId}`,
    );
    expect(account).toEqual({ name: '', phone: null, deleted: true });
    const digits = worker.phone.slice(3);
    const [traces] = await rows<{ count: number }>(
      sql`select (
            (select count(*) from profiles where user_id = ${worker.userId}) +
            (select count(*) from notifications where user_id = ${worker.userId}) +
            (select count(*) from notification_outbox where user_id = ${worker.userId}) +
            (select count(*) from profile_views where profile_user_id = ${worker.userId} or viewer_user_id = ${worker.userId}) +
            (select count(*) from otp_challenges c where row_to_json(c)::text like ${`%${digits}%`}) +
            (select count(*) from auth_failures f where row_to_json(f)::text like ${`%${digits}%`}) +
            (select count(*) from welcome_grants g where row_to_json(g)::text like ${`%${digits}%`}) +
            (select count(*) from idempotency_keys where response_body::text similar to ${`%(${digits}|Vimla)%`}) +
            (select count(*) from search_vocabulary where word in ('vimla', 'vanishing')) +
            (select count(*) from staff_audit where coalesce(before::text, '') || coalesce(after::text, '') similar to ${`%(${digits}|Vimla|Nagpur)%`})
          )::int as count`,
    );
    expect(traces?.count).toBe(0);
    // Who did what stays in the audit trail, without her details.
    const audit = await rows<{ action: string }>(
      sql`select action from staff_audit where target_id = ${worker.userId}`,
    );
    expect(audit.map((row) => row.action).sort()).toEqual(['person.update', 'wallet.adjust']);

    // The money she earned stays in the ledger under her pseudonymous id, and everything still balances.
    const [earnings] = await rows<{ balance_paise: number | string }>(
      sql`select balance_paise from ledger_accounts where owner_id = ${worker.userId} and kind = 'earnings'`,
    );
    expect(Number(earnings?.balance_paise)).toBe(5_000);
    await expectLedgerBalanced(t.db.database);

    // The number is free for a new account, but the welcome Credits come once per number, ever: deleting
    // and signing up again must not farm them into Earnings through a colluding worker.
    const again = await signUp(t.app, t.config, { name: 'Vimla Again', userType: 'Labourer', phone: worker.phone });
    expect(again.userId).not.toBe(worker.userId);
    const wallet = await asPerson(t.app, again.token).get('/api/wallet');
    expect(wallet.json()).toMatchObject({ creditsPaise: 0 });
    const fresh = await signUp(t.app, t.config, { name: 'First Timer', userType: 'Labourer' });
    expect((await asPerson(t.app, fresh.token).get('/api/wallet')).json()).toMatchObject({ creditsPaise: 50_000 });
  });

  it("ends a deleted Employer's open posts and a deleted worker's waiting applications", async () => {
    const employer = await completeProfile(t.app, t.config, {
      name: 'Leaving Lalit',
      userType: 'Employer',
      location: 'Jaipur',
    });
    const other = await completeProfile(t.app, t.config, { name: 'Staying Sunil', userType: 'Employer' });
    const worker = await completeProfile(t.app, t.config, {
      name: 'Leaving Lata',
      userType: 'Labourer',
      skills: 'Mason',
      location: 'Jaipur',
    });
    const tomorrow = new Date(t.clock.now().getTime() + 36 * 60 * 60_000).toISOString().slice(0, 10);
    const postJob = async (who: { token: string }) => {
      const posted = await asPerson(t.app, who.token).post('/api/jobs', {
        title: 'Two masons for a boundary wall',
        trade: 'mason',
        wagePaise: 900_00,
        wagePer: 'day',
        placeId: 1269515,
        startsOn: tomorrow,
        workers: 2,
      });
      expect(posted.statusCode).toBe(201);
      return posted.json().job.id as string;
    };
    const leavingJob = await postJob(employer);
    const stayingJob = await postJob(other);
    expect((await asPerson(t.app, worker.token).post(`/api/jobs/${stayingJob}/apply`)).statusCode).toBe(201);

    for (const person of [employer, worker]) {
      const code = await deletionCode(person.token, person.phone);
      expect((await asPerson(t.app, person.token).post('/api/me/delete', { otp: code })).statusCode).toBe(200);
    }
    const [job] = await rows<{ status: string; close_reason: string }>(
      sql`select status, close_reason from jobs where id = ${leavingJob}`,
    );
    expect(job).toEqual({ status: 'closed', close_reason: 'account-deleted' });
    const [application] = await rows<{ status: string }>(
      sql`select status from job_applications where job_id = ${stayingJob}`,
    );
    expect(application).toEqual({ status: 'withdrawn' });
    const mine = (await asPerson(t.app, other.token).get('/api/jobs/mine')).json().jobs;
    expect(mine).toMatchObject([{ id: stayingJob, status: 'open' }]);
  });

  it('waits for a transfer on its way to UPI, and erases nothing meanwhile', async () => {
    const worker = await completeProfile(t.app, t.config, {
      name: 'Paid Pooja',
      userType: 'Labourer',
      skills: 'Cook',
      location: 'Pune, Maharashtra',
    });
    const employer = await signUp(t.app, t.config, { name: 'Paying Prakash', userType: 'Employer' });
    expect((await asPerson(t.app, employer.token).unlock(worker.userId)).statusCode).toBe(200);
    const workerApi = asPerson(t.app, worker.token);
    const payout = await workerApi.post(
      '/api/wallet/payouts',
      { amountPaise: 5_000, upiId: 'pooja@okaxis' },
      { 'idempotency-key': randomUUID() },
    );
    expect(payout.statusCode).toBe(200);

    const refused = await workerApi.post('/api/me/delete', { otp: await deletionCode(worker.token, worker.phone) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'A transfer to your UPI is still in progress. Delete your account after it finishes.',
    );
    expect((await workerApi.get('/api/users/protected')).json().user.name).toBe('Paid Pooja');
    expect((await workerApi.get(`/api/profiles/${worker.userId}`)).statusCode).toBe(200);
  });

  it('refuses a request without a code, or without a session', async () => {
    const person = await signUp(t.app, t.config, { name: 'Careful Chetan', userType: 'Employer' });
    const api = asPerson(t.app, person.token);
    expect((await api.post('/api/me/delete', {})).statusCode).toBe(400);
    expect((await api.post('/api/me/delete', { otp: '12' })).statusCode).toBe(400);
    // No code was ever sent for deletion: a login code's digits do not count.
    expect((await api.post('/api/me/delete', { otp: '123456' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/me/delete/otp' })).statusCode).toBe(401);
    expect((await api.get('/api/users/protected')).statusCode).toBe(200);
  });
});

// Two requests racing need two connections: PostgreSQL only.
describe.runIf(testDatabaseUrl)('account deletion racing an unlock on postgres', () => {
  const t = useTestApp('postgres');

  it('lets an unlock already under way finish first, then erases the number it stored', async () => {
    const worker = await completeProfile(t.app, t.config, {
      name: 'Racing Rekha',
      userType: 'Labourer',
      skills: 'Cook',
      location: 'Pune, Maharashtra',
    });
    const first = await signUp(t.app, t.config, { name: 'First Farhan', userType: 'Employer' });
    expect((await asPerson(t.app, first.token).unlock(worker.userId)).statusCode).toBe(200);
    const second = await signUp(t.app, t.config, { name: 'Second Sunil', userType: 'Employer' });

    // Hold the worker's Earnings row, as another unlock in progress would, so this unlock stops half-way.
    const pool = (t.db.database.db as unknown as { $client: pg.Pool }).$client;
    const holder = await pool.connect();
    await holder.query('begin');
    await holder.query("select 1 from ledger_accounts where owner_id = $1 and kind = 'earnings' for update", [
      worker.userId,
    ]);
    const key = randomUUID();
    const unlocking = asPerson(t.app, second.token).unlock(worker.userId, key);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const workerApi = asPerson(t.app, worker.token);
    expect((await workerApi.post('/api/me/delete/otp')).statusCode).toBe(200);
    const deleting = workerApi.post('/api/me/delete', { otp: latestCode(outboxFile(t.config), worker.phone) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await holder.query('commit');
    holder.release();

    expect((await unlocking).statusCode).toBe(200);
    expect((await deleting).statusCode).toBe(200);
    const replay = await asPerson(t.app, second.token).unlock(worker.userId, key);
    expect(replay.body).not.toContain(worker.phone);
    const [stored] = await queryRows<{ count: number }>(
      t.db.database.db,
      sql`select count(*)::int as count from idempotency_keys where response_body::text like ${`%${worker.phone.slice(3)}%`}`,
    );
    expect(stored?.count).toBe(0);
    await expectLedgerBalanced(t.db.database);
  });
});
