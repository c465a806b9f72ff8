// Download my data: everything stored about the caller, and nothing identifying anyone else.
import { PRIVACY_NOTICE_VERSION } from '@kaamsetu/contract';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';

describe.each(databaseKinds)('data export on %s', (kind) => {
  const t = useTestApp(kind);

  it("returns the caller's account, profile, money, unlocks, views and requests, and no one else's details", async () => {
    const worker = await completeProfile(t.app, t.config, {
      name: 'Export Ekta',
      userType: 'Labourer',
      skills: 'Tailor',
      location: 'Surat, Gujarat',
    });
    const employer = await signUp(t.app, t.config, { name: 'Nosy Neeraj', userType: 'Employer' });
    const employerApi = asPerson(t.app, employer.token);
    await employerApi.get(`/api/profiles/${worker.userId}`);
    await employerApi.unlock(worker.userId);
    await employerApi.post('/api/mediation-requests', { labourerId: worker.userId, location: 'Surat', salary: 700 });
    const workerApi = asPerson(t.app, worker.token);
    await workerApi.post('/api/reports', { profileId: employer.userId, reason: 'Asked for a fee' });

    const response = await workerApi.get('/api/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('kaamsetu-my-data.json');
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.account).toMatchObject({
      id: worker.userId,
      name: 'Export Ekta',
      phone: worker.phone,
      userType: 'Labourer',
      language: 'en',
      consent: { version: PRIVACY_NOTICE_VERSION },
    });
    expect(data.profile).toMatchObject({ location: 'Surat, Gujarat', skills: ['Tailor'] });
    expect(data.profile.photoUrl).toMatch(/^\/media\/profiles\//);
    expect(data.wallet).toMatchObject({ creditsPaise: 50_000, earningsPaise: 1_000 });
    expect(data.wallet.entries.map((entry: { kind: string }) => entry.kind)).toEqual([
      'welcome_credits',
      'contact_unlock',
    ]);
    expect(data.contactUnlocks.numberSeenBy).toMatchObject([{ employerId: employer.userId }]);
    expect(data.profileViewDays).toHaveLength(1);
    expect(data.mediationRequests).toMatchObject([
      { employerId: employer.userId, salaryRupees: 700, status: 'Pending' },
    ]);
    expect(data.reportsFiled).toMatchObject([{ profileId: employer.userId, reason: 'Asked for a fee' }]);
    // The unlock and the Hire Now request told her in the app and by SMS: what and when (the texts name the
    // Employer, so they stay out, as below), with her Job SMS setting.
    expect(data.notifications.jobSms).toBe(true);
    const kinds = (entries: { kind: string }[]) => entries.map((entry) => entry.kind);
    expect(kinds(data.notifications.inbox)).toEqual(['contact_unlocked', 'hire_request']);
    expect(kinds(data.notifications.sms)).toEqual(['contact_unlocked', 'hire_request']);
    expect(data.notifications.inbox[0]).toMatchObject({ readAt: null, jobId: null });
    expect(data.notifications.sms[0]).toMatchObject({ status: 'pending', sentAt: null });
    // Other people appear by id only.
    const text = response.body;
    expect(text).not.toContain('Nosy Neeraj');
    expect(text).not.toContain(employer.phone);

    expect((await t.app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
  });
});
