// The staff audit trail: every change staff make is recorded in the same database transaction as the
// change itself, so there is never a change without its record (or a record without its change).
import { sql } from 'drizzle-orm';
import type { AuditAction, AuditTargetType } from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import { staffAudit } from '../../db/schema/index.js';

export interface AuditEntry {
  staffId: string;
  /** One of the contract's auditActions, so the back office has a label for it in every language. */
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(staffAudit).values({
    staffId: entry.staffId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? '',
  });
}

/**
 * Strikes a person's personal details (the given keys) out of the audit rows about them, the one change the
 * audit trigger allows (migration 0004), marked by kaamsetu.erasing_person for the rest of the transaction.
 */
export async function erasePersonalDetailsFromAudit(
  tx: Executor,
  personId: string,
  personalKeys: readonly string[],
): Promise<void> {
  await tx.execute(sql`select set_config('kaamsetu.erasing_person', ${personId}, true)`);
  const keys = sql.raw(`array[${personalKeys.map((key) => `'${key}'`).join(', ')}]`);
  await tx.execute(
    sql`update staff_audit set before = before - ${keys}, after = after - ${keys}
        where target_type in ('person', 'wallet') and target_id = ${personId}`,
  );
}
