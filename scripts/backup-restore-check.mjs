// Proves that a pg_dump backup of a KaamSetu database restores whole: makes a scratch database, migrates it
// and fills it (demo people, synthetic unlocks, an Admin), takes `pg_dump -Fc`, restores it into a second
// scratch database with pg_restore, then compares every table's row count and contents, the sequences and the
// ledger's invariants. Exits 1 on any difference; both scratch databases are dropped at the end either way.
// Usage: node scripts/backup-restore-check.mjs [--server postgres://postgres@127.0.0.1:5432/postgres]
//        [--count 100] [--transactions 200]
// The server URL names any database the user can connect to; the user must be allowed to create databases.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    count: { type: 'string', default: '100' },
    transactions: { type: 'string', default: '200' },
  },
});

const stamp = `${new Date().toISOString().slice(0, 10).replaceAll('-', '')}_${randomBytes(4).toString('hex')}`;
const names = { original: `kaamsetu_backup_check_${stamp}`, restored: `kaamsetu_restore_check_${stamp}` };
const urlOf = (name) => {
  const url = new URL(values.server);
  url.pathname = `/${name}`;
  return url.toString();
};
const scratch = mkdtempSync(path.join(tmpdir(), 'kaamsetu-backup-check-'));
const dumpFile = path.join(scratch, 'kaamsetu.dump');

function run(command, args, env = {}) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const output = execFileSync(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for (const line of output.trim().split('\n').filter(Boolean)) console.log(`  ${line}`);
}

async function onServer(statement) {
  const client = new pg.Client({ connectionString: values.server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Every table's row count and an order-independent digest of its rows, plus sequences and the ledger. */
async function snapshot(name) {
  const client = new pg.Client({ connectionString: urlOf(name) });
  await client.connect();
  try {
    await client.query(`set timezone = 'UTC'`);
    const { rows: tables } = await client.query(
      `select schemaname as schema, tablename as table from pg_tables
       where schemaname in ('public', 'drizzle') order by 1, 2`,
    );
    const result = { tables: {}, sequences: {}, ledger: undefined };
    for (const { schema, table } of tables) {
      const ref = `"${schema}"."${table}"`;
      const { rows } = await client.query(
        `select count(*)::int as rows, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as digest
         from ${ref} t`,
      );
      result.tables[`${schema}.${table}`] = rows[0];
    }
    const { rows: sequences } = await client.query(
      `select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences
       where schemaname in ('public', 'drizzle')`,
    );
    for (const { name: sequence, last } of sequences) result.sequences[sequence] = last;
    // The same invariants as checkLedger in apps/server/src/modules/money/ledger.ts.
    const { rows: ledger } = await client.query(
      `select
         (select coalesce(sum(amount_paise), 0)::text from ledger_entries) as "totalPaise",
         (select count(*)::int from (select transaction_id from ledger_entries group by transaction_id
            having sum(amount_paise) <> 0) t) as "unbalancedTransactions",
         (select count(*)::int from ledger_accounts a where a.owner_id is not null
            and a.balance_paise <> coalesce((select sum(e.amount_paise) from ledger_entries e
                                             where e.account_id = a.id), 0)) as "driftedAccounts",
         (select count(*)::int from ledger_accounts where balance_paise < 0) as "negativeAccounts"`,
    );
    result.ledger = ledger[0];
    return result;
  } finally {
    await client.end();
  }
}

let failed = true;
try {
  await onServer(`create database ${names.original}`);
  console.log(`Created ${names.original}`);
  // DATA_DIR in the scratch folder: the CLIs keep a development secret there when JWT_SECRET is unset.
  const env = { DATABASE_URL: urlOf(names.original), DATA_DIR: scratch };
  run('npm', ['run', '--silent', 'db:migrate'], env);
  run(
    'npm',
    ['run', '--silent', 'db:seed-demo', '--', '--count', values.count, '--transactions', values.transactions],
    env,
  );
  run(
    'npm',
    [
      'run',
      '--silent',
      'staff:create-admin',
      '--',
      '--name',
      'Backup Check',
      '--phone',
      '9000000001',
      '--passcode',
      `check-${stamp}`,
    ],
    env,
  );
  run('pg_dump', ['-Fc', '--no-owner', '-f', dumpFile, '-d', urlOf(names.original)]);
  console.log(`  ${dumpFile}: ${statSync(dumpFile).size} bytes`);
  await onServer(`create database ${names.restored}`);
  run('pg_restore', ['--no-owner', '--exit-on-error', '-d', urlOf(names.restored), dumpFile]);

  const [original, restored] = [await snapshot(names.original), await snapshot(names.restored)];
  const differences = [];
  console.log('\ntable                              original  restored');
  for (const table of new Set([...Object.keys(original.tables), ...Object.keys(restored.tables)])) {
    const [a, b] = [original.tables[table], restored.tables[table]];
    const same = a && b && a.rows === b.rows && a.digest === b.digest;
    console.log(`${table.padEnd(34)} ${String(a?.rows ?? '-').padStart(8)}  ${String(b?.rows ?? '-').padStart(8)}`);
    if (!same)
      differences.push(`${table}: ${a ? a.rows : 'missing'} rows → ${b ? b.rows : 'missing'}, contents differ`);
  }
  for (const sequence of new Set([...Object.keys(original.sequences), ...Object.keys(restored.sequences)])) {
    if (original.sequences[sequence] !== restored.sequences[sequence]) {
      differences.push(`sequence ${sequence}: ${original.sequences[sequence]} → ${restored.sequences[sequence]}`);
    }
  }
  const ledgerText = (ledger) => JSON.stringify(ledger);
  console.log(`ledger (original): ${ledgerText(original.ledger)}`);
  console.log(`ledger (restored): ${ledgerText(restored.ledger)}`);
  if (ledgerText(original.ledger) !== ledgerText(restored.ledger)) differences.push('ledger invariants differ');
  const balanced = (ledger) =>
    ledger.totalPaise === '0' &&
    ledger.unbalancedTransactions === 0 &&
    ledger.driftedAccounts === 0 &&
    ledger.negativeAccounts === 0;
  if (!balanced(restored.ledger)) differences.push('the restored ledger does not add up');

  if (differences.length > 0) {
    console.error(`\nFAILED: the restored database differs:\n  ${differences.join('\n  ')}`);
  } else {
    const tables = Object.keys(restored.tables).length;
    const sequences = Object.keys(restored.sequences).length;
    console.log(
      `\nOK: ${tables} tables (row counts and contents) and ${sequences} sequences match; the ledger adds up.`,
    );
    failed = false;
  }
} catch (error) {
  console.error(`\nFAILED: ${error.message}`);
} finally {
  for (const name of [names.restored, names.original]) {
    await onServer(`drop database if exists ${name} with (force)`).catch((error) =>
      console.error(`Could not drop ${name}: ${error.message}`),
    );
  }
  rmSync(scratch, { recursive: true, force: true });
  console.log(`Dropped ${names.original} and ${names.restored}.`);
}
process.exitCode = failed ? 1 : 0;
