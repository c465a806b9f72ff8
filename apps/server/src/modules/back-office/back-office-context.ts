// What the back office needs from the rest of the server, built once in app.ts.
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { ResultCache } from '../../lib/result-cache.js';
import type { OtpContext } from '../auth/otp.service.js';
import type { SessionCache } from '../auth/session-cache.js';
import type { ProfilesContext } from '../profiles/profiles-context.js';

export interface BackOfficeContext {
  db: Db;
  /** For the Admin's tables and dashboard counts, which may lag the primary a moment (decision 027). */
  reader: Db;
  clock: Clock;
  otp: OtpContext;
  profiles: ProfilesContext;
  sessions: SessionCache;
  welcomeCreditsPaise: number;
  /** In this process: answers that may be a little old (dashboard counts). */
  cache: ResultCache;
  /** PUBLIC_URL, for the links in what the reported person is told of a decision. */
  publicUrl: string;
}

/** Who is acting: the signed-in staff member. */
export interface Actor {
  id: string;
  role: 'Employee' | 'Admin';
}
