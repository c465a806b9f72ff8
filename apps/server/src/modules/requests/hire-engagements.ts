// Hire Now requests staff marked Done, for other modules (reviews: a Done request is an engagement between an
// Employer and a worker). Read-only.
import type { Executor } from '../../db/client.js';
import * as requests from './requests.repository.js';

export type { DoneHireRequest } from './requests.repository.js';

/** Done Hire Now requests between two people (either may be the employer), oldest first. */
export function doneRequestsBetween(db: Executor, a: string, b: string) {
  return requests.doneRequestsBetween(db, a, b);
}

/** Done Hire Now requests the person made or was named in, newest first. */
export function doneRequestsOf(db: Executor, personId: string, limit: number) {
  return requests.doneRequestsOf(db, personId, limit);
}
