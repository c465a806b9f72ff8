// SQL for people's accounts as sign-in needs them.
import type { Language } from '@kaamsetu/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, type ConsentMethod } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type UserRole = UserRow['role'];

export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUsersByIds(db: Executor, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function insertUser(
  db: Executor,
  values: {
    name: string;
    phone: string;
    role: UserRole;
    language: Language;
    consentVersion: string;
    consentMethod: ConsentMethod;
    consentedAt: Date;
    createdAt: Date;
    addedByStaffId?: string;
  },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function bumpUserTokenVersion(db: Executor, id: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

export async function setLanguage(db: Executor, id: string, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, id));
}
