// The spec's profile endpoints on a real database: own profile, the two creation forms with photos,
// editing, other people's profiles without their number, and everything a caller must not be able to do.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { signUp } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { hugeDimensionPng, jpegWithGps, pngPhoto } from '../../../test/support/images.js';
import { multipartForm, type FilePart } from '../../../test/support/multipart.js';
import { useTestApp } from '../../../test/support/test-app.js';

interface Person {
  token: string;
  userId: string;
  phone: string;
}

describe.each(databaseKinds)('profiles on %s', (kind) => {
  const t = useTestApp(kind);
  let photo: FilePart;

  beforeAll(async () => {
    photo = { filename: 'me.png', contentType: 'image/png', bytes: await pngPhoto() };
  });
  beforeEach(async () => {
    await t.db.reset();
  });

  const auth = (person: Person) => ({ authorization: `Bearer ${person.token}` });
  const post = (person: Person, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: auth(person) });
  const getOwn = (person: Person, extra: object = {}) =>
    post(person, '/api/users/protected/get-profile', { id: person.userId, ...extra });
  const submitForm = (
    person: Person,
    role: 'labourer' | 'employer',
    fields: Record<string, string>,
    file?: FilePart,
  ) => {
    const form = multipartForm({ id: person.userId, ...fields }, file);
    return t.app.inject({
      method: 'POST',
      url: `/api/users/protected/${role}/profile`,
      payload: form.payload,
      headers: { ...form.headers, ...auth(person) },
    });
  };
  const labourerFields = (person: Person) => ({
    name: 'ramesh kumar',
    location: 'Jaipur, Rajasthan',
    contactNumber: person.phone,
    skills: 'Plumber, Tile fitter',
    workExperience: '8 years in houses and shops',
    callTimeStart: '08:00',
    callTimeEnd: '19:30',
  });
  const mediaFile = (url: string) => path.join(t.config.mediaDir, url.replace(/^\/media\//, ''));

  describe('own profile', () => {
    it('shows the owner their own number and the default avatar before a photo exists', async () => {
      const person = await signUp(t.app, t.config, { name: 'ramesh', userType: 'Labourer' });
      const response = await getOwn(person);
      expect(response.statusCode).toBe(200);
      expect(response.json().profile).toMatchObject({
        id: person.userId,
        name: 'ramesh',
        userType: 'Labourer',
        contactNumber: person.phone,
        imageUrl: '/default-avatar.svg',
        profileImage: '/default-avatar.svg',
        hasPhoto: false,
        profileComplete: false,
      });
    });

    it("refuses someone else's id and a userTypeRequired that does not match", async () => {
      const labourer = await signUp(t.app, t.config, { name: 'ramesh', userType: 'Labourer' });
      const employer = await signUp(t.app, t.config, { name: 'sunita', userType: 'Employer' });
      expect((await post(employer, '/api/users/protected/get-profile', { id: labourer.userId })).statusCode).toBe(403);
      const mismatch = await getOwn(labourer, { userTypeRequired: 'Employer' });
      expect(mismatch.statusCode).toBe(403);
      expect(mismatch.json()).toMatchObject({
        message: 'User Type mismatch',
        error: { code: 'FORBIDDEN', details: { reason: 'userTypeMismatch' } },
      });
      expect((await getOwn(labourer, { userTypeRequired: 'Labourer' })).statusCode).toBe(200);
    });
  });

  describe('creation forms', () => {
    it('completes a Labourer profile with a photo, re-encoded to WebP at most 800 px with a 160 px thumbnail', async () => {
      const person = await signUp(t.app, t.config, { name: 'ramesh', userType: 'Labourer' });
      const response = await submitForm(person, 'labourer', labourerFields(person), photo);
      expect(response.statusCode).toBe(200);
      const { profile, forwardLink, message } = response.json();
      expect(message).toBe('Profile updated successfully!');
      expect(forwardLink).toBe('/app/home');
      expect(profile).toMatchObject({
        name: 'ramesh kumar',
        location: 'Jaipur, Rajasthan',
        skills: 'Plumber, Tile fitter',
        workExperience: '8 years in houses and shops',
        callTimeStart: '08:00',
        callTimeEnd: '19:30',
        hasPhoto: true,
        profileComplete: true,
      });
      expect(profile.imageUrl).toMatch(/^\/media\/profiles\/[0-9a-f-]{36}\.webp$/);
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/users/protected',
        headers: { authorization: `Bearer ${person.token}` },
      });
      expect(session.json().user.name).toBe('ramesh kumar');

      const full = await sharp(mediaFile(profile.imageUrl)).metadata();
      expect(full).toMatchObject({ format: 'webp', width: 800, height: 600 });
      const served = await t.app.inject({ method: 'GET', url: profile.imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toContain('immutable');

      const thumbnail = mediaFile(profile.imageUrl.replace('.webp', '-160.webp'));
      expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 160, height: 160 });
      // The answer names the thumbnail too, so the profile's header can offer it to small screens.
      expect(profile.thumbnailUrl).toBe(profile.imageUrl.replace('.webp', '-160.webp'));
      const others = await t.app.inject({
        method: 'GET',
        url: `/api/profiles/${person.userId}`,
        headers: { authorization: `Bearer ${person.token}` },
      });
      expect(others.json().profile.thumbnailUrl).toBe(profile.thumbnailUrl);
    });

    it('names the trade of each skill wherever the skills go out, so a page can show them in its language', async () => {
      const person = await signUp(t.app, t.config, { name: 'ramesh', userType: 'Labourer' });
      const fields = { ...labourerFields(person), skills: 'Raj Mistri, Tiles, Hacking' };
      const saved = (await submitForm(person, 'labourer', fields, photo)).json().profile;
      const expected = { skills: 'Raj Mistri, Tiles, Hacking', skillTrades: ['mason', 'tiler', null] };
      expect(saved).toMatchObject(expected);
      expect((await getOwn(person)).json().profile).toMatchObject(expected);

      const employer = await signUp(t.app, t.config, { name: 'sunita', userType: 'Employer' });
      const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(employer) });
      expect((await get(`/api/profiles/${person.userId}`)).json().profile).toMatchObject(expected);
      const found = (await get('/api/search/profiles?q=mistri')).json().profiles;
      expect(found).toEqual([expect.objectContaining({ id: person.userId, ...expected })]);
    });

    it('asks for a photo when there is none yet ("Upload Image!!")', async () => {
      const person = await signUp(t.app, t.config, { name: 'ramesh', userType: 'Labourer' });
      for (const file of [undefined, { ...photo, bytes: Buffer.alloc(0) }]) {
        const response = await submitForm(person, 'labourer', labourerFields(person), file);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Upload Image!!');
      }
      const textUndefined = await submitForm(person, 'labourer', { ...labourerFields(person), file: 'undefined' });
      expect(textUndefined.json().message).toBe('Upload Image!!');
      expect((await getOwn(person)).json().profile.profileComplete).toBe(false);
    });

    it('keeps the current photo when file is missing, empty or the text "undefined"', async () => {
      const person = await signUp(t.app, t.config, { name: 'ramesh', userType: 'Labourer' });
      const first = (await submitForm(person, 'labourer', labourerFields(person), photo)).json().profile.imageUrl;
      const again = await submitForm(person, 'labourer', {
        ...labourerFields(person),
        location: 'Ajmer',
        file: 'undefined',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().profile).toMatchObject({ imageUrl: first, location: 'Ajmer' });
      expect(existsSync(mediaFile(first))).toBe(true);
    });

    it('replaces the photo and removes the old files', async () => {
      const person = await signUp(t.app, t.config, { name: 'ramesh', userType: 'Labourer' });
      const first = (await submitForm(person, 'labourer', labourerFields(person), photo)).json().profile.imageUrl;
      const second = (await submitForm(person, 'labourer', labourerFields(person), photo)).json().profile.imageUrl;
      expect(second).not.toBe(first);
      expect(existsSync(mediaFile(first))).toBe(false);
      expect(existsSync(mediaFile(second))).toBe(true);
    });

    it('drops GPS and other EXIF data from the stored photo', async () => {
      const person = await signUp(t.app, t.config, { name: 'ramesh', userType: 'Labourer' });
      const original = await jpegWithGps();
      // Tag 0x8825 (little-endian in sharp's EXIF) points to the GPS block.
      const gpsPointer = Buffer.from([0x25, 0x88]);
      expect((await sharp(original).metadata()).exif?.includes(gpsPointer)).toBe(true);
      const response = await submitForm(person, 'labourer', labourerFields(person), {
        filename: 'camera.jpg',
        contentType: 'image/jpeg',
        bytes: original,
      });
      expect(response.statusCode).toBe(200);
      const stored = await sharp(mediaFile(response.json().profile.imageUrl)).metadata();
      expect(stored.exif).toBeUndefined();
    });

    it.each([
      [
        'a text file named .jpg',
        { filename: 'me.jpg', contentType: 'image/jpeg', bytes: Buffer.from('hello, not a photo') },
        400,
        'The photo must be a JPEG, PNG or WebP image',
      ],
      [
        'a GIF',
        { filename: 'me.gif', contentType: 'image/gif', bytes: Buffer.from('GIF89a\x01\x00\x01\x00') },
        400,
        'The photo must be a JPEG, PNG or WebP image',
      ],
      [
        'a 30000×30000 PNG',
        { filename: 'bomb.png', contentType: 'image/png', bytes: hugeDimensionPng() },
        400,
        'The photo is too large to process',
      ],
      [
        'a 20 MB upload',
        {
          filename: 'big.jpg',
          contentType: 'image/jpeg',
          bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(20 * 1024 * 1024)]),
        },
        413,
        'The photo must be at most 5 MB',
      ],
    ])('refuses %s and changes nothing', async (_label, file, status, message) => {
      const person = await signUp(t.app, t.config, { name: 'ramesh', userType: 'Labourer' });
      const response = await submitForm(person, 'labourer', labourerFields(person), file as FilePart);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
      const own = (await getOwn(person)).json().profile;
      expect(own).toMatchObject({ name: 'ramesh', hasPhoto: false, profileComplete: false });
    });

    it('requires location and skills of a Labourer, and a valid email of an Employer', async () => {
      const labourer = await signUp(t.app, t.config, { name: 'ramesh', userType: 'Labourer' });
      const noSkills = await submitForm(labourer, 'labourer', { ...labourerFields(labourer), skills: ' , ' }, photo);
      expect(noSkills.json().message).toBe('Enter at least one skill');
      const noLocation = await submitForm(labourer, 'labourer', { ...labourerFields(labourer), location: '' }, photo);
      expect(noLocation.json().message).toBe('Enter your location');

      const employer = await signUp(t.app, t.config, { name: 'sunita', userType: 'Employer' });
      const badEmail = await submitForm(employer, 'employer', { name: 'Sunita', email: 'sunita@' }, photo);
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().message).toBe('Enter a valid email address');
      const ok = await submitForm(
        employer,
        'employer',
        { name: 'Sunita Builders', companyName: 'Sunita Constructions', email: '' },
        photo,
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json().profile).toMatchObject({
        companyName: 'Sunita Constructions',
        profileComplete: true,
        skills: '',
      });
    });

    it('keeps fields an edit leaves out, and clears a field sent empty', async () => {
      const person = await signUp(t.app, t.config, { name: 'ramesh', userType: 'Labourer' });
      await submitForm(person, 'labourer', labourerFields(person), photo);
      const edit = await post(person, '/api/users/protected/update-profile', {
        id: person.userId,
        name: 'ramesh k',
        location: 'Ajmer',
        callTimeEnd: '',
      });
      expect(edit.statusCode).toBe(200);
      expect(edit.json().profile).toMatchObject({
        name: 'ramesh k',
        location: 'Ajmer',
        skills: 'Plumber, Tile fitter',
        workExperience: '8 years in houses and shops',
        callTimeStart: '08:00',
        callTimeEnd: '',
        hasPhoto: true,
        profileComplete: true,
      });
    });

    it('keeps the search vocabulary counts in step with what profiles say', async () => {
      const person = await signUp(t.app, t.config, { name: 'ramesh', userType: 'Labourer' });
      const counts = async () =>
        Object.fromEntries(
          (
            await queryRows<{ word: string; profiles: number }>(
              t.db.database.db,
              sql`select word, profiles from search_vocabulary where word in ('trade:plumber', 'trade:painter', 'plumber', 'painter')`,
            )
          ).map((row) => [row.word, row.profiles]),
        );
      await submitForm(person, 'labourer', { ...labourerFields(person), skills: 'Plumber' }, photo);
      expect(await counts()).toMatchObject({ 'trade:plumber': 1, plumber: 1 });
      await post(person, '/api/users/protected/update-profile', {
        id: person.userId,
        name: 'ramesh',
        skills: 'Painter',
      });
      expect(await counts()).toEqual({ 'trade:plumber': 0, plumber: 0, 'trade:painter': 1, painter: 1 });
    });

    it('refuses the other role\'s form with "User Type mismatch"', async () => {
      const labourer = await signUp(t.app, t.config, { name: 'ramesh', userType: 'Labourer' });
      const response = await submitForm(labourer, 'employer', { name: 'x' }, photo);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('User Type mismatch');
    });
  });

  describe('what a caller may not do', () => {
    it("refuses to change another person's profile and leaves it untouched", async () => {
      const victim = await signUp(t.app, t.config, { name: 'victim', userType: 'Labourer' });
      const attacker = await signUp(t.app, t.config, { name: 'attacker', userType: 'Labourer' });
      const viaEdit = await post(attacker, '/api/users/protected/update-profile', {
        id: victim.userId,
        name: 'hacked',
        location: 'Nowhere',
        skills: 'Hacking',
      });
      expect(viaEdit.statusCode).toBe(403);
      const form = multipartForm({ ...labourerFields(victim), id: victim.userId, name: 'hacked' }, photo);
      const viaForm = await t.app.inject({
        method: 'POST',
        url: '/api/users/protected/labourer/profile',
        payload: form.payload,
        headers: { ...form.headers, ...auth(attacker) },
      });
      expect(viaForm.statusCode).toBe(403);
      expect((await getOwn(victim)).json().profile).toMatchObject({ name: 'victim', hasPhoto: false });
    });

    it('ignores fields nobody may set through the profile (role, phone, money, flags)', async () => {
      const person = await signUp(t.app, t.config, { name: 'ramesh', userType: 'Labourer' });
      const response = await post(person, '/api/users/protected/update-profile', {
        id: person.userId,
        name: 'ramesh',
        location: 'Jaipur',
        skills: 'Mason',
        userType: 'Employer',
        role: 'Employer',
        phone: '+919999999999',
        balance: 100000,
        isDemo: true,
        profileCompletedAt: '2020-01-01',
      });
      expect(response.statusCode).toBe(200);
      const [row] = await queryRows<Record<string, unknown>>(
        t.db.database.db,
        sql`select role, phone, is_demo, profile_completed_at from users where id = ${person.userId}`,
      );
      expect(row).toMatchObject({ role: 'Labourer', phone: person.phone, is_demo: false, profile_completed_at: null });
    });

    it('refuses to change the mobile number through the profile', async () => {
      const person = await signUp(t.app, t.config, { name: 'ramesh', userType: 'Labourer' });
      const response = await post(person, '/api/users/protected/update-profile', {
        id: person.userId,
        name: 'ramesh',
        location: 'Jaipur',
        skills: 'Mason',
        contactNumber: '9999999999',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Your mobile number cannot be changed here');
    });
  });

  describe("other people's profiles", () => {
    async function completeLabourer(name: string): Promise<Person> {
      const person = await signUp(t.app, t.config, { name, userType: 'Labourer' });
      const response = await submitForm(person, 'labourer', { ...labourerFields(person), name }, photo);
      expect(response.statusCode).toBe(200);
      return person;
    }

    it('shows a complete profile to others without the number, and counts the view', async () => {
      const labourer = await completeLabourer('ramesh kumar');
      const employer = await signUp(t.app, t.config, { name: 'sunita', userType: 'Employer' });
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/profiles/${labourer.userId}`,
        headers: auth(employer),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().profile).toMatchObject({ name: 'ramesh kumar', skills: 'Plumber, Tile fitter' });
      expect(response.body).not.toContain(labourer.phone.slice(3));
      const views = await queryRows<{ n: number }>(t.db.database.db, sql`select count(*)::int as n from profile_views`);
      expect(views[0]?.n).toBe(1);
    });

    it('hides incomplete profiles from others', async () => {
      const incomplete = await signUp(t.app, t.config, { name: 'new', userType: 'Labourer' });
      const employer = await signUp(t.app, t.config, { name: 'sunita', userType: 'Employer' });
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/profiles/${incomplete.userId}`,
        headers: auth(employer),
      });
      expect(response.statusCode).toBe(404);
    });

    it('never puts a phone number in search results or top performers', async () => {
      const labourers = [await completeLabourer('ramesh kumar'), await completeLabourer('suresh kumar')];
      const employer = await signUp(t.app, t.config, { name: 'sunita', userType: 'Employer' });
      const responses = [
        await post(employer, '/api/users/protected/get-random-profiles', { id: employer.userId }),
        await post(employer, '/api/users/protected/search-profiles?query=plumber', { id: employer.userId }),
        await t.app.inject({ method: 'GET', url: '/api/search/profiles?q=kumar', headers: auth(employer) }),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(200);
        expect(response.json().profiles).toHaveLength(2);
        for (const labourer of labourers) expect(response.body).not.toContain(labourer.phone.slice(3));
        for (const card of response.json().profiles) {
          // The spec's six fields, plus the call window the cards show ("available now"), the rating from
          // reviews, the badges, "free today" and each skill's trade; never a number.
          expect(Object.keys(card).sort()).toEqual([
            'badges',
            'callTimeEnd',
            'callTimeStart',
            'freeToday',
            'id',
            'location',
            'name',
            'profileImage',
            'rating',
            'skillTrades',
            'skills',
            'userType',
          ]);
          expect(card.profileImage).toMatch(/-160\.webp$/);
        }
      }
    });

    it('leaves the caller out of their own top performers', async () => {
      const me = await completeLabourer('ramesh kumar');
      await completeLabourer('suresh kumar');
      const response = await post(me, '/api/users/protected/get-random-profiles', { id: me.userId });
      expect(response.json().profiles.map((card: { name: string }) => card.name)).toEqual(['suresh kumar']);
    });
  });
});
