// For the privacy module, inside its account-deletion transaction: a deleted Employer's open and held posts end
// (closed, reason account-deleted), and a deleted worker's waiting applications are withdrawn, so nobody is
// shown a job nobody will answer, or an applicant who is gone.
import type { Executor } from '../../db/client.js';
import { closeJobsOf, withdrawApplicationsOf } from './jobs.repository.js';

export async function endJobsOfDeletedAccount(tx: Executor, userId: string, now: Date): Promise<void> {
  await closeJobsOf(tx, userId, now, 'account-deleted');
  await withdrawApplicationsOf(tx, userId, now);
}
