// Applies the generated migrations. The server at start, `npm run db:migrate` and the tests all call this.
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database, Schema } from './client.js';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: instances starting together take turns instead of racing through the same DDL.
const MIGRATION_LOCK_KEY = 5_003_001;

export async function runMigrations(database: Database): Promise<void> {
  if (database.driver instanceof PGlite) {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migrateServer(database);
  }
  await addLateSystemAccounts(database);
}

/**
 * KaamSetu's own ledger accounts whose kind a later migration added to the enum. PostgreSQL refuses to use an
 * enum value in the transaction that added it, and the migrator runs every pending migration in one
 * transaction, so these rows are written here, after it, once (the fixed id makes it a no-op afterwards).
 */
async function addLateSystemAccounts(database: Database): Promise<void> {
  await database.db.execute(
    sql`insert into ledger_accounts (id, kind) values ('00000000-0000-4000-8000-000000000006', 'escrow_held')
        on conflict do nothing`,
  );
}

async function migrateServer(database: Database): Promise<void> {
  const pool = database.driver as pg.Pool;
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  } finally {
    await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockHolder.release();
  }
}
