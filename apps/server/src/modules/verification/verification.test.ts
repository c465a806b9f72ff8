// Verified badges: only staff record or revoke an ID check (type and last 4 characters, nothing more), an
// Employer's GSTIN earns its badge only once staff confirm it, and every profile answer and the "verified only"
// search show the badges at once.
import { sql } from 'drizzle-orm';
import { getProfileResponseSchema, profileListResponseSchema } from '@kaamsetu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { outboxFile, signUp } from '../../../test/support/auth-flows.js';
import { latestCode } from '../../../test/support/sms-outbox.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { signInStaff, type SignedInStaff } from '../../../test/support/staff-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';

interface Person {
  token: string;
  userId: string;
  phone: string;
}

describe.each(databaseKinds)('verified badges on %s', (kind) => {
  // Searches are kept for 30 s here, so a badge change must forget them to show at once.
  const t = useTestApp(kind, { SEARCH_CACHE_SECONDS: '30' });
  let employee: SignedInStaff;
  let admin: SignedInStaff;
  let checked: Person;
  let unchecked: Person;
  let employer: Person;
  let searcher: Person;

  const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(t.db.database.db, query);
  const idCheck = (personId: string, body: object, by: SignedInStaff = employee) =>
    by.as('POST', `/api/staff/people/${personId}/id-check`, body);
  const aadhaarSeen = { documentType: 'aadhaar', last4: '4821', method: 'in-person' };

  async function badgesInSearch(query: string): Promise<Map<string, string[]>> {
    const response = await asPerson(t.app, searcher.token).get(`/api/search/profiles?${query}`);
    expect(response.statusCode).toBe(200);
    return new Map(
      response.json().profiles.map((card: { id: string; badges: string[] }) => [card.id, card.badges] as const),
    );
  }

  async function ownBadges(person: Person): Promise<string[]> {
    const response = await asPerson(t.app, person.token).post('/api/users/protected/get-profile', {
      id: person.userId,
    });
    return response.json().profile.badges;
  }

  beforeAll(async () => {
    employee = await signInStaff(t.app, t.config, t.db.database, 'Employee');
    admin = await signInStaff(t.app, t.config, t.db.database, 'Admin');
    checked = await completeProfile(t.app, t.config, { name: 'Kavita Tiler', userType: 'Labourer', skills: 'Tiler' });
    unchecked = await completeProfile(t.app, t.config, { name: 'Vinod Tiler', userType: 'Labourer', skills: 'Tiler' });
    employer = await completeProfile(t.app, t.config, {
      name: 'Farida Shaikh',
      userType: 'Employer',
      companyName: 'Shaikh Interiors',
    });
    searcher = await signUp(t.app, t.config, { name: 'Searcher', userType: 'Employer' });
  });

  it('shows Mobile verified on every account, and nothing staff grant before they do', async () => {
    expect(await ownBadges(unchecked)).toEqual(['mobile-verified']);
    const me = (await asPerson(t.app, unchecked.token).get('/api/verification/me')).json();
    expect(me).toEqual({
      success: true,
      mobileVerified: true,
      idCheck: null,
      business: null,
      badges: ['mobile-verified'],
    });
  });

  it('refuses people’s tokens on every staff route: nobody grants a badge to themselves', async () => {
    for (const person of [checked, employer]) {
      const api = asPerson(t.app, person.token);
      const attempts = [
        await api.post(`/api/staff/people/${person.userId}/id-check`, aadhaarSeen),
        await api.post(`/api/staff/people/${person.userId}/id-check/revoke`, { reason: 'mine' }),
        await api.post(`/api/staff/people/${person.userId}/business/verify`),
        await api.get(`/api/staff/verification/businesses?status=pending`),
      ];
      for (const attempt of attempts) {
        expect(attempt.statusCode).toBe(403);
        expect(attempt.json().success).toBe(false);
      }
    }
    const noToken = await t.app.inject({
      method: 'POST',
      url: `/api/staff/people/${checked.userId}/id-check`,
      payload: aadhaarSeen,
    });
    expect(noToken.statusCode).toBe(401);
    expect(await rows(sql`select id from id_checks`)).toEqual([]);
    expect(await ownBadges(checked)).toEqual(['mobile-verified']);
  });

  it('keeps only the last 4 characters: a longer or shorter value is refused, never cut down', async () => {
    for (const last4 of ['1234 5678 4821', '123456784821', '54821', '821', '48-1', '']) {
      const refused = await idCheck(checked.userId, { ...aadhaarSeen, last4 });
      expect(refused.statusCode, last4).toBe(400);
      expect(refused.json().message).toBe(
        'Enter only the last 4 letters or digits of the document, never the full number',
      );
    }
    const unknownType = await idCheck(checked.userId, { ...aadhaarSeen, documentType: 'passport' });
    expect(unknownType.statusCode).toBe(400);
    expect(await rows(sql`select id from id_checks`)).toEqual([]);
    // The database refuses a full number too, whoever writes it.
    await expect(
      t.db.database.db.execute(
        sql`insert into id_checks (user_id, document_type, last4, method, checked_by_staff_id, checked_at)
            values (${checked.userId}, 'aadhaar', '123456784821', 'in-person', ${employee.id}, now())`,
      ),
    ).rejects.toThrow();
  });

  it('records an Employee’s ID check: the badge appears everywhere and the audit says who and when', async () => {
    await badgesInSearch('q=tiler'); // kept in the search cache; the grant must forget it
    const checkedAt = t.clock.now().toISOString();
    const recorded = await idCheck(checked.userId, { documentType: 'e-shram', last4: 'ab12', method: 'video-call' });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({
      message: 'ID check recorded.',
      badges: ['mobile-verified', 'id-checked'],
      idCheck: {
        documentType: 'e-shram',
        last4: 'AB12',
        method: 'video-call',
        checkedAt,
        checkedBy: { staffCode: employee.staffCode },
      },
    });

    const stored = await rows<Record<string, unknown>>(
      sql`select document_type, last4, method, checked_by_staff_id, checked_at from id_checks
          where user_id = ${checked.userId}`,
    );
    expect(stored).toEqual([
      {
        document_type: 'e-shram',
        last4: 'AB12',
        method: 'video-call',
        checked_by_staff_id: employee.id,
        checked_at: expect.anything(),
      },
    ]);
    const audit = await rows<{ staff_id: string; action: string; after: Record<string, unknown> }>(
      sql`select staff_id, action, after from staff_audit where target_id = ${checked.userId}`,
    );
    expect(audit).toEqual([
      {
        staff_id: employee.id,
        action: 'person.id-check',
        after: { documentType: 'e-shram', method: 'video-call', idCheckId: expect.any(Number) },
      },
    ]);

    expect(await ownBadges(checked)).toEqual(['mobile-verified', 'id-checked']);
    const publicProfile = await asPerson(t.app, searcher.token).get(`/api/profiles/${checked.userId}`);
    expect(publicProfile.json().profile.badges).toEqual(['mobile-verified', 'id-checked']);
    const cards = await badgesInSearch('q=tiler');
    expect(cards.get(checked.userId)).toEqual(['mobile-verified', 'id-checked']);
    expect(cards.get(unchecked.userId)).toEqual(['mobile-verified']);
    const top = await asPerson(t.app, searcher.token).post('/api/users/protected/get-random-profiles', {
      id: searcher.userId,
    });
    const topBadges = new Map(
      top.json().profiles.map((card: { id: string; badges: string[] }) => [card.id, card.badges] as const),
    );
    expect(topBadges.get(checked.userId)).toEqual(['mobile-verified', 'id-checked']);
    expect(topBadges.get(unchecked.userId)).toEqual(['mobile-verified']);

    // The person reads what was checked and when, never who checked nor the characters.
    const me = (await asPerson(t.app, checked.token).get('/api/verification/me')).json();
    expect(me.idCheck).toEqual({ documentType: 'e-shram', method: 'video-call', checkedAt });
    expect(JSON.stringify(me)).not.toContain('AB12');
    expect(JSON.stringify(me)).not.toContain(employee.staffCode);
  });

  it('refuses a second standing check, also when two staff record at once', async () => {
    const again = await idCheck(checked.userId, aadhaarSeen, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This person is already ID checked. Revoke the current check first.');

    const both = await Promise.all([
      idCheck(unchecked.userId, aadhaarSeen),
      idCheck(unchecked.userId, aadhaarSeen, admin),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await rows(sql`select id from id_checks where user_id = ${unchecked.userId}`)).toHaveLength(1);
    const revoked = await admin.as('POST', `/api/staff/people/${unchecked.userId}/id-check/revoke`, {
      reason: 'Recorded twice by mistake',
    });
    expect(revoked.statusCode).toBe(200);
  });

  it('keeps only ID-checked or verified businesses with verified=true, nothing typed included', async () => {
    const verifiedTilers = await badgesInSearch('q=tiler&verified=true');
    expect([...verifiedTilers.keys()]).toEqual([checked.userId]);
    const everyVerified = await badgesInSearch('verified=true');
    expect([...everyVerified.keys()]).toEqual([checked.userId]);
    const employersOnly = await badgesInSearch('verified=true&type=Employer');
    expect([...employersOnly.keys()]).toEqual([]);
    const bad = await asPerson(t.app, searcher.token).get('/api/search/profiles?q=tiler&verified=yes');
    expect(bad.statusCode).toBe(400);
  });

  it('revokes with a reason: the badge goes from profile, cards and the verified filter at once', async () => {
    const noReason = await employee.as('POST', `/api/staff/people/${checked.userId}/id-check/revoke`, {});
    expect(noReason.statusCode).toBe(400);
    const revoked = await employee.as('POST', `/api/staff/people/${checked.userId}/id-check/revoke`, {
      reason: 'The card belonged to her sister',
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ idCheck: null, badges: ['mobile-verified'] });
    expect(await ownBadges(checked)).toEqual(['mobile-verified']);
    expect((await badgesInSearch('q=tiler')).get(checked.userId)).toEqual(['mobile-verified']);
    expect([...(await badgesInSearch('q=tiler&verified=true')).keys()]).toEqual([]);
    const audit = await rows<{ action: string; reason: string }>(
      sql`select action, reason from staff_audit where target_id = ${checked.userId} order by id`,
    );
    expect(audit).toEqual([
      { action: 'person.id-check', reason: '' },
      { action: 'person.id-check-revoke', reason: 'The card belonged to her sister' },
    ]);
    const twice = await employee.as('POST', `/api/staff/people/${checked.userId}/id-check/revoke`, { reason: 'x' });
    expect(twice.statusCode).toBe(409);
    // The revoked record stays, for the trail; a fresh check can be recorded.
    expect(await rows(sql`select id from id_checks where user_id = ${checked.userId}`)).toHaveLength(1);
    expect((await idCheck(checked.userId, aadhaarSeen)).statusCode).toBe(200);
    expect(await ownBadges(checked)).toEqual(['mobile-verified', 'id-checked']);
  });

  it('refuses a GSTIN with a wrong check digit or shape, and from a Labourer', async () => {
    const api = asPerson(t.app, employer.token);
    const put = (token: string, gstin: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/verification/gstin',
        headers: { authorization: `Bearer ${token}` },
        payload: { gstin },
      });
    const wrongDigit = await put(employer.token, '27AAPFU0939F1ZW');
    expect(wrongDigit.statusCode).toBe(400);
    expect(wrongDigit.json().message).toBe('This GSTIN is not valid: please check each character');
    const short = await put(employer.token, '27AAPFU0939F1Z');
    expect(short.json().message).toBe('A GSTIN has 15 characters, like 27AAPFU0939F1ZV');
    const fromLabourer = await put(checked.token, '27AAPFU0939F1ZV');
    expect(fromLabourer.statusCode).toBe(403);
    expect((await api.get('/api/verification/me')).json().business).toBeNull();
  });

  it('gives Verified business only after staff confirm the GSTIN, and takes it away when refused', async () => {
    const submitted = await t.app.inject({
      method: 'PUT',
      url: '/api/verification/gstin',
      headers: { authorization: `Bearer ${employer.token}` },
      payload: { gstin: ' 27aapfu0939f1zv ' },
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().business).toMatchObject({ gstin: '27AAPFU0939F1ZV', status: 'pending' });
    expect(await ownBadges(employer)).toEqual(['mobile-verified']);
    expect([...(await badgesInSearch('verified=true&type=Employer')).keys()]).toEqual([]);

    const queue = (await employee.as('GET', '/api/staff/verification/businesses?status=pending')).json();
    expect(queue.businesses).toEqual([
      expect.objectContaining({
        userId: employer.userId,
        name: 'Farida Shaikh',
        companyName: 'Shaikh Interiors',
        gstin: '27AAPFU0939F1ZV',
        status: 'pending',
      }),
    ]);

    const verified = await employee.as('POST', `/api/staff/people/${employer.userId}/business/verify`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().badges).toEqual(['mobile-verified', 'verified-business']);
    expect(await ownBadges(employer)).toEqual(['mobile-verified', 'verified-business']);
    expect([...(await badgesInSearch('verified=true&type=Employer')).keys()]).toEqual([employer.userId]);
    expect((await employee.as('GET', '/api/staff/verification/businesses')).json().businesses).toEqual([]);
    const twice = await employee.as('POST', `/api/staff/people/${employer.userId}/business/verify`);
    expect(twice.statusCode).toBe(409);

    // The worker sees the Employer's badge on "who unlocked my number".
    expect((await asPerson(t.app, employer.token).unlock(checked.userId)).statusCode).toBe(200);
    const viewers = (await asPerson(t.app, checked.token).get('/api/contacts/viewers')).json().viewers;
    expect(viewers).toEqual([
      expect.objectContaining({ employerId: employer.userId, badges: ['mobile-verified', 'verified-business'] }),
    ]);

    // Saving the same GSTIN again keeps the confirmation.
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/verification/gstin',
      headers: { authorization: `Bearer ${employer.token}` },
      payload: { gstin: '27AAPFU0939F1ZV' },
    });
    expect(same.json()).toMatchObject({ message: 'This GSTIN is already saved.', business: { status: 'verified' } });

    const refused = await admin.as('POST', `/api/staff/people/${employer.userId}/business/refuse`, {
      reason: 'The GSTIN belongs to another firm',
    });
    expect(refused.statusCode).toBe(200);
    expect(await ownBadges(employer)).toEqual(['mobile-verified']);
    const me = (await asPerson(t.app, employer.token).get('/api/verification/me')).json();
    expect(me.business).toMatchObject({ status: 'refused', refusedReason: 'The GSTIN belongs to another firm' });
    const audit = await rows<{ action: string; staff_id: string }>(
      sql`select action, staff_id from staff_audit where target_id = ${employer.userId} order by id`,
    );
    expect(audit).toEqual([
      { action: 'person.business-verify', staff_id: employee.id },
      { action: 'person.business-refuse', staff_id: admin.id },
    ]);

    // A new GSTIN waits for a fresh check.
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/verification/gstin',
      headers: { authorization: `Bearer ${employer.token}` },
      payload: { gstin: '29AAGCB7383J1Z4' },
    });
    expect(changed.json().business).toMatchObject({ status: 'pending', refusedReason: '', decidedAt: null });
  });

  it('keeps a badge granted before the profile is filled in', async () => {
    const newcomer = await signUp(t.app, t.config, { name: 'Newcomer', userType: 'Labourer' });
    expect((await idCheck(newcomer.userId, aadhaarSeen)).statusCode).toBe(200);
    expect(await ownBadges(newcomer)).toEqual(['mobile-verified', 'id-checked']);
    expect([...(await badgesInSearch('verified=true')).keys()]).not.toContain(newcomer.userId);
  });

  it('refuses to verify a sample profile or someone unknown', async () => {
    const [demo] = await rows<{ id: string }>(
      sql`insert into users (name, phone, role, is_demo, profile_completed_at)
          values ('Demo Worker', '+916000000078', 'Labourer', true, now()) returning id`,
    );
    const forDemo = await idCheck(demo?.id ?? '', aadhaarSeen);
    expect(forDemo.statusCode).toBe(403);
    expect(forDemo.json().message).toBe('Sample profiles cannot be verified.');
    const unknown = await idCheck('00000000-0000-4000-8000-000000000000', aadhaarSeen);
    expect(unknown.statusCode).toBe(404);
  });

  it('answers the spec’s bare bodies exactly as before, with badges only as an extra field', async () => {
    const api = asPerson(t.app, checked.token);
    const own = await api.post('/api/users/protected/get-profile', { id: checked.userId });
    expect(own.statusCode).toBe(200);
    expect(getProfileResponseSchema.strict().safeParse(own.json()).success).toBe(true);
    expect(own.json().profile).toMatchObject({
      name: 'Kavita Tiler',
      userType: 'Labourer',
      contactNumber: checked.phone,
    });
    const found = await api.post('/api/users/protected/search-profiles?query=tiler', { id: checked.userId });
    expect(found.statusCode).toBe(200);
    expect(profileListResponseSchema.safeParse(found.json()).success).toBe(true);
    expect(found.json().profiles.map((card: { name: string }) => card.name)).toContain('Vinod Tiler');
    const plain = await asPerson(t.app, searcher.token).get('/api/search/profiles?q=tiler');
    expect(
      plain
        .json()
        .profiles.map((card: { id: string }) => card.id)
        .sort(),
    ).toEqual([checked.userId, unchecked.userId].sort());
  });

  it('lists the ID check and the GSTIN in Download my data, and erases them with a deleted account', async () => {
    const leaving = await completeProfile(t.app, t.config, { name: 'Leaving Employer', userType: 'Employer' });
    expect((await idCheck(leaving.userId, aadhaarSeen)).statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/api/verification/gstin',
      headers: { authorization: `Bearer ${leaving.token}` },
      payload: { gstin: '24AAACC1206D1ZM' },
    });
    const api = asPerson(t.app, leaving.token);
    // Download my data lists them first, without who checked.
    const exported = (await api.get('/api/me/export')).json();
    expect(exported.verification).toEqual({
      idChecks: [
        {
          documentType: 'aadhaar',
          last4: '4821',
          method: 'in-person',
          checkedAt: expect.any(String),
          revokedAt: null,
          revokeReason: '',
        },
      ],
      business: expect.objectContaining({ gstin: '24AAACC1206D1ZM', status: 'pending' }),
    });
    expect(JSON.stringify(exported)).not.toContain(employee.staffCode);
    expect((await api.post('/api/me/delete/otp')).statusCode).toBe(200);
    const deleted = await api.post('/api/me/delete', { otp: latestCode(outboxFile(t.config), leaving.phone) });
    expect(deleted.statusCode).toBe(200);
    expect(await rows(sql`select id from id_checks where user_id = ${leaving.userId}`)).toEqual([]);
    expect(await rows(sql`select gstin from business_verifications where user_id = ${leaving.userId}`)).toEqual([]);
  });
});
