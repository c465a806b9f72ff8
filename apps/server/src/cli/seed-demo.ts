// `npm run db:seed-demo -- --count N [--transactions M]`: adds N generated demo people (and M synthetic
// contact unlocks between demo people) to the configured database, for trying the app or measuring at scale.
// Prints how fast it went.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { databaseTarget, openDatabase } from '../db/client.js';
import { DirectoryLockedError } from '../db/directory-lock.js';
import { runMigrations } from '../db/migrate.js';
import { insertDemoLedger } from '../modules/money/demo-ledger.repository.js';
import { insertDemoPeople, nextDemoIndex } from '../modules/profiles/demo-profiles.js';
import { vacuumAnalyze } from '../modules/profiles/profiles.repository.js';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '1000' }, transactions: { type: 'string', default: '0' } },
});
const count = Number(values.count);
const transactions = Number(values.transactions);
if (!Number.isInteger(count) || count < 0 || count > 10_000_000) {
  console.error('--count must be a whole number from 0 to 10000000');
  process.exit(1);
}
if (!Number.isInteger(transactions) || transactions < 0 || transactions > 10_000_000) {
  console.error('--transactions must be a whole number from 0 to 10000000');
  process.exit(1);
}

try {
  const database = await openDatabase(databaseTarget(loadConfig()));
  try {
    await runMigrations(database);
    // Continue numbering after people already there, so demo phone numbers stay unique.
    const firstIndex = await nextDemoIndex(database.db);
    if (count > 0) {
      const started = performance.now();
      await insertDemoPeople(database.db, count, { firstIndex, batchSize: 2000 });
      const seconds = (performance.now() - started) / 1000;
      console.log(`Added ${count} demo people in ${seconds.toFixed(1)} s (${Math.round((count / seconds) * 60)}/min).`);
    }
    if (transactions > 0) {
      const started = performance.now();
      await insertDemoLedger(database.db, transactions);
      const seconds = (performance.now() - started) / 1000;
      console.log(`Added ${transactions} demo ledger transactions in ${seconds.toFixed(1)} s.`);
    }
    if (count > 0 || transactions > 0) {
      // Statistics for the planner and the visibility map that index-only scans (trade_positions_lane_idx) rely
      // on: a server with autovacuum off (as on the bench machine) would otherwise search a million fresh rows
      // with neither.
      const started = performance.now();
      await vacuumAnalyze(database.db);
      console.log(`Vacuumed and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DirectoryLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
