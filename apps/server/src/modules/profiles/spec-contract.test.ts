// A client built from the product spec alone (sections 3, 5, 7 and 8) keeps working: every call sends exactly the
// spec's bare body (multipart for the two profile forms), with the spec's `Authorization: Bearer <authToken>` once
// a token is stored, and reads only the fields the spec names, with the spec's meaning and messages. Where our
// server deliberately answers otherwise, the assertion follows the decision and says which one.
import { DEFAULT_AVATAR_URL } from '@kaamsetu/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxFile, uniquePhone } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { pngPhoto } from '../../../test/support/images.js';
import { multipartForm, type FilePart } from '../../../test/support/multipart.js';
import { latestCode } from '../../../test/support/sms-outbox.js';
import { useTestApp } from '../../../test/support/test-app.js';

type UserType = 'Labourer' | 'Employer';

/** A number as a person types it into the spec's form: ten digits, no +91 (section 5's mobile-phone check). */
function typedNumber(): { typed: string; e164: string } {
  const { e164 } = uniquePhone();
  return { typed: e164.slice(3), e164 };
}

describe.each(databaseKinds)("a client written from the spec's section 7 alone, on %s", (kind) => {
  const t = useTestApp(kind);
  let photo: FilePart;

  beforeAll(async () => {
    photo = { filename: 'photo.png', contentType: 'image/png', bytes: await pngPhoto(400, 300) };
  });
  beforeEach(async () => {
    await t.db.reset();
    t.clock.advance(3_600_000); // a fresh hour: earlier tests' sends and failures no longer count
  });

  /**
   * The spec's client: it keeps `authToken` and `userId` in local storage (section 9) and sends the token as a
   * Bearer header on every call once it has one (section 7), sign-up and login included.
   */
  function specClient() {
    const stored: { authToken?: string; userId?: string } = {};
    const headers = (): Record<string, string> =>
      stored.authToken ? { authorization: `Bearer ${stored.authToken}` } : {};
    return {
      stored,
      get: (url: string) => t.app.inject({ method: 'GET', url, headers: headers() }),
      post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: headers() }),
      postForm: (url: string, fields: Record<string, string>, file?: FilePart) => {
        const form = multipartForm(fields, file);
        return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headers() } });
      },
      /** Section 4: after the OTP step, token and userId are stored locally. The spec reads "token or authToken". */
      keepSession(answer: { token?: string; authToken?: string; userId: string }) {
        const token = answer.authToken ?? answer.token;
        if (token) stored.authToken = token;
        stored.userId = answer.userId;
      },
    };
  }
  type SpecClient = ReturnType<typeof specClient>;

  const codeFor = (phone: { e164: string }) => latestCode(outboxFile(t.config), phone.e164);

  /** The answer to a verify call, as section 7 lists it. */
  function expectSession(response: LightMyRequestResponse, message: string, forwardLink: string) {
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({ success: true, message, userId: expect.any(String), forwardLink });
    expect(typeof session.token).toBe('string');
    // "token or authToken": whichever a client reads, it is the same session.
    expect(session.authToken).toBe(session.token);
    return session as { token: string; authToken: string; userId: string; forwardLink: string };
  }

  /** Section 8's failure: `success` false and a message to show. */
  function expectFailure(response: LightMyRequestResponse, status: number, message?: string) {
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(3);
    if (message !== undefined) expect(body.message).toBe(message);
    // Decision 005: `error` is an object { code }, not the text section 8's alert appends to the message.
    expect(body.error).toEqual(expect.objectContaining({ code: expect.any(String) }));
    return body;
  }

  /** The spec's sign-up: {name, phone, userType}, then the same plus {otp}; the name lower-cased (section 5). */
  async function signUpFromSpec(name: string, userType: UserType) {
    const client = specClient();
    const phone = typedNumber();
    const details = { name: name.toLowerCase(), phone: phone.typed, userType };
    const sent = await client.post('/api/users/signup', details);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, message: expect.any(String) });
    const verified = await client.post('/api/users/signup-otp-verify', { ...details, otp: codeFor(phone) });
    expect(verified.statusCode).toBe(200);
    client.keepSession(verified.json());
    return { client, phone, details, session: verified.json() as { userId: string; forwardLink: string } };
  }

  const ownProfile = (client: SpecClient, userTypeRequired?: UserType) =>
    client.post('/api/users/protected/get-profile', {
      id: client.stored.userId,
      ...(userTypeRequired ? { userTypeRequired } : {}),
    });

  /** The Labourer creation form's multipart fields, exactly section 7's list. */
  const labourerForm = (client: SpecClient, phone: { typed: string }) => ({
    name: 'ramesh kumar',
    location: 'Jaipur, Rajasthan',
    contactNumber: phone.typed,
    skills: 'Plumber,Tile fitter',
    callTimeStart: '08:00',
    callTimeEnd: '19:30',
    id: client.stored.userId ?? '',
  });

  async function completeLabourerFromSpec(name: string, skills: string, location: string) {
    const person = await signUpFromSpec(name, 'Labourer');
    const saved = await person.client.postForm(
      '/api/users/protected/labourer/profile',
      { ...labourerForm(person.client, person.phone), name, skills, location },
      photo,
    );
    expect(saved.statusCode).toBe(200);
    return person;
  }

  describe('sign-up and login', () => {
    it.each([
      ['Labourer', '/app/create-labourer-profile'],
      ['Employer', '/app/complete-profile-employer'],
    ] as const)(
      'signs up as %s with the bare bodies, and the stored token passes the session check',
      async (userType, forwardLink) => {
        const client = specClient();
        const phone = typedNumber();
        const details = { name: 'asha devi', phone: phone.typed, userType };
        const sent = await client.post('/api/users/signup', details);
        expect(sent.statusCode).toBe(200);
        expect(sent.json()).toMatchObject({ success: true, message: expect.any(String) });

        const verified = await client.post('/api/users/signup-otp-verify', { ...details, otp: codeFor(phone) });
        const session = expectSession(verified, 'Signed up successfully!', forwardLink);
        client.keepSession(session);

        const check = await client.get('/api/users/protected');
        expect(check.statusCode).toBe(200);
        expect(check.json()).toMatchObject({
          success: true,
          // Decision 004: the number comes back as +91…, not as typed.
          user: { id: session.userId, name: 'asha devi', userType, phone: phone.e164 },
        });
      },
    );

    it('logs in with the bare bodies while still sending an expired stored token, and gets the same userId', async () => {
      const { client, phone, details, session: signedUp } = await signUpFromSpec('meena', 'Employer');
      t.clock.advanceSeconds(31 * 86_400); // past the token's 30 days
      // Section 4: a failed session check sends the client to /login.
      expectFailure(await client.get('/api/users/protected'), 401);

      const sent = await client.post('/api/users/login', details);
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({ success: true, message: expect.any(String) });
      const verified = await client.post('/api/users/otp-verify', { ...details, otp: codeFor(phone) });
      const session = expectSession(verified, 'Logged in successfully!', '/app/complete-profile-employer');
      expect(session.userId).toBe(signedUp.userId);
      client.keepSession(session);
      expect((await client.get('/api/users/protected')).json()).toMatchObject({
        success: true,
        user: { id: signedUp.userId, userType: 'Employer' },
      });
    });

    it('sends a logged-in person with a complete profile to /app/home', async () => {
      const { client, phone, details } = await completeLabourerFromSpec('raju', 'Mason', 'Ajmer');
      await client.post('/api/users/login', details);
      const verified = await client.post('/api/users/otp-verify', { ...details, otp: codeFor(phone) });
      expectSession(verified, 'Logged in successfully!', '/app/home');
    });

    it('resends a sign-up code once the cooldown has passed: "OTP resent successfully!"', async () => {
      const client = specClient();
      const phone = typedNumber();
      const details = { name: 'asha', phone: phone.typed, userType: 'Labourer' };
      await client.post('/api/users/signup', details);
      const first = codeFor(phone);
      expectFailure(await client.post('/api/users/resend-otp', details), 429);

      t.clock.advanceSeconds(31);
      const resent = await client.post('/api/users/resend-otp', details);
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toMatchObject({ success: true, message: 'OTP resent successfully!' });
      const second = codeFor(phone);
      if (second !== first) {
        expectFailure(await client.post('/api/users/signup-otp-verify', { ...details, otp: first }), 400);
      }
      const verified = await client.post('/api/users/signup-otp-verify', { ...details, otp: second });
      expectSession(verified, 'Signed up successfully!', '/app/create-labourer-profile');
    });

    it('resends a login code once the cooldown has passed: "OTP resent successfully!"', async () => {
      const { client, phone, details, session: signedUp } = await signUpFromSpec('meena', 'Labourer');
      // Logging in at the very instant the sign-up code was used (the test clock stands still): the resend still
      // finds the login code, not the used sign-up code of the same instant.
      expect((await client.post('/api/users/login', details)).statusCode).toBe(200);
      t.clock.advanceSeconds(31);
      const resent = await client.post('/api/users/resend-otp', details);
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toMatchObject({ success: true, message: 'OTP resent successfully!' });
      const verified = await client.post('/api/users/otp-verify', { ...details, otp: codeFor(phone) });
      expect(expectSession(verified, 'Logged in successfully!', '/app/create-labourer-profile').userId).toBe(
        signedUp.userId,
      );
    });

    it('answers failed sign-ups and logins with success false and a message to show', async () => {
      const client = specClient();
      // Decision 004 (and section 5's alert text): only Indian mobile numbers.
      for (const url of ['/api/users/signup', '/api/users/login']) {
        const bad = await client.post(url, { name: 'asha', phone: '12345', userType: 'Labourer' });
        expectFailure(bad, 400, 'Enter a valid mobile number');
      }
      const { details } = await signUpFromSpec('asha', 'Labourer');
      expectFailure(
        await client.post('/api/users/signup', details),
        409,
        'An account with this mobile number already exists. Please log in.',
      );
      expectFailure(
        await client.post('/api/users/login', { ...details, userType: 'Employer' }),
        409,
        'This mobile number is registered as Labourer. Choose Labourer to log in.',
      );
      expectFailure(
        await client.post('/api/users/login', { ...details, phone: typedNumber().typed }),
        404,
        'No account found with this mobile number. Please sign up first.',
      );
    });

    it('answers a wrong code with status 400, success false and a message to show', async () => {
      const client = specClient();
      const phone = typedNumber();
      const details = { name: 'asha', phone: phone.typed, userType: 'Labourer' };
      await client.post('/api/users/signup', details);
      const wrong = String((Number(codeFor(phone)) + 1) % 1_000_000).padStart(6, '0');
      expectFailure(await client.post('/api/users/signup-otp-verify', { ...details, otp: wrong }), 400);

      const person = await signUpFromSpec('meena', 'Employer');
      await person.client.post('/api/users/login', person.details);
      const loginWrong = String((Number(codeFor(person.phone)) + 1) % 1_000_000).padStart(6, '0');
      expectFailure(await person.client.post('/api/users/otp-verify', { ...person.details, otp: loginWrong }), 400);
    });
  });

  describe('own profile', () => {
    it('reads the fields section 7 lists from get-profile {id}, with the default avatar before a photo', async () => {
      const { client, phone } = await signUpFromSpec('ramesh', 'Labourer');
      const response = await ownProfile(client);
      expect(response.statusCode).toBe(200);
      expect(response.json().profile).toMatchObject({
        name: 'ramesh',
        location: '',
        skills: '',
        contactNumber: phone.e164, // decision 004: +91…, not as typed
        email: '',
        callTimeStart: '',
        callTimeEnd: '',
        userType: 'Labourer',
        imageUrl: DEFAULT_AVATAR_URL,
        profileImage: DEFAULT_AVATAR_URL,
      });
    });

    it.each(['Labourer', 'Employer'] as const)(
      'answers get-profile with userTypeRequired as %s: its own type passes, the other is "User Type mismatch"',
      async (userType) => {
        const { client } = await signUpFromSpec('sunita', userType);
        const own = await ownProfile(client, userType);
        expect(own.statusCode).toBe(200);
        expect(own.json().profile.userType).toBe(userType);
        const other = userType === 'Labourer' ? 'Employer' : 'Labourer';
        expectFailure(await ownProfile(client, other), 403, 'User Type mismatch');
      },
    );

    it("completes a Labourer profile with the spec's multipart fields (status 200) and reads them back", async () => {
      const { client, phone } = await signUpFromSpec('ramesh', 'Labourer');
      const url = '/api/users/protected/labourer/profile';
      // Section 5: a photo is required when none exists yet.
      expectFailure(await client.postForm(url, labourerForm(client, phone)), 400, 'Upload Image!!');

      expect((await client.postForm(url, labourerForm(client, phone), photo)).statusCode).toBe(200);
      const profile = (await ownProfile(client, 'Labourer')).json().profile;
      expect(profile).toMatchObject({
        name: 'ramesh kumar',
        location: 'Jaipur, Rajasthan',
        skills: 'Plumber, Tile fitter', // decision 006: skills come back joined with ", " whatever the spacing sent
        contactNumber: phone.e164, // decision 004
        callTimeStart: '08:00',
        callTimeEnd: '19:30',
        userType: 'Labourer',
      });
      expect(profile.imageUrl).not.toBe(DEFAULT_AVATAR_URL);
      expect(profile.profileImage).toBe(profile.imageUrl);
      const image = await client.get(profile.imageUrl);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
    });

    it("completes an Employer profile with the spec's multipart fields (status 200) and reads them back", async () => {
      const { client, phone } = await signUpFromSpec('sunita', 'Employer');
      const saved = await client.postForm(
        '/api/users/protected/employer/profile',
        {
          name: 'sunita builders',
          location: 'Pune, Maharashtra',
          contactNumber: phone.typed,
          email: 'sunita@example.in',
          callTimeStart: '10:00',
          callTimeEnd: '18:00',
          id: client.stored.userId ?? '',
        },
        photo,
      );
      expect(saved.statusCode).toBe(200);
      const profile = (await ownProfile(client, 'Employer')).json().profile;
      expect(profile).toMatchObject({
        name: 'sunita builders',
        location: 'Pune, Maharashtra',
        contactNumber: phone.e164, // decision 004
        email: 'sunita@example.in',
        callTimeStart: '10:00',
        callTimeEnd: '18:00',
        userType: 'Employer',
      });
      expect(profile.imageUrl).not.toBe(DEFAULT_AVATAR_URL);
      expect((await client.get(profile.profileImage)).statusCode).toBe(200);
    });

    it.each(['Labourer', 'Employer'] as const)(
      "saves the profile-page edit as %s, sent with update-profile's eight fields and the number as read",
      async (userType) => {
        const { client } = await signUpFromSpec('kamla', userType);
        const read = (await ownProfile(client)).json().profile;
        const edit = {
          id: client.stored.userId,
          name: 'kamla bai',
          location: 'Indore',
          skills: userType === 'Labourer' ? 'Painter' : '',
          contactNumber: read.contactNumber,
          email: userType === 'Employer' ? 'kamla@example.in' : '',
          callTimeStart: '09:00',
          callTimeEnd: '17:00',
        };
        const response = await client.post('/api/users/protected/update-profile', edit);
        expect(response.statusCode).toBe(200);
        // Section 8's text for a successful update.
        expect(response.json()).toMatchObject({ success: true, message: 'Profile updated successfully!' });
        const { id: _id, ...fields } = edit;
        expect((await ownProfile(client)).json().profile).toMatchObject({ ...fields, userType });
      },
    );

    it('refuses a different contactNumber in the profile-page edit', async () => {
      const { client } = await signUpFromSpec('kamla', 'Labourer');
      const response = await client.post('/api/users/protected/update-profile', {
        id: client.stored.userId,
        name: 'kamla',
        location: 'Indore',
        skills: 'Painter',
        // Decision 006: the number cannot be changed through a profile (it will need an OTP to the new one).
        contactNumber: typedNumber().typed,
        email: '',
        callTimeStart: '',
        callTimeEnd: '',
      });
      expectFailure(response, 400, 'Your mobile number cannot be changed here');
    });
  });

  describe('finding people', () => {
    /** Section 7's card: name, skills, location, userType, profileImage. */
    const specCard = (card: Record<string, unknown>) => ({
      name: card.name,
      skills: card.skills,
      location: card.location,
      userType: card.userType,
      profileImage: card.profileImage,
    });

    it("lists Today's Top Performers from get-random-profiles {id} as {profiles} with the card fields", async () => {
      await completeLabourerFromSpec('ramesh kumar', 'Plumber,Tile fitter', 'Jaipur, Rajasthan');
      const { client } = await signUpFromSpec('sunita', 'Employer');
      const response = await client.post('/api/users/protected/get-random-profiles', { id: client.stored.userId });
      expect(response.statusCode).toBe(200);
      const { profiles } = response.json();
      expect(profiles.map(specCard)).toEqual([
        {
          name: 'ramesh kumar',
          skills: 'Plumber, Tile fitter', // decision 006
          location: 'Jaipur, Rajasthan',
          userType: 'Labourer',
          profileImage: expect.stringMatching(/^\/media\//),
        },
      ]);
      expect((await client.get(profiles[0].profileImage)).statusCode).toBe(200);
    });

    it('finds people with search-profiles?query= {id}: {profiles} with the card fields, by skill and by place', async () => {
      await completeLabourerFromSpec('ramesh kumar', 'Plumber', 'Jaipur, Rajasthan');
      await completeLabourerFromSpec('suresh patil', 'Painter', 'Pune, Maharashtra');
      const { client } = await signUpFromSpec('sunita', 'Employer');
      const search = async (query: string) => {
        const response = await client.post(`/api/users/protected/search-profiles?query=${encodeURIComponent(query)}`, {
          id: client.stored.userId,
        });
        expect(response.statusCode).toBe(200);
        return (response.json().profiles as Record<string, unknown>[]).map(specCard);
      };
      const plumber = {
        name: 'ramesh kumar',
        skills: 'Plumber',
        location: 'Jaipur, Rajasthan',
        userType: 'Labourer',
        profileImage: expect.stringMatching(/^\/media\//),
      };
      expect(await search('plumber')).toEqual([plumber]);
      expect(await search('pune')).toEqual([expect.objectContaining({ name: 'suresh patil', skills: 'Painter' })]);
      expect(await search('ramesh kumar')).toEqual([plumber]);
      expect(await search('zzqx')).toEqual([]);
    });
  });
});
