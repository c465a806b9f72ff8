// For account deletion (privacy module): a deleted person's ID check records (document type, last 4
// characters) and GSTIN go with the rest of their personal data, in the deletion's own transaction. The audit
// trail keeps that staff checked someone, without the characters (it never held them).
import type { Executor } from '../../db/client.js';
import { deleteVerificationOf } from './verification.repository.js';

export async function eraseVerificationOf(tx: Executor, userId: string): Promise<void> {
  await deleteVerificationOf(tx, userId);
}
