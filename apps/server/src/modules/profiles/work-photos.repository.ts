// SQL for photos of a worker's past work.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { workPhotos } from '../../db/schema/index.js';

export type WorkPhotoRow = typeof workPhotos.$inferSelect;

export async function listWorkPhotos(db: Executor, userId: string): Promise<WorkPhotoRow[]> {
  return db
    .select()
    .from(workPhotos)
    .where(eq(workPhotos.userId, userId))
    .orderBy(asc(workPhotos.createdAt), asc(workPhotos.id));
}

export async function countWorkPhotos(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(workPhotos).where(eq(workPhotos.userId, userId));
  return row?.n ?? 0;
}

export async function insertWorkPhoto(
  db: Executor,
  values: { userId: string; photoKey: string; thumbnailKey: string; caption: string; createdAt: Date },
): Promise<WorkPhotoRow> {
  const [row] = await db.insert(workPhotos).values(values).returning();
  if (!row) throw new Error('work photo insert returned nothing');
  return row;
}

export async function findWorkPhoto(db: Executor, id: string): Promise<WorkPhotoRow | undefined> {
  const [row] = await db.select().from(workPhotos).where(eq(workPhotos.id, id));
  return row;
}

/** Changes the caption of one of the owner's photos; undefined when it is not theirs (or gone). */
export async function setCaption(
  db: Executor,
  owner: string,
  id: string,
  caption: string,
): Promise<WorkPhotoRow | undefined> {
  const [row] = await db
    .update(workPhotos)
    .set({ caption })
    .where(and(eq(workPhotos.id, id), eq(workPhotos.userId, owner)))
    .returning();
  return row;
}

export async function deleteWorkPhoto(db: Executor, id: string): Promise<WorkPhotoRow | undefined> {
  const [row] = await db.delete(workPhotos).where(eq(workPhotos.id, id)).returning();
  return row;
}
