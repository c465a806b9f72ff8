// What is stored, table by table: the row count and a digest of every row, to prove a run of requests wrote nothing.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/db/client.js';

export type TableSnapshot = Record<string, { rows: number; digest: string }>;

export async function snapshotTables(database: Database): Promise<TableSnapshot> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  if (tables.length === 0) return {};
  // One statement for all tables: a round trip per table adds up when this runs between every batch.
  const perTable = tables.map(({ name }) => {
    const quoted = `"public"."${name.replaceAll('"', '""')}"`;
    return `select '${name.replaceAll("'", "''")}' as name, count(*)::int as rows,
      md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from ${quoted} as t`;
  });
  const rows = await queryRows<{ name: string; rows: number; digest: string }>(
    database.db,
    sql.raw(perTable.join('\nunion all\n')),
  );
  return Object.fromEntries(rows.map(({ name, ...counts }) => [name, counts]));
}
