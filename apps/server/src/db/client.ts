// Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL pool when DATABASE_URL is set.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import { acquireDirectoryLock } from './directory-lock.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services accept either, so they can run inside a larger transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Either driver as the one handle the app uses: drizzle over it, and a trivial query as the ping. */
function database(driver: PGlite | pg.Pool, close: () => Promise<void>): Database {
  const embedded = driver instanceof PGlite;
  const db = (embedded ? drizzlePglite(driver, { schema }) : drizzlePg(driver, { schema })) as unknown as Db;
  const ping = async () => {
    await db.execute(sql`select 1`);
  };
  return { kind: embedded ? 'pglite' : 'postgres', db, driver, ping, close };
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize: number }
  /**
   * dataDir undefined means an in-memory database (tests), which may start from `copyOf`, a dump of another
   * one's data directory (the test suite migrates one database and copies it, rather than migrating each).
   */
  | { kind: 'pglite'; dataDir: string | undefined; copyOf?: Blob };

export interface Database {
  readonly kind: DatabaseTarget['kind'];
  readonly db: Db;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The raw driver, for the migrator only. */
  readonly driver: PGlite | pg.Pool;
}

export function databaseTarget(config: {
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, target.poolSize)
    : openPglite(target.dataDir, target.copyOf);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return database(pool, () => pool.end());
}

async function openPglite(dataDir: string | undefined, copyOf: Blob | undefined): Promise<Database> {
  let release = () => undefined as void;
  let location: string | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    location = path.join(dataDir, 'db');
    release = acquireDirectoryLock(path.join(dataDir, 'db.lock'), `The database in ${location}`);
  }
  try {
    const client = await PGlite.create(location ?? 'memory://', {
      extensions: { pg_trgm },
      ...(copyOf && !location ? { loadDataDir: copyOf } : {}),
    });
    return database(client, async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    });
  } catch (error) {
    release();
    throw error;
  }
}
