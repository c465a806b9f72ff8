// Photos of a worker's past work: a Labourer adds up to WORK_PHOTOS_MAX, each re-encoded like a profile photo
// (EXIF dropped, thumbnail made); anyone signed in sees them on the public profile; staff can take one down.
import { randomUUID } from 'node:crypto';
import { WORK_PHOTOS_MAX, profileMessages, workPhotoMessages, type UserType, type WorkPhoto } from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../ledger/audit.js';
import { processPhoto, PhotoError } from '../media/photo-processing.js';
import { photoError } from './profiles.service.js';
import * as profiles from './profiles.repository.js';
import * as repository from './work-photos.repository.js';
import type { ProfilesContext } from './profiles-context.js';

export interface PhotoOwner {
  id: string;
  role: UserType;
}

function present(ctx: ProfilesContext, row: repository.WorkPhotoRow): WorkPhoto {
  return {
    id: row.id,
    imageUrl: ctx.storage.urlFor(row.photoKey),
    thumbnailUrl: ctx.storage.urlFor(row.thumbnailKey),
    caption: row.caption,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A person's work photos, as the public profile shows them: only while that profile itself may be seen. */
export async function workPhotosOf(ctx: ProfilesContext, viewerId: string, profileId: string) {
  const person = await profiles.findProfile(ctx.db, profileId);
  const visible =
    person && (profileId === viewerId || (person.profileCompletedAt !== null && person.blockedAt === null));
  if (!visible) throw new AppError('NOT_FOUND', profileMessages.profileNotFound);
  const rows = await repository.listWorkPhotos(ctx.db, profileId);
  return { success: true as const, photos: rows.map((row) => present(ctx, row)) };
}

/** Every work photo of a person, for staff checking what the person shows (whatever the profile's state). */
export async function workPhotosForStaff(ctx: ProfilesContext, personId: string) {
  const rows = await repository.listWorkPhotos(ctx.db, personId);
  return { success: true as const, photos: rows.map((row) => present(ctx, row)) };
}

async function removeFiles(ctx: ProfilesContext, row: { photoKey: string; thumbnailKey: string }) {
  await Promise.all([ctx.storage.remove(row.photoKey), ctx.storage.remove(row.thumbnailKey)]);
}

export async function addWorkPhoto(
  ctx: ProfilesContext,
  owner: PhotoOwner,
  bytes: Buffer | undefined,
  caption: string,
) {
  if (owner.role !== 'Labourer') throw new AppError('FORBIDDEN', workPhotoMessages.onlyLabourers);
  if (!bytes) throw new AppError('VALIDATION_FAILED', profileMessages.photoRequired);
  // A cheap early refusal before the slow re-encoding; the count that decides is taken again under the lock.
  if ((await repository.countWorkPhotos(ctx.db, owner.id)) >= WORK_PHOTOS_MAX) {
    throw new AppError('CONFLICT', workPhotoMessages.tooMany);
  }
  let processed;
  try {
    processed = await processPhoto(bytes);
  } catch (error) {
    if (error instanceof PhotoError) throw photoError(error);
    throw error;
  }
  const base = `work/${randomUUID()}`;
  const keys = { photoKey: `${base}.webp`, thumbnailKey: `${base}-160.webp` };
  await ctx.storage.save(keys.photoKey, processed.full);
  await ctx.storage.save(keys.thumbnailKey, processed.thumbnail);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      // The account row lock makes concurrent uploads take turns, so six is six however many arrive at once.
      if (!(await profiles.lockLiveAccount(tx, owner.id)))
        throw new AppError('NOT_FOUND', profileMessages.profileNotFound);
      if ((await repository.countWorkPhotos(tx, owner.id)) >= WORK_PHOTOS_MAX) {
        throw new AppError('CONFLICT', workPhotoMessages.tooMany);
      }
      return repository.insertWorkPhoto(tx, { userId: owner.id, ...keys, caption, createdAt: ctx.clock.now() });
    });
    return { success: true as const, message: workPhotoMessages.photoAdded, photo: present(ctx, row) };
  } catch (error) {
    await removeFiles(ctx, keys);
    throw error;
  }
}

export async function captionWorkPhoto(ctx: ProfilesContext, ownerId: string, id: string, caption: string) {
  const row = await repository.setCaption(ctx.db, ownerId, id, caption);
  if (!row) throw new AppError('NOT_FOUND', workPhotoMessages.photoNotFound);
  return { success: true as const, message: workPhotoMessages.captionSaved, photo: present(ctx, row) };
}

export async function deleteOwnWorkPhoto(ctx: ProfilesContext, ownerId: string, id: string) {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await repository.findWorkPhoto(tx, id);
    if (!found || found.userId !== ownerId) throw new AppError('NOT_FOUND', workPhotoMessages.photoNotFound);
    return repository.deleteWorkPhoto(tx, id);
  });
  if (row) await removeFiles(ctx, row);
  return { success: true as const, message: workPhotoMessages.photoRemoved };
}

/** Staff take a photo down with a reason; the audit row keeps whose it was and the caption, not the picture. */
export async function removeWorkPhotoByStaff(ctx: ProfilesContext, staffId: string, id: string, reason: string) {
  const row = await ctx.db.transaction(async (tx) => {
    const removed = await repository.deleteWorkPhoto(tx, id);
    if (!removed) throw new AppError('NOT_FOUND', workPhotoMessages.photoNotFound);
    await recordAudit(tx, {
      staffId,
      action: 'work-photo.remove',
      targetType: 'person',
      targetId: removed.userId,
      before: { photoId: removed.id, caption: removed.caption },
      reason,
    });
    return removed;
  });
  await removeFiles(ctx, row);
  return { success: true as const, message: workPhotoMessages.removedByStaff };
}

/** For "download my data": the person's work photos with their links and captions. */
export async function workPhotosForExport(tx: Executor, storage: ProfilesContext['storage'], userId: string) {
  const rows = await repository.listWorkPhotos(tx, userId);
  return rows.map((row) => ({
    imageUrl: storage.urlFor(row.photoKey),
    caption: row.caption,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** For account deletion: drops the rows in the caller's transaction and returns the files to remove after it. */
export async function eraseWorkPhotos(tx: Executor, userId: string): Promise<string[]> {
  const rows = await repository.listWorkPhotos(tx, userId);
  for (const row of rows) await repository.deleteWorkPhoto(tx, row.id);
  return rows.flatMap((row) => [row.photoKey, row.thumbnailKey]);
}
