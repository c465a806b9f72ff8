// The staff audit trail: every change staff make is recorded in the same database transaction as the
// change itself, so there is never a change without its record (or a record without its change).
import type { Executor } from '../../db/client.js';
import { staffAudit } from '../../db/schema/index.js';

export interface AuditEntry {
  staffId: string;
  action: string;
  targetType: 'person' | 'report' | 'mediation' | 'payout' | 'staff' | 'wallet';
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
