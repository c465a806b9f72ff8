// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { loadConfig } from '../config.js';
import { databaseTarget, openDatabase } from './client.js';
import { runMigrations } from './migrate.js';

const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
try {
  await runMigrations(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
