// Real databases for tests: a fresh in-memory PGlite always, and a freshly created PostgreSQL database
// when TEST_DATABASE_URL is set (dropped again afterwards). Suites run once per available kind. Each starts as a
// copy of the migrated database the run's global setup made (database-templates.ts), or is migrated itself.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/db/client.js';
import { ledgerAccounts } from '../../src/db/schema/index.js';
import { SYSTEM_ACCOUNT_IDS } from '../../src/modules/ledger/ledger.js';
import { runMigrations } from '../../src/db/migrate.js';
import { adminClient, withDatabaseName } from './postgres-admin.js';
import { testDatabaseUrl } from './services.js';

export type DatabaseKind = 'pglite' | 'postgres';

const adminUrl = testDatabaseUrl;

export const databaseKinds: DatabaseKind[] = adminUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** Empties every table but the gazetteer, keeping the schema. */
  reset(): Promise<void>;
  /** Closes the connection and, for PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/** The migrated PGlite's dump, read once per test file. */
let pgliteTemplate: Blob | undefined;
function pgliteCopy(): Blob | undefined {
  const file = inject('pgliteTemplateFile');
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  let database: Database;
  let dropDatabase = async () => undefined as void;

  if (kind === 'postgres') {
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `kaamsetu_test_${randomBytes(6).toString('hex')}`;
    const template = inject('postgresTemplateName');
    await adminClient(adminUrl, (client) =>
      client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
    );
    database = await openDatabase({ kind: 'postgres', url: withDatabaseName(adminUrl, name), poolSize: 10 });
    dropDatabase = () =>
      adminClient(adminUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
      });
    if (!template) await runMigrations(database);
  } else {
    const copyOf = pgliteCopy();
    database = await openDatabase({ kind: 'pglite', dataDir: undefined, copyOf });
    if (!copyOf) await runMigrations(database);
  }

  return {
    database,
    async reset() {
      const rows = await queryRows<{ tablename: string }>(
        database.db,
        sql`select tablename from pg_tables where schemaname = 'public'`,
      );
      // The gazetteer is reference data the migrations insert: it stays.
      const tables = rows.filter((row) => row.tablename !== 'places').map((row) => `"public"."${row.tablename}"`);
      if (tables.length > 0)
        await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
      // The migration's own rows: KaamSetu's ledger accounts.
      await database.db.insert(ledgerAccounts).values(
        Object.entries(SYSTEM_ACCOUNT_IDS).map(([kind, id]) => ({
          id,
          kind: kind as keyof typeof SYSTEM_ACCOUNT_IDS,
        })),
      );
    },
    async destroy() {
      await database.close();
      await dropDatabase();
    },
  };
}
