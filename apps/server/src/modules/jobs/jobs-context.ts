// What the jobs module needs from the rest of the server, built once in app.ts.
import type { JobsConfig } from '../../config.js';
import type { MediaStorage } from '../../adapters/storage/media-storage.js';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';

/** One worker to tell about a job that went live, inside the transaction that published it. */
export interface JobNotice {
  workerId: string;
  jobId: string;
  trade: string;
  placeName: string;
  wagePaise: number;
  wagePer: 'day' | 'month' | 'job';
  startsOn: string;
  distanceKm: number;
}

export interface JobsContext {
  db: Db;
  clock: Clock;
  storage: MediaStorage;
  config: JobsConfig;
  /** Tells workers of a new job, in one batch (the notifications module: inbox entries, SMS by its policy). */
  notifyWorkers: (tx: Executor, notices: readonly JobNotice[]) => Promise<void>;
  /** Blocking a person is the back office's (decision 009): "block the poster" hands over to it. */
  blockPerson: {
    inTransaction: (tx: Executor, actor: StaffActor, personId: string, reason: string) => Promise<void>;
    /** After the commit: the person's remembered session and the kept searches are forgotten. */
    afterCommit: (personId: string) => Promise<void>;
  };
}

/** Who is acting in the back office. */
export interface StaffActor {
  id: string;
  role: 'Admin' | 'Employee';
}

/** Who is acting: the signed-in person. */
export interface JobsCaller {
  id: string;
  role: 'Labourer' | 'Employer';
}
