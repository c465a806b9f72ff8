// What makes a review possible: a real engagement between two people, read from the modules that own them
// (money's unlocks, requests' Hire Now requests marked Done, jobs' hires).
import type { EngagementKind } from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import { unlockBetween, unlocksOf } from '../money/unlock-records.js';
import { hiresBetween, hiresOf, type JobHire } from '../jobs/job-engagements.js';
import { doneRequestsBetween, doneRequestsOf } from '../requests/hire-engagements.js';

export interface Engagement {
  kind: EngagementKind;
  /**
   * Names the engagement: "<employer id>:<worker id>" for an unlock, the request id for Hire Now, "<job id>:<worker
   * id>" for a hire from a job.
   */
  ref: string;
  /** The other person. */
  otherId: string;
  at: Date;
}

function fromUnlock(personId: string, unlock: { employerId: string; workerId: string; at: Date }): Engagement {
  return {
    kind: 'unlock',
    ref: `${unlock.employerId}:${unlock.workerId}`,
    otherId: unlock.employerId === personId ? unlock.workerId : unlock.employerId,
    at: unlock.at,
  };
}

function fromHireRequest(
  personId: string,
  request: { id: number; employerId: string; labourerId: string; closedAt: Date },
): Engagement {
  return {
    kind: 'hire-request',
    ref: String(request.id),
    otherId: request.employerId === personId ? request.labourerId : request.employerId,
    at: request.closedAt,
  };
}

function fromHire(personId: string, hire: JobHire): Engagement {
  return {
    kind: 'job',
    ref: `${hire.jobId}:${hire.workerId}`,
    otherId: hire.employerId === personId ? hire.workerId : hire.employerId,
    at: hire.at,
  };
}

/** Every engagement between the two, oldest first: the order in which reviews use them up. */
export async function engagementsBetween(db: Executor, personId: string, otherId: string): Promise<Engagement[]> {
  const unlock = await unlockBetween(db, personId, otherId);
  const requests = await doneRequestsBetween(db, personId, otherId);
  const hires = await hiresBetween(db, personId, otherId);
  return [
    ...(unlock ? [fromUnlock(personId, unlock)] : []),
    ...requests.map((request) => fromHireRequest(personId, request)),
    ...hires.map((hire) => fromHire(personId, hire)),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The person's most recent engagements of each kind (up to `limit` each), newest first. */
export async function recentEngagementsOf(db: Executor, personId: string, limit: number): Promise<Engagement[]> {
  const unlocks = await unlocksOf(db, personId, limit);
  const requests = await doneRequestsOf(db, personId, limit);
  const hires = await hiresOf(db, personId, limit);
  return [
    ...unlocks.map((unlock) => fromUnlock(personId, unlock)),
    ...requests.map((request) => fromHireRequest(personId, request)),
    ...hires.map((hire) => fromHire(personId, hire)),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
}
