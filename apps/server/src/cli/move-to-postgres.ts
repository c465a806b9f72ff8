// `npm run db:move-to-postgres -- --from ./data --to postgres://…`: copies an embedded install's database
// (DATA_DIR/db) into an empty PostgreSQL database and checks the copy. The embedded database is left as it
// was (apart from pending migrations), so the old install keeps working until DATABASE_URL is switched.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../db/client.js';
import { DirectoryLockedError } from '../db/directory-lock.js';
import { MoveError, moveToPostgres } from '../db/move-to-postgres.js';
import { checkLedger, SYSTEM_ACCOUNT_IDS } from '../modules/ledger/ledger.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
if (!values.from || !values.to) {
  fail('Usage: npm run db:move-to-postgres -- --from <DATA_DIR of the install> --to postgres://user@host:5432/db');
}
const dataDir = path.resolve(values.from);
if (!existsSync(path.join(dataDir, 'db', 'PG_VERSION'))) {
  fail(`There is no embedded database in ${path.join(dataDir, 'db')}. --from names the install's DATA_DIR.`);
}
if (!/^postgres(ql)?:\/\//.test(values.to)) fail('--to must be a postgres:// or postgresql:// URL.');
const shownTarget = values.to.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

let source: Database | undefined;
let target: Database | undefined;
try {
  source = await openDatabase({ kind: 'pglite', dataDir });
  target = await openDatabase({ kind: 'postgres', url: values.to, poolSize: 2 });
  console.log(`Moving ${path.join(dataDir, 'db')} to ${shownTarget}`);
  const started = performance.now();
  const report = await moveToPostgres(
    source,
    target,
    { checkLedger, systemAccountIds: Object.values(SYSTEM_ACCOUNT_IDS) },
    (line) => console.log(line),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Checked: all ${report.tables.length} tables have the same rows on both sides (count and contents). ` +
      `Sequences carried over: ${report.sequences}.`,
  );
  console.log(
    `Ledger: entries sum to ${report.ledger.totalPaise}, ` +
      `${report.ledger.unbalancedTransactions} unbalanced transactions, ${report.ledger.driftedAccounts} ` +
      `balances off their entries, ${report.ledger.negativeAccounts} negative.`,
  );
  console.log(`Done in ${seconds.toFixed(1)} s. Start KaamSetu with DATABASE_URL set to the target.`);
} catch (error) {
  process.exitCode = 1;
  if (error instanceof MoveError || error instanceof DirectoryLockedError) {
    console.error(error.message);
  } else if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    // A database refused (unreachable server, missing database, no rights): its own words say why.
    console.error(`The move failed: ${error.message}`);
  } else {
    throw error;
  }
} finally {
  await source?.close();
  await target?.close();
}
