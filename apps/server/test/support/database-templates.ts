// Global setup of the server tests: migrating a fresh database takes seconds and the suite opens about a hundred,
// so each kind is migrated once per run and copied. PGlite: a dump of a migrated data directory, loaded by every
// in-memory test database. PostgreSQL (TEST_DATABASE_URL): a migrated template database each test database is
// created from. Both are removed when the run ends. createTestDatabase (databases.ts) falls back to migrating
// when it runs without this setup.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';
import { runMigrations } from '../../src/db/migrate.js';
import { adminClient, withDatabaseName } from './postgres-admin.js';
import { testDatabaseUrl } from './services.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite data directory's dump. */
    pgliteTemplateFile: string;
    /** The migrated PostgreSQL template database's name; '' without TEST_DATABASE_URL. */
    postgresTemplateName: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'kaamsetu-test-templates-'));
  const pgliteFile = path.join(folder, 'pglite-data.tar');
  const embedded = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    await runMigrations(embedded);
    const dump = await (embedded.driver as PGlite).dumpDataDir('none');
    writeFileSync(pgliteFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await embedded.close();
  }
  project.provide('pgliteTemplateFile', pgliteFile);

  let templateName = '';
  if (testDatabaseUrl) {
    templateName = `kaamsetu_test_template_${randomBytes(6).toString('hex')}`;
    await adminClient(testDatabaseUrl, (client) => client.query(`create database ${templateName}`));
    const template = await openDatabase({
      kind: 'postgres',
      url: withDatabaseName(testDatabaseUrl, templateName),
      poolSize: 2,
    });
    try {
      await runMigrations(template);
    } finally {
      // No connection may stay open: PostgreSQL copies a template only while nobody is connected to it.
      await template.close();
    }
  }
  project.provide('postgresTemplateName', templateName);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (testDatabaseUrl && templateName) {
      await adminClient(testDatabaseUrl, (client) =>
        client.query(`drop database if exists ${templateName} with (force)`),
      );
    }
  };
}
