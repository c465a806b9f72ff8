// The one question the money module asks this module before an unlock (and, once jobs exist, before a job
// post): is this account paused by an open money-demand report from a worker it contacted?
import { safetyMessages } from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { unlocksFrozen, unlocksFrozenCondition } from './safety.repository.js';

export async function assertNotFrozen(db: Executor, accountId: string): Promise<void> {
  if (await unlocksFrozen(db, accountId)) throw frozenRefusal();
}

/** The same question as SQL, for a statement that checks it before it acts (true: paused). */
export const frozenCondition = unlocksFrozenCondition;

export function frozenRefusal(): AppError {
  return new AppError('FORBIDDEN', safetyMessages.unlocksFrozen, { reason: 'frozen' });
}
