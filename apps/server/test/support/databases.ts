// Real databases for tests: a fresh in-memory PGlite always, and a freshly created PostgreSQL database
// when TEST_DATABASE_URL is set (dropped again afterwards). Suites run once per available kind. Each starts as a
// copy of the migrated database the run's global setup made (database-templates.ts), or is migrated itself.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/db/client.js';
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

/**
 * The statement that empties every table but the gazetteer and puts KaamSetu's ledger accounts back. Tests reset
 * before each test, so this is on every test's path: TRUNCATE of the 38 tables took 0.6–0.8 s on PostgreSQL (it
 * makes new files for every table and index), a DELETE of each a few milliseconds. Deleting skips the triggers (the
 * ledger's and the audit trail's refuse deletes; foreign keys would need an order) by replica mode, which only a
 * superuser may set: other users truncate. Sequences start again at 1, as TRUNCATE … RESTART IDENTITY did.
 */
async function resetStatement(database: Database): Promise<string> {
  const tables = (
    await queryRows<{ tablename: string }>(
      database.db,
      sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'places'`,
    )
  ).map((row) => `"public"."${row.tablename}"`);
  const sequences = await queryRows<{ name: string }>(
    database.db,
    sql`select format('%I.%I', sequence_schema, sequence_name) as name from information_schema.sequences
        where sequence_schema = 'public'`,
  );
  const [role] = await queryRows<{ superuser: boolean }>(
    database.db,
    sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
  );
  // The migration's own rows: KaamSetu's ledger accounts.
  const accounts = Object.entries(SYSTEM_ACCOUNT_IDS)
    .map(([kind, id]) => `('${id}', '${kind}')`)
    .join(', ');
  const refill = `insert into "public"."ledger_accounts" (id, kind) values ${accounts};`;
  const empty = role?.superuser
    ? [
        "perform set_config('session_replication_role', 'replica', true);",
        ...tables.map((table) => `delete from ${table};`),
        ...sequences.map(({ name }) => `perform setval('${name}', 1, false);`),
      ]
    : [`truncate ${tables.join(', ')} restart identity cascade;`];
  // One statement (a DO block), so it runs as one transaction on both drivers.
  return `do $reset$ begin ${[...empty, refill].join(' ')} end $reset$`;
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

  let statement: string | undefined;
  return {
    database,
    async reset() {
      statement ??= await resetStatement(database);
      await database.db.execute(sql.raw(statement));
    },
    async destroy() {
      await database.close();
      await dropDatabase();
    },
  };
}
