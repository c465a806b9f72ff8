// SQL for staff accounts as sign-in and the staff CLI need them.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { staffCodeSequence, staffMembers } from '../../db/schema/index.js';

export type StaffRow = typeof staffMembers.$inferSelect;
export type StaffRoleValue = StaffRow['role'];

export async function findActiveStaffByCode(
  db: Executor,
  staffCode: string,
  role: StaffRoleValue,
): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.staffCode, staffCode), eq(staffMembers.role, role), eq(staffMembers.active, true)))
    .limit(1);
  return row;
}

export async function findActiveAdmins(db: Executor): Promise<StaffRow[]> {
  return db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'Admin'), eq(staffMembers.active, true)));
}

export async function findStaffById(db: Executor, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return row;
}

export async function findStaffByPhone(db: Executor, phone: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.phone, phone)).limit(1);
  return row;
}

export async function insertStaff(
  db: Executor,
  values: { name: string; phone: string; role: StaffRoleValue; passcodeHash: string | null; createdBy: string | null },
): Promise<StaffRow> {
  const prefix = values.role === 'Admin' ? 'ADM' : 'EMP';
  const [row] = await db
    .insert(staffMembers)
    .values({
      ...values,
      staffCode: sql`${prefix} || '-' || lpad(nextval(${staffCodeSequence.seqName})::text, 4, '0')`,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function bumpStaffTokenVersion(db: Executor, id: string): Promise<void> {
  await db
    .update(staffMembers)
    .set({ tokenVersion: sql`${staffMembers.tokenVersion} + 1` })
    .where(eq(staffMembers.id, id));
}

export async function listStaff(db: Executor): Promise<StaffRow[]> {
  return db.select().from(staffMembers).orderBy(staffMembers.staffCode);
}

/** Locks a staff member's row for the rest of the transaction. */
export async function lockStaff(db: Executor, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
  return row;
}

export async function updateStaff(
  db: Executor,
  id: string,
  changes: Partial<Pick<StaffRow, 'name' | 'phone' | 'active' | 'tokenVersion'>> & { updatedAt: Date },
): Promise<StaffRow> {
  const [row] = await db.update(staffMembers).set(changes).where(eq(staffMembers.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}
