// Reads that may be a moment old, spread over PostgreSQL streaming replicas (DATABASE_READ_URL, decision 027):
// each read goes to the next replica in turn, and to the primary whenever no replica can be reached.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from './schema/index.js';
import { openDatabase, type Database, type Db } from './client.js';
import { databaseErrorCode, isDatabaseUnavailable } from './database-errors.js';

/** How long a replica that could not be reached is left alone before reads try it again. */
export const REPLICA_REST_MS = 5_000;

export interface ReplicaWatch {
  /** A replica could not be reached; its reads go elsewhere for REPLICA_REST_MS. */
  replicaDown(replica: string, error: unknown): void;
  /** A read meant for a replica was answered by the primary. */
  fellBack(): void;
}

export interface ReadReplicas {
  /** For reads that may lag the primary a moment; the primary's own handle when there are no replicas. */
  readonly reader: Db;
  /** How many replicas reads are spread over (0: every read goes to the primary). */
  readonly count: number;
  close(): Promise<void>;
}

interface Replica {
  /** Host, port and database, never the user or password: it is what the logs name. */
  readonly name: string;
  readonly pool: pg.Pool;
  restUntil: number;
}

type PoolQuery = (config: pg.QueryConfig, values?: unknown[]) => Promise<pg.QueryResult>;

function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/**
 * Only "cannot reach it" moves a read to another server. A replica refusing a write (25006) means a write was
 * sent to the reader, a bug to surface, not to hide on the primary; any other SQL error would fail there too.
 */
function unreachable(error: unknown): boolean {
  return isDatabaseUnavailable(error) && databaseErrorCode(error) !== '25006';
}

/** What drizzle sees as its pool: each query goes to one replica, or to the primary if none answers. */
class ReplicaRouter {
  private turn = 0;

  constructor(
    private readonly primary: pg.Pool,
    private readonly replicas: readonly Replica[],
    private readonly watch: ReplicaWatch,
    private readonly now: () => number,
  ) {}

  async query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    // A read changes nothing, so trying it again elsewhere after a connection failure is safe.
    for (const replica of this.inTurn()) {
      try {
        return await (replica.pool.query as PoolQuery).call(replica.pool, config, values);
      } catch (error) {
        if (!unreachable(error)) throw error;
        replica.restUntil = this.now() + REPLICA_REST_MS;
        this.watch.replicaDown(replica.name, error);
      }
    }
    this.watch.fellBack();
    return (this.primary.query as PoolQuery).call(this.primary, config, values);
  }

  /** The replicas not resting, starting with the next one in turn. */
  private inTurn(): Replica[] {
    const start = this.turn;
    this.turn = (this.turn + 1) % this.replicas.length;
    const now = this.now();
    return [...this.replicas.slice(start), ...this.replicas.slice(0, start)].filter(
      (replica) => replica.restUntil <= now,
    );
  }
}

export async function openReadReplicas(
  primary: Database,
  options: { urls: readonly string[]; poolSize: number; watch: ReplicaWatch; now?: () => number },
): Promise<ReadReplicas> {
  // The embedded database has no replicas (config.ts refuses DATABASE_READ_URL without DATABASE_URL).
  if (options.urls.length === 0 || primary.kind !== 'postgres') {
    return { reader: primary.db, count: 0, close: async () => undefined };
  }
  const opened = await Promise.all(
    options.urls.map((url) => openDatabase({ kind: 'postgres', url, poolSize: options.poolSize })),
  );
  const replicas = opened.map((database, index) => ({
    name: replicaName(options.urls[index] as string),
    pool: database.driver as pg.Pool,
    restUntil: 0,
  }));
  const router = new ReplicaRouter(primary.driver as pg.Pool, replicas, options.watch, options.now ?? Date.now);
  const reader = drizzle(router as unknown as pg.Pool, { schema }) as unknown as Db;
  // A transaction's statements must all reach one server, and writes belong on the primary: never here.
  reader.transaction = () => Promise.reject(new Error('The read replicas take no transactions; use the primary.'));
  return {
    reader,
    count: replicas.length,
    close: async () => {
      await Promise.all(opened.map((database) => database.close()));
    },
  };
}
