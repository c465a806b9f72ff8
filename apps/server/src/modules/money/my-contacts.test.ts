// My contacts (issue 21): an Employer's paid-for numbers, newest first, in pages; nobody else's unlocks; refused
// to a Labourer; a page link that is not one is a 400.
import { MY_CONTACTS_PAGE_SIZE } from '@kaamsetu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';

interface ContactsPage {
  items: { profileId: string; name: string; phone: string; unlockedAt: string }[];
  nextCursor: string | null;
}

describe.each(databaseKinds)('GET /api/me/contacts on %s', (kind) => {
  const t = useTestApp(kind);
  // One more worker than a page holds, in the order they were unlocked.
  const workers: { userId: string; phone: string; name: string }[] = [];

  beforeAll(async () => {
    for (let i = 0; i <= MY_CONTACTS_PAGE_SIZE; i += 1) {
      const name = `Worker Number ${i}`;
      const worker = await completeProfile(t.app, t.config, { name, userType: 'Labourer', skills: 'Mason' });
      workers.push({ ...worker, name });
    }
  });

  const newEmployer = async () => {
    const employer = await signUp(t.app, t.config, { name: 'Asha Builders', userType: 'Employer' });
    return asPerson(t.app, employer.token);
  };

  const contacts = async (api: ReturnType<typeof asPerson>, cursor?: string): Promise<ContactsPage> => {
    const response = await api.get(`/api/me/contacts${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('lists every worker the Employer paid for, newest first, a page at a time, with name, number and date', async () => {
    const employer = await newEmployer();
    expect(await contacts(employer)).toEqual({ success: true, items: [], nextCursor: null });

    for (const worker of workers) expect((await employer.unlock(worker.userId)).statusCode).toBe(200);
    // Unlocking again charges nothing and adds no second entry.
    await employer.unlock(workers[0]!.userId);

    const first = await contacts(employer);
    expect(first.items).toHaveLength(MY_CONTACTS_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const second = await contacts(employer, first.nextCursor!);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(all.map((item) => item.profileId)).toEqual(workers.map((worker) => worker.userId).reverse());
    const newest = workers.at(-1)!;
    expect(all[0]).toEqual({
      profileId: newest.userId,
      name: newest.name,
      phone: newest.phone,
      unlockedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const times = all.map((item) => Date.parse(item.unlockedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows only the caller’s own unlocks', async () => {
    const asha = await newEmployer();
    const ravi = await newEmployer();
    await asha.unlock(workers[1]!.userId);
    await ravi.unlock(workers[2]!.userId);
    await ravi.unlock(workers[3]!.userId);

    expect((await contacts(asha)).items.map((item) => item.profileId)).toEqual([workers[1]!.userId]);
    expect((await contacts(ravi)).items.map((item) => item.profileId)).toEqual([
      workers[3]!.userId,
      workers[2]!.userId,
    ]);
  });

  it('refuses a Labourer, a page link that is not one, and nobody signed in', async () => {
    const labourer = asPerson(t.app, (await signUp(t.app, t.config, { name: 'Mohan', userType: 'Labourer' })).token);
    const refused = await labourer.get('/api/me/contacts');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Only employers can view contact numbers.',
      error: { code: 'FORBIDDEN' },
    });

    const employer = await newEmployer();
    for (const cursor of ['not-a-cursor', Buffer.from('[1,2]').toString('base64url'), 'x'.repeat(201)]) {
      const response = await employer.get(`/api/me/contacts?cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/me/contacts' })).statusCode).toBe(401);
  });
});
