// Hires from job posts, for other modules (reviews: an Employer who hired a worker for a job and that worker may
// review each other). Read-only.
import type { Executor } from '../../db/client.js';
import * as repository from './jobs.repository.js';

export type { JobHire } from './jobs.repository.js';

/** Hires between two people (either may be the Employer), oldest first. */
export function hiresBetween(db: Executor, a: string, b: string) {
  return repository.hiresBetween(db, a, b);
}

/** Hires the person made or was part of, newest first. */
export function hiresOf(db: Executor, personId: string, limit: number) {
  return repository.hiresOf(db, personId, limit);
}
