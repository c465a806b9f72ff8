// Moves an embedded (PGlite) install's data into a PostgreSQL database: both brought to the same migration,
// every table copied in foreign-key order inside one transaction on the target, sequences carried over, then
// row counts, row checksums and the ledger compared. The target must be empty apart from the rows the
// migrations themselves insert.
import { sql, type SQL } from 'drizzle-orm';
import { ledgerAddsUp, type CheckLedger, type LedgerHealth } from '../lib/ledger-health.js';
import { queryRows, type Database, type Executor } from './client.js';
import { runMigrations } from './migrate.js';

export class MoveError extends Error {
  override name = 'MoveError';
}

export interface TableReport {
  table: string;
  rows: number;
}

export interface MoveReport {
  migrations: number;
  tables: TableReport[];
  sequences: number;
  ledger: LedgerHealth;
}

/** What the move needs from the ledger module, handed in by the CLI so this layer imports no module. */
export interface LedgerTools {
  checkLedger: CheckLedger;
  /** KaamSetu's own accounts, which migration 0002 inserts under fixed ids. */
  systemAccountIds: readonly string[];
}

interface TableShape {
  name: string;
  /** Columns the copy writes (generated columns are left to the target to compute). */
  columns: string[];
  primaryKey: string[];
  /** Has a GENERATED ALWAYS identity column, whose stored values need OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean;
  /** Rows may point at rows of the same table, so its rows go in one statement (checked at its end). */
  selfReferencing: boolean;
}

/**
 * Reference data the migrations insert alike on both sides (the gazetteer): not copied, only compared, and no
 * sign that the target is in use.
 */
const MIGRATION_FILLED_TABLES = new Set(['places']);

/** Tables a trigger fills from the rows of another (migration 0016): the copy of that table fills them again. */
const TRIGGER_FILLED_TABLES = new Set(['trade_positions']);

/** Rows per INSERT: large enough to be quick, small enough that one batch's JSON stays a few megabytes. */
const BATCH_ROWS = 2_000;

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function tableRef(name: string): SQL {
  return sql.raw(`"public".${quoteIdent(name)}`);
}

function columnList(columns: string[], prefix = ''): SQL {
  return sql.raw(columns.map((column) => `${prefix}${quoteIdent(column)}`).join(', '));
}

async function appliedMigrations(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => row.hash);
}

async function tableShapes(db: Executor): Promise<TableShape[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const columns = await queryRows<{ table: string; column: string; generated: string; identity: string }>(
    db,
    sql`select c.relname as table, a.attname as column, a.attgenerated::text as generated,
               a.attidentity::text as identity
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`,
  );
  const keys = await queryRows<{ table: string; column: string }>(
    db,
    sql`select c.relname as table, a.attname as column
        from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
        cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where n.nspname = 'public' and i.indisprimary
        order by c.relname, k.position`,
  );
  const selfReferences = await queryRows<{ table: string }>(
    db,
    sql`select distinct c.relname as table
        from pg_constraint f join pg_class c on c.oid = f.conrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and f.contype = 'f' and f.conrelid = f.confrelid`,
  );
  return tables.map(({ name }) => {
    const own = columns.filter((column) => column.table === name);
    return {
      name,
      columns: own.filter((column) => column.generated === '').map((column) => column.column),
      primaryKey: keys.filter((key) => key.table === name).map((key) => key.column),
      identityAlways: own.some((column) => column.identity === 'a'),
      selfReferencing: selfReferences.some((reference) => reference.table === name),
    };
  });
}

/** Tables ordered so that every table comes after the tables its foreign keys point at. */
async function dependencyOrder(db: Executor, tables: TableShape[]): Promise<TableShape[]> {
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select distinct child.relname as child, parent.relname as parent
        from pg_constraint f
        join pg_class child on child.oid = f.conrelid join pg_namespace n on n.oid = child.relnamespace
        join pg_class parent on parent.oid = f.confrelid
        where n.nspname = 'public' and f.contype = 'f' and f.conrelid <> f.confrelid`,
  );
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  let remaining = [...tables];
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      edges.every((edge) => edge.child !== table.name || placed.has(edge.parent)),
    );
    if (ready.length === 0) {
      throw new MoveError(
        `Cannot order the tables: their foreign keys form a cycle (${remaining.map((t) => t.name).join(', ')}).`,
      );
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
    remaining = remaining.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/** One page of a table as a JSON array, in primary-key order after the row `after` (JSON) when given. */
async function readPage(db: Executor, table: TableShape, after: string | undefined): Promise<string | undefined> {
  const key = columnList(table.primaryKey);
  const keyOf = columnList(table.primaryKey, 'p.');
  const where =
    after === undefined
      ? sql``
      : sql`where (${key}) > (select ${keyOf} from json_populate_record(null::${tableRef(table.name)}, ${after}::json) p)`;
  const limit = table.selfReferencing || table.primaryKey.length === 0 ? sql`` : sql`limit ${BATCH_ROWS}`;
  const order = table.primaryKey.length > 0 ? sql`order by ${key}` : sql``;
  const [row] = await queryRows<{ page: string | null }>(
    db,
    sql`select json_agg(t)::text as page
        from (select ${columnList(table.columns)} from ${tableRef(table.name)} ${where} ${order} ${limit}) t`,
  );
  return row?.page ?? undefined;
}

/** Copies one table and returns how many rows it wrote. */
async function copyTable(source: Executor, target: Executor, table: TableShape): Promise<number> {
  const columns = columnList(table.columns);
  const overriding = table.identityAlways ? sql`overriding system value` : sql``;
  const inOnePage = table.selfReferencing || table.primaryKey.length === 0;
  let after: string | undefined;
  let copied = 0;
  for (;;) {
    const page = await readPage(source, table, after);
    if (page === undefined) return copied;
    const rows = JSON.parse(page) as unknown[];
    await target.execute(
      sql`insert into ${tableRef(table.name)} (${columns}) ${overriding}
          select ${columns} from json_populate_recordset(null::${tableRef(table.name)}, ${page}::json)`,
    );
    copied += rows.length;
    if (inOnePage) return copied;
    after = JSON.stringify(rows.at(-1));
  }
}

/**
 * A freshly migrated database holds rows of its own already: the gazetteer (left alone) and KaamSetu's own
 * ledger accounts (migration 0002), which the source holds too under the same fixed ids. They are removed so the copy brings the originals over
 * exactly. Any other row means the target is in use, and nothing is touched.
 */
async function clearMigrationRows(target: Executor, tables: TableShape[], systemIds: readonly string[]): Promise<void> {
  for (const table of tables.filter((shape) => !MIGRATION_FILLED_TABLES.has(shape.name))) {
    const own =
      table.name === 'ledger_accounts'
        ? sql`where not (owner_id is null and id::text in (${sql.join(
            systemIds.map((id) => sql`${id}`),
            sql`, `,
          )}))`
        : sql``;
    const [row] = await queryRows<{ rows: number }>(
      target,
      sql`select count(*)::int as rows from ${tableRef(table.name)} ${own}`,
    );
    if ((row?.rows ?? 0) > 0) {
      throw new MoveError(
        `The target database is not empty: table ${table.name} has ${row?.rows} rows. ` +
          'Move into a freshly created database.',
      );
    }
  }
  await target.execute(sql`delete from ledger_accounts`);
}

async function copySequences(source: Executor, target: Executor): Promise<number> {
  const sequences = await queryRows<{ name: string; last: string | null }>(
    source,
    sql`select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
  );
  let copied = 0;
  for (const sequence of sequences) {
    if (sequence.last === null) continue;
    await target.execute(
      sql`select setval(${`"public".${quoteIdent(sequence.name)}`}::regclass, ${sequence.last}::bigint, true)`,
    );
    copied += 1;
  }
  return copied;
}

/** Row count and an order-independent digest of every row's text, in UTC so both sides print times alike. */
async function tableDigest(database: Database, table: string): Promise<{ rows: number; digest: string }> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const [row] = await queryRows<{ rows: number; digest: string | null }>(
      tx,
      sql`select count(*)::int as rows, md5(string_agg(md5(t::text), '' order by md5(t::text))) as digest
          from ${tableRef(table)} t`,
    );
    return { rows: row?.rows ?? 0, digest: row?.digest ?? '' };
  });
}

export async function moveToPostgres(
  source: Database,
  target: Database,
  ledger: LedgerTools,
  log: (line: string) => void = () => undefined,
): Promise<MoveReport> {
  if (source.kind !== 'pglite' || target.kind !== 'postgres') {
    throw new MoveError('The move goes from an embedded database to a PostgreSQL database.');
  }
  await runMigrations(source);
  await runMigrations(target);
  const [sourceMigrations, targetMigrations] = [await appliedMigrations(source.db), await appliedMigrations(target.db)];
  if (sourceMigrations.join() !== targetMigrations.join()) {
    throw new MoveError(
      `The databases are at different migrations (${sourceMigrations.length} here, ${targetMigrations.length} ` +
        'there); the target has migrations this version of KaamSetu does not know. Upgrade KaamSetu first.',
    );
  }
  log(`Both databases are at migration ${sourceMigrations.length}.`);

  const sourceTables = await tableShapes(source.db);
  const tables = await dependencyOrder(target.db, await tableShapes(target.db));
  const describe = (shapes: TableShape[]) =>
    shapes
      .map((shape) => `${shape.name}(${shape.columns.join(',')})`)
      .sort()
      .join(' ');
  if (describe(sourceTables) !== describe(tables)) {
    throw new MoveError('The two databases have different tables or columns although their migrations match.');
  }

  const sequences = await target.db.transaction(async (tx) => {
    await clearMigrationRows(tx, tables, ledger.systemAccountIds);
    const copied = tables.filter(
      (shape) => !MIGRATION_FILLED_TABLES.has(shape.name) && !TRIGGER_FILLED_TABLES.has(shape.name),
    );
    for (const table of copied) {
      log(`  ${table.name}: ${await copyTable(source.db, tx, table)} rows`);
    }
    return copySequences(source.db, tx);
  });

  const reports: TableReport[] = [];
  const differences: string[] = [];
  for (const table of tables) {
    const [from, to] = [await tableDigest(source, table.name), await tableDigest(target, table.name)];
    reports.push({ table: table.name, rows: to.rows });
    if (from.rows !== to.rows || from.digest !== to.digest) {
      differences.push(
        `${table.name}: ${from.rows} rows here, ${to.rows} there${from.digest !== to.digest ? ', contents differ' : ''}`,
      );
    }
  }
  const [sourceLedger, targetLedger] = [await ledger.checkLedger(source.db), await ledger.checkLedger(target.db)];
  if (JSON.stringify(sourceLedger) !== JSON.stringify(targetLedger)) {
    differences.push(`ledger: ${JSON.stringify(sourceLedger)} here, ${JSON.stringify(targetLedger)} there`);
  } else if (!ledgerAddsUp(targetLedger)) {
    differences.push(`ledger does not add up (in the original too): ${JSON.stringify(targetLedger)}`);
  }
  if (differences.length > 0) {
    throw new MoveError(
      `The copy does not match the original (drop the target database before trying again):\n  ${differences.join('\n  ')}`,
    );
  }
  return { migrations: targetMigrations.length, tables: reports, sequences, ledger: targetLedger };
}
