// What the profile features need from the rest of the server, built once in app.ts.
import type { MediaStorage } from '../../adapters/storage/media-storage.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { ResultCache } from '../../lib/result-cache.js';

export interface ProfilesContext {
  db: Db;
  /**
   * For reads that may lag the primary a moment (read replicas, decision 027): searches, top performers and other
   * people's profiles. Never a person's own data, nor anything read to decide a write. The primary without replicas.
   */
  reader: Db;
  clock: Clock;
  storage: MediaStorage;
  /** Shares identical searches for `searchCacheSeconds`; search results do not depend on who asks. */
  cache: ResultCache;
  /**
   * In this process only, for `lookupSeconds`: what typed words mean, how many profiles have them, which town a
   * word names. Kept apart from the answers, so a search the cache has not seen costs one statement (issue 19).
   */
  lookups: ResultCache;
  searchCacheSeconds: number;
  lookupSeconds: number;
}
