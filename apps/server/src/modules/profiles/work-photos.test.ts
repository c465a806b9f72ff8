// Photos of past work: a worker adds up to six (re-encoded, EXIF dropped), captions and removes them; anyone
// signed in sees them on the public profile; staff take one down with an audited reason.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { jpegWithGps, pngPhoto } from '../../../test/support/images.js';
import { asPerson } from '../../../test/support/money-flows.js';
import { multipartForm } from '../../../test/support/multipart.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { signInStaff } from '../../../test/support/staff-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';

describe.each(databaseKinds)('work photos on %s', (kind) => {
  const t = useTestApp(kind);
  let png: Buffer;
  let employer: { userId: string; token: string };

  beforeAll(async () => {
    png = await pngPhoto(900, 600);
    employer = await signUp(t.app, t.config, { name: 'Meera Contractor', userType: 'Employer' });
  });

  const mediaFile = (url: string) => path.join(t.config.mediaDir, url.replace(/^\/media\//, ''));
  const photosOf = async (userId: string) =>
    (await asPerson(t.app, employer.token).get(`/api/profiles/${userId}/work-photos`)).json().photos;

  function upload(token: string, bytes: Buffer, caption?: string) {
    const form = multipartForm(caption === undefined ? {} : { caption }, {
      filename: 'wall.png',
      contentType: 'image/png',
      bytes,
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/work-photos',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
  }

  it('adds a photo with its caption, shows it to an Employer on the profile, and drops GPS data', async () => {
    const worker = await completeProfile(t.app, t.config, { name: 'Suresh Painter', userType: 'Labourer' });
    const added = await upload(worker.token, await jpegWithGps(), 'Living room, two coats');
    expect(added.statusCode).toBe(201);
    const photo = added.json().photo;
    expect(photo.caption).toBe('Living room, two coats');
    const stored = await sharp(mediaFile(photo.imageUrl)).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect((await sharp(mediaFile(photo.thumbnailUrl)).metadata()).width).toBe(160);
    expect(await photosOf(worker.userId)).toEqual([photo]);
  });

  it('keeps six at most, however many uploads arrive at once, and leaves no file of a refused one', async () => {
    const worker = await completeProfile(t.app, t.config, { name: 'Ravi Mason', userType: 'Labourer' });
    const answers = await Promise.all(Array.from({ length: 9 }, () => upload(worker.token, png)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(6);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => answer.statusCode)).toEqual([409, 409, 409]);
    expect(refused[0]?.json().message).toBe('You can add up to 6 photos of your work. Remove one to add another.');
    const listed: { imageUrl: string; thumbnailUrl: string }[] = await photosOf(worker.userId);
    expect(listed).toHaveLength(6);
    const kept = new Set(
      listed.flatMap((photo) => [photo.imageUrl, photo.thumbnailUrl].map((url) => path.basename(url))),
    );
    const onDisk = readdirSync(path.join(t.config.mediaDir, 'work'));
    const mine = onDisk.filter((file) => kept.has(file));
    expect(mine).toHaveLength(12);
    // Any other file in work/ belongs to another test's photo that is still listed, never to a refused upload.
    const { rows } = (await t.db.database.db.execute(
      sql`select photo_key, thumbnail_key from work_photos`,
    )) as unknown as { rows: { photo_key: string; thumbnail_key: string }[] };
    const known = new Set(rows.flatMap((row) => [row.photo_key, row.thumbnail_key].map((key) => path.basename(key))));
    expect(onDisk.filter((file) => !known.has(file))).toEqual([]);
  });

  it('refuses Employers, a missing file, a file that is not an image and a caption over 120 characters', async () => {
    const worker = await completeProfile(t.app, t.config, { name: 'Anil Tiler', userType: 'Labourer' });
    const byEmployer = await upload(employer.token, png);
    expect(byEmployer.statusCode).toBe(403);
    expect(byEmployer.json().message).toBe('Only workers can add photos of their work.');
    const notImage = await upload(worker.token, Buffer.from('not a photo at all'));
    expect(notImage.json().message).toBe('The photo must be a JPEG, PNG or WebP image');
    expect((await upload(worker.token, png, 'x'.repeat(121))).statusCode).toBe(400);
    const noFile = multipartForm({ caption: 'hello' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/work-photos',
      headers: { ...noFile.headers, authorization: `Bearer ${worker.token}` },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(await photosOf(worker.userId)).toEqual([]);
  });

  it('lets only the owner change a caption or remove a photo, and removes its files', async () => {
    const worker = await completeProfile(t.app, t.config, { name: 'Mohan Carpenter', userType: 'Labourer' });
    const photo = (await upload(worker.token, png, 'Door frame')).json().photo;
    const as = (token: string, method: 'PATCH' | 'DELETE', payload?: object) =>
      t.app.inject({
        method,
        url: `/api/work-photos/${photo.id}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    expect((await as(employer.token, 'PATCH', { caption: 'mine now' })).statusCode).toBe(404);
    expect((await as(worker.token, 'PATCH', { caption: 'Teak door frame' })).json().photo.caption).toBe(
      'Teak door frame',
    );
    expect((await as(employer.token, 'DELETE')).statusCode).toBe(404);
    expect(existsSync(mediaFile(photo.imageUrl))).toBe(true);
    expect((await as(worker.token, 'DELETE')).statusCode).toBe(200);
    expect(existsSync(mediaFile(photo.imageUrl))).toBe(false);
    expect(existsSync(mediaFile(photo.thumbnailUrl))).toBe(false);
    expect(await photosOf(worker.userId)).toEqual([]);
  });

  it("lets staff take a photo down with a reason, recorded in the audit trail; a person's token is refused there", async () => {
    const worker = await completeProfile(t.app, t.config, { name: 'Deepak Welder', userType: 'Labourer' });
    const photo = (await upload(worker.token, png, 'Gate')).json().photo;
    const byPerson = await asPerson(t.app, employer.token).post(`/api/staff/work-photos/${photo.id}/remove`, {
      reason: 'Not work',
    });
    expect(byPerson.statusCode).toBe(403);
    expect(await photosOf(worker.userId)).toHaveLength(1);
    const staff = await signInStaff(t.app, t.config, t.db.database, 'Employee');
    const seenByStaff = await staff.as('GET', `/api/staff/people/${worker.userId}/work-photos`);
    expect(seenByStaff.json().photos).toEqual([photo]);
    const taken = await staff.as('POST', `/api/staff/work-photos/${photo.id}/remove`, {
      reason: 'Shows a phone number',
    });
    expect(taken.statusCode).toBe(200);
    expect(await photosOf(worker.userId)).toEqual([]);
    expect(existsSync(mediaFile(photo.imageUrl))).toBe(false);
    const { rows } = (await t.db.database.db.execute(
      sql`select action, reason, target_id from staff_audit where action = 'work-photo.remove'`,
    )) as unknown as { rows: { action: string; reason: string; target_id: string }[] };
    expect(rows).toContainEqual({
      action: 'work-photo.remove',
      reason: 'Shows a phone number',
      target_id: worker.userId,
    });
    const again = await staff.as('POST', `/api/staff/work-photos/${photo.id}/remove`, { reason: 'again' });
    expect(again.statusCode).toBe(404);
  });

  it('shows no photos of a profile nobody may see', async () => {
    const unfinished = await signUp(t.app, t.config, { name: 'New Worker', userType: 'Labourer' });
    const answer = await asPerson(t.app, employer.token).get(`/api/profiles/${unfinished.userId}/work-photos`);
    expect(answer.statusCode).toBe(404);
  });
});
