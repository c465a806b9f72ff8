// Busy statements as named prepared statements on PostgreSQL, each parsed and planned once per connection instead
// of once per request (issue 19): a search's SQL has a few shapes (its tiers and filters, decision 034), an unlock's
// one (decision 036).
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from './client.js';

const dialect = new PgDialect();
// Each name stays prepared on every connection that used it; past this many shapes (long lists of near spellings
// make new ones) statements go unnamed, so a connection never holds an unbounded number.
const MAX_NAMED_SHAPES = 300;
const names = new Map<string, string>();

interface QueryClient {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED_SHAPES) return known;
  const name = `ks_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

/**
 * The rows of `query`, named after its text on a PostgreSQL pool (node-postgres then parses it once per
 * connection); inside a transaction or on PGlite it runs as any other query.
 */
export async function preparedRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!client || client instanceof PGlite || typeof (client as QueryClient).query !== 'function') {
    return queryRows<Row>(db, query);
  }
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = statementName(text);
  const result = await (client as QueryClient).query({ ...(name ? { name } : {}), text, values: params });
  return result.rows as Row[];
}
