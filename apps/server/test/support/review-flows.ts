// Reviews in tests: people with an engagement between them (an unlock, a Hire Now request marked Done), made
// through the real API, and calls with a person's token.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { signUp } from './auth-flows.js';
import { asPerson } from './money-flows.js';
import { completeProfile } from './profile-flows.js';
import type { SignedInStaff } from './staff-flows.js';

export interface Person {
  userId: string;
  token: string;
  phone: string;
}

export function reviewsApi(app: FastifyInstance, person: { token: string }) {
  const headers = { authorization: `Bearer ${person.token}` };
  return {
    create: (payload: object) => app.inject({ method: 'POST', url: '/api/reviews', headers, payload }),
    update: (id: string, payload: object) => app.inject({ method: 'PUT', url: `/api/reviews/${id}`, headers, payload }),
    reply: (id: string, text: string) =>
      app.inject({ method: 'PUT', url: `/api/reviews/${id}/reply`, headers, payload: { text } }),
    report: (id: string, reason: string) =>
      app.inject({ method: 'POST', url: `/api/reviews/${id}/report`, headers, payload: { reason } }),
    page: (profileId: string, cursor?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/profiles/${profileId}/reviews${cursor ? `?cursor=${cursor}` : ''}`,
        headers,
      }),
    pending: () => app.inject({ method: 'GET', url: '/api/reviews/pending', headers }),
  };
}

/** A worker with a complete profile and an Employer who unlocked their number. */
export async function unlockedPair(
  app: FastifyInstance,
  config: Config,
  names: { worker: string; employer: string; skills?: string },
): Promise<{ worker: Person; employer: Person }> {
  const worker = await completeProfile(app, config, {
    name: names.worker,
    userType: 'Labourer',
    skills: names.skills ?? 'Mason',
  });
  const employer = await signUp(app, config, { name: names.employer, userType: 'Employer' });
  const unlocked = await asPerson(app, employer.token).unlock(worker.userId);
  if (unlocked.statusCode !== 200) throw new Error(`unlock failed: ${unlocked.body}`);
  return { worker, employer };
}

/** An Employer sends a Hire Now request for the worker and staff mark it Done. */
export async function hireNowDone(
  app: FastifyInstance,
  staff: SignedInStaff,
  employer: { token: string },
  workerId: string,
): Promise<string> {
  const sent = await asPerson(app, employer.token).post('/api/mediation-requests', {
    labourerId: workerId,
    location: 'Jaipur',
    salary: 700,
  });
  if (sent.statusCode !== 200) throw new Error(`hire now failed: ${sent.body}`);
  const id = sent.json().request.id as string;
  const done = await staff.as('POST', `/api/staff/mediation-requests/${id}/done`, { reason: 'Worker agreed' });
  if (done.statusCode !== 200) throw new Error(`mediation done failed: ${done.body}`);
  return id;
}

/** Puts a person's rating counters straight into their profile row (for ranking many reviews at once). */
export async function setRating(database: Database, userId: string, count: number, sum: number): Promise<void> {
  await database.db.execute(
    sql`update profiles set rating_count = ${count}, rating_sum = ${sum} where user_id = ${userId}`,
  );
}
