// Hire Now and Report Profile from a profile page: stored for staff, listed for the people involved.
import { sql } from 'drizzle-orm';
import { describe, expect, it, beforeAll } from 'vitest';
import { signUp } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';

describe.each(databaseKinds)('mediation requests and reports on %s', (kind) => {
  const t = useTestApp(kind);
  let labourer: { userId: string; token: string };
  let employer: { userId: string; token: string };

  beforeAll(async () => {
    labourer = await completeProfile(t.app, t.config, { name: 'Suresh Painter', userType: 'Labourer' });
    employer = await signUp(t.app, t.config, { name: 'Meera Contractor', userType: 'Employer' });
  });

  it('stores a Hire Now request as Pending; both sides see it', async () => {
    const api = asPerson(t.app, employer.token);
    const sent = await api.post('/api/mediation-requests', {
      labourerId: labourer.userId,
      location: 'Malviya Nagar, Jaipur',
      salary: 700,
      details: 'Two rooms, 3 days',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().request).toMatchObject({
      employerName: 'Meera Contractor',
      labourerName: 'Suresh Painter',
      salary: 700,
      status: 'Pending',
      closedAt: null,
    });
    for (const token of [employer.token, labourer.token]) {
      const listed = (await asPerson(t.app, token).get('/api/mediation-requests')).json().requests;
      expect(listed.map((request: { id: string }) => request.id)).toContain(sent.json().request.id);
    }
  });

  it('refuses Hire Now from a Labourer, for an Employer, and without a wage', async () => {
    const fromLabourer = await asPerson(t.app, labourer.token).post('/api/mediation-requests', {
      labourerId: labourer.userId,
      location: 'Jaipur',
      salary: 500,
    });
    expect(fromLabourer.statusCode).toBe(403);
    const api = asPerson(t.app, employer.token);
    const forEmployer = await api.post('/api/mediation-requests', {
      labourerId: employer.userId,
      location: 'Jaipur',
      salary: 500,
    });
    expect(forEmployer.json().message).toBe('Hire Now is only for labourers.');
    const demo = await t.db.database.db.execute(
      sql`insert into users (name, phone, role, is_demo, profile_completed_at)
          values ('Demo Worker', '+916000000077', 'Labourer', true, now()) returning id`,
    );
    const demoId = (demo as unknown as { rows: { id: string }[] }).rows[0]?.id as string;
    const forDemo = await api.post('/api/mediation-requests', { labourerId: demoId, location: 'Jaipur', salary: 500 });
    expect(forDemo.statusCode).toBe(403);
    expect(forDemo.json().message).toBe('This is a sample profile. Hire Now is only for real workers.');
    const noWage = await api.post('/api/mediation-requests', {
      labourerId: labourer.userId,
      location: 'Jaipur',
      salary: 0,
    });
    expect(noWage.statusCode).toBe(400);
    expect(noWage.json().message).toBe('Enter the daily wage in rupees');
  });

  it('files one open report per reporter and profile, never about oneself', async () => {
    const api = asPerson(t.app, employer.token);
    const filed = await api.post('/api/reports', { profileId: labourer.userId, reason: 'Fake profile' });
    expect(filed.statusCode).toBe(200);
    expect(filed.json().reportId).toMatch(/^\d+$/);
    const again = await api.post('/api/reports', { profileId: labourer.userId, reason: 'Still fake' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported this profile. Our team is looking at it.');
    const self = await api.post('/api/reports', { profileId: employer.userId, reason: 'Testing' });
    expect(self.statusCode).toBe(400);
    const short = await asPerson(t.app, labourer.token).post('/api/reports', {
      profileId: employer.userId,
      reason: 'x',
    });
    expect(short.json().message).toBe('Tell us what is wrong (at least 3 characters).');
  });

  it("tells the worker a lower-cased Employer's name (the spec's client) in title case; the request keeps it", async () => {
    const lowerCased = await signUp(t.app, t.config, { name: 'kavita shinde', userType: 'Employer' });
    const sent = await asPerson(t.app, lowerCased.token).post('/api/mediation-requests', {
      labourerId: labourer.userId,
      location: 'Jaipur',
      salary: 600,
    });
    expect(sent.json().request.employerName).toBe('kavita shinde');
    const inbox = (await asPerson(t.app, labourer.token).get('/api/me/notifications')).json().items;
    expect(inbox.map((item: { text: string }) => item.text)).toContain(
      'Kavita Shinde wants to hire you (Hire Now). KaamSetu staff will call you soon about the work.',
    );
  });
});
