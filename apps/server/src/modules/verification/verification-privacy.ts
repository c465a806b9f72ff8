// For the privacy module, inside its own transactions: what Download my data shows of a person's checks (every
// ID check record and the GSTIN, without who checked), and, on account deletion, erasing them with the rest of
// their personal data. The audit trail keeps that staff checked someone, without the characters (it never held
// them).
import type { Executor } from '../../db/client.js';
import { businessOf, deleteVerificationOf, idChecksOf } from './verification.repository.js';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export async function verificationForExport(tx: Executor, userId: string) {
  // One after the other: a transaction is one connection, which runs one statement at a time.
  const checks = await idChecksOf(tx, userId);
  const business = await businessOf(tx, userId);
  return {
    idChecks: checks.map((check) => ({
      ...check,
      checkedAt: check.checkedAt.toISOString(),
      revokedAt: iso(check.revokedAt),
    })),
    business: business
      ? {
          ...business,
          submittedAt: business.submittedAt.toISOString(),
          decidedAt: iso(business.decidedAt),
        }
      : null,
  };
}

export async function eraseVerificationOf(tx: Executor, userId: string): Promise<void> {
  await deleteVerificationOf(tx, userId);
}
