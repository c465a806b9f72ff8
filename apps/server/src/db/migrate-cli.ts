// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { ConfigError, loadConfig } from '../config.js';
import { databaseTarget, openDatabase } from './client.js';
import { DirectoryLockedError } from './directory-lock.js';
import { runMigrations } from './migrate.js';

try {
  const database = await openDatabase(databaseTarget(loadConfig()));
  try {
    await runMigrations(database);
    console.log(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DirectoryLockedError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
