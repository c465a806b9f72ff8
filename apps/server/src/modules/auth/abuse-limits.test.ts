// Sign-in limits as an attacker meets them: a stranger's guesses and code requests never stop the owner of a
// number from getting in from their own phone, people's endpoints never act on staff numbers, lookups of
// numbers without an account stop telling them apart, and deleting an account resets no limit and earns
// no second welcome grant. Each request comes from an address of its own (light-my-request's remoteAddress).
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { outboxFile, signUp, uniquePhone } from '../../../test/support/auth-flows.js';
import { asPerson } from '../../../test/support/money-flows.js';
import { latestCode, outboxMessages } from '../../../test/support/sms-outbox.js';
import { limitStores, useTestApp } from '../../../test/support/test-app.js';
import { createStaffMember } from './staff-accounts.service.js';

const OWNER = '198.51.100.4';
const STRANGER = '203.0.113.7';

describe.each(limitStores)('sign-in abuse limits on $name', ({ kind, redis }) => {
  const t = useTestApp(kind, {}, { redis });

  beforeEach(async () => {
    await t.db.reset();
    t.clock.advance(3_600_000); // a fresh hour: earlier tests' sends and failures no longer count
  });

  const from = (ip: string) => ({
    post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip }),
  });
  const smsTo = (phone: string) => outboxMessages(outboxFile(t.config)).filter((sms) => sms.to === phone);
  const login = (phone: string) => ({ name: 'owner', phone, userType: 'Labourer' });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  async function ownerLogsIn(phone: string) {
    const sent = await from(OWNER).post('/api/users/login', login(phone));
    expect(sent.statusCode).toBe(200);
    const verified = await from(OWNER).post('/api/users/otp-verify', {
      ...login(phone),
      otp: latestCode(outboxFile(t.config), phone),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().token).toEqual(expect.any(String));
  }

  it("refuses a stranger's guesses at a number with no live code without counting them against the number", async () => {
    const { phone } = await signUp(t.app, t.config, { name: 'owner', userType: 'Labourer' });
    const statuses: number[] = [];
    for (let i = 0; i < 110; i += 1) {
      statuses.push(
        (await from(STRANGER).post('/api/users/otp-verify', { ...login(phone), otp: '123456' })).statusCode,
      );
    }
    // Nothing to guess: 400, until the stranger's own address is stopped.
    expect(statuses.slice(0, 100).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(100).every((status) => status === 429)).toBe(true);
    const stopped = await from(STRANGER).post('/api/users/otp-verify', { ...login(phone), otp: '123456' });
    expect(stopped.json().message).toBe('Too many wrong OTPs from your network. Try again in an hour.');

    t.clock.advanceSeconds(31);
    await ownerLogsIn(phone);
  });

  it("stops a stranger's guesses at the owner's live codes per network, while the owner still gets in", async () => {
    const { phone } = await signUp(t.app, t.config, { name: 'owner', userType: 'Labourer' });
    // Three of the owner's codes, each guessed wrong five times by the stranger (a code's own limit).
    for (let round = 0; round < 3; round += 1) {
      t.clock.advanceSeconds(31);
      expect((await from(OWNER).post('/api/users/login', login(phone))).statusCode).toBe(200);
      const live = latestCode(outboxFile(t.config), phone);
      for (let i = 0; i < 5; i += 1) {
        const guess = await from(STRANGER).post('/api/users/otp-verify', { ...login(phone), otp: wrongCode(live) });
        expect(guess.statusCode).toBe(400);
      }
    }
    t.clock.advanceSeconds(31);
    expect((await from(OWNER).post('/api/users/login', login(phone))).statusCode).toBe(200);
    const live = latestCode(outboxFile(t.config), phone);
    // Even the right digits from the stranger's network are refused now: it has had its fifteen tries.
    const stopped = await from(STRANGER).post('/api/users/otp-verify', { ...login(phone), otp: live });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toBe('Too many wrong OTPs for this number from your network. Try again in an hour.');
    const owner = await from(OWNER).post('/api/users/otp-verify', { ...login(phone), otp: live });
    expect(owner.statusCode).toBe(200);
  });

  it('leaves the owner their own tries at their code whatever a stranger types', async () => {
    const { phone } = await signUp(t.app, t.config, { name: 'owner', userType: 'Labourer' });
    t.clock.advanceSeconds(31);
    expect((await from(OWNER).post('/api/users/login', login(phone))).statusCode).toBe(200);
    const live = latestCode(outboxFile(t.config), phone);
    for (let i = 0; i < 5; i += 1) {
      await from(STRANGER).post('/api/users/otp-verify', { ...login(phone), otp: wrongCode(live) });
    }
    const ownTypo = await from(OWNER).post('/api/users/otp-verify', { ...login(phone), otp: wrongCode(live) });
    expect(ownTypo.json().message).toBe('Wrong OTP. Tries left: 4.');
    const owner = await from(OWNER).post('/api/users/otp-verify', { ...login(phone), otp: live });
    expect(owner.statusCode).toBe(200);
  });

  it('lets the owner ask for a code at once after a stranger used up the sends from their network', async () => {
    const { phone } = await signUp(t.app, t.config, { name: 'owner', userType: 'Labourer' });
    for (let i = 0; i < 5; i += 1) {
      t.clock.advanceSeconds(31);
      expect((await from(STRANGER).post('/api/users/login', login(phone))).statusCode).toBe(200);
    }
    t.clock.advanceSeconds(31);
    const sixth = await from(STRANGER).post('/api/users/login', login(phone));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many OTPs sent to this number. Try again in an hour.');
    // No cooldown or cap of the stranger's holds the owner up.
    await ownerLogsIn(phone);
  });

  it('sends no number more than twenty codes an hour, however many networks ask', async () => {
    const phone = uniquePhone().e164;
    for (let network = 1; network <= 4; network += 1) {
      for (let i = 0; i < 5; i += 1) {
        t.clock.advanceSeconds(31);
        const sent = await from(`192.0.2.${network}`).post('/api/users/signup', login(phone));
        expect(sent.statusCode).toBe(200);
      }
    }
    t.clock.advanceSeconds(31);
    expect((await from('192.0.2.99').post('/api/users/signup', login(phone))).statusCode).toBe(429);
    expect(smsTo(phone)).toHaveLength(20);
  });

  it("never acts on a staff member's number through people's sign-in", async () => {
    const staffPhone = uniquePhone().e164;
    const employee = await createStaffMember(t.db.database.db, { name: 'Ravi', phone: staffPhone, role: 'Employee' });

    const signup = await from(STRANGER).post('/api/users/signup', login(staffPhone));
    expect(signup.statusCode).toBe(409);
    const loginAnswer = await from(STRANGER).post('/api/users/login', login(staffPhone));
    expect(loginAnswer.statusCode).toBe(404);
    for (let i = 0; i < 30; i += 1) {
      await from(STRANGER).post('/api/users/otp-verify', { ...login(staffPhone), otp: '123456' });
    }
    expect(smsTo(staffPhone)).toHaveLength(0);
    // Staff onboarding cannot send a staff number a code either.
    const onboardingStaff = await createStaffMember(t.db.database.db, {
      name: 'Onboarder',
      phone: uniquePhone().e164,
      role: 'Employee',
    });
    expect(onboardingStaff.active).toBe(true);

    // The Employee signs in as ever.
    expect((await from(OWNER).post('/api/staff/employee/otp', { userId: employee.staffCode })).statusCode).toBe(200);
    const verified = await from(OWNER).post('/api/staff/employee/verify', {
      userId: employee.staffCode,
      otp: latestCode(outboxFile(t.config), staffPhone),
    });
    expect(verified.json()).toMatchObject({ success: true, role: 'Employee' });
  });

  it('stops telling numbers apart after twenty revealing lookups from one network, also on a second ask', async () => {
    const { phone } = await signUp(t.app, t.config, { name: 'owner', userType: 'Labourer' });
    for (let i = 0; i < 20; i += 1) {
      const miss = await from(STRANGER).post('/api/users/login', login(uniquePhone().e164));
      expect(miss.statusCode).toBe(404);
      expect(miss.json().message).toBe('No account found with this mobile number. Please sign up first.');
    }
    // Past the limit a number without an account gets the answer a real one gets, and no SMS goes out.
    const nobody = uniquePhone().e164;
    const disguised = await from(STRANGER).post('/api/users/login', login(nobody));
    expect(disguised.statusCode).toBe(200);
    expect(disguised.json().message).toMatch(/^OTP sent to /);
    expect(smsTo(nobody)).toHaveLength(0);
    // A real account behind the same address still gets its code; other networks still get the spec's answer.
    t.clock.advanceSeconds(31);
    const real = await from(STRANGER).post('/api/users/login', login(phone));
    expect(real.statusCode).toBe(200);
    expect(smsTo(phone).length).toBe(2);
    expect((await from(OWNER).post('/api/users/login', login(uniquePhone().e164))).statusCode).toBe(404);

    // Asked again at once, or resent, the disguised number answers exactly as the real one does.
    const answers = async (phoneToAsk: string) => [
      (await from(STRANGER).post('/api/users/login', login(phoneToAsk))).statusCode,
      (await from(STRANGER).post('/api/users/resend-otp', login(phoneToAsk))).statusCode,
    ];
    t.clock.advanceSeconds(31);
    expect((await from(STRANGER).post('/api/users/login', login(nobody))).statusCode).toBe(200);
    expect((await from(STRANGER).post('/api/users/login', login(phone))).statusCode).toBe(200);
    expect(await answers(phone)).toEqual([429, 429]);
    expect(await answers(nobody)).toEqual([429, 429]);
    t.clock.advanceSeconds(31);
    expect((await from(STRANGER).post('/api/users/resend-otp', login(phone))).statusCode).toBe(200);
    expect((await from(STRANGER).post('/api/users/resend-otp', login(nobody))).statusCode).toBe(200);
    expect(smsTo(nobody)).toHaveLength(0);

    // Sign-ups of numbers that have an account tell too: they count, and past the limit are disguised as well.
    const other = await signUp(t.app, t.config, { name: 'other', userType: 'Employer' });
    const signupHit = await from(STRANGER).post('/api/users/signup', login(other.phone));
    expect(signupHit.statusCode).toBe(200);
    expect(signupHit.json().message).toMatch(/^OTP sent to /);
  });

  it("keeps counting a number's codes after its account is deleted, by a hash that does not name it", async () => {
    const person = await signUp(t.app, t.config, { name: 'owner', userType: 'Employer' }); // code 1
    const api = asPerson(t.app, person.token);
    expect((await api.post('/api/me/delete/otp')).statusCode).toBe(200); // code 2
    const deleted = await api.post('/api/me/delete', { otp: latestCode(outboxFile(t.config), person.phone) });
    expect(deleted.statusCode).toBe(200);

    const digits = person.phone.slice(3);
    const [traces] = await queryRows<{ count: number }>(
      t.db.database.db,
      sql`select ((select count(*) from otp_challenges c where row_to_json(c)::text like ${`%${digits}%`}) +
                  (select count(*) from auth_failures f where row_to_json(f)::text like ${`%${digits}%`}) +
                  (select count(*) from welcome_grants g where row_to_json(g)::text like ${`%${digits}%`}))::int as count`,
    );
    expect(traces?.count).toBe(0);

    for (let i = 3; i <= 5; i += 1) {
      t.clock.advanceSeconds(31);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/users/signup', payload: login(person.phone) })).statusCode,
      ).toBe(200);
    }
    t.clock.advanceSeconds(31);
    const sixth = await t.app.inject({ method: 'POST', url: '/api/users/signup', payload: login(person.phone) });
    expect(sixth.statusCode).toBe(429);
  });
});
