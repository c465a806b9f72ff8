// Busy statements as named prepared statements on PostgreSQL, each parsed and planned once per connection instead
// of once per request (issue 19): a search's SQL has a few shapes (its tiers and filters, decision 034), an unlock's
// one (decision 036).
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { entityKind, SQL, StringChunk } from 'drizzle-orm';
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
 * The text and values of a statement made of text, nested `sql` and plain values (all a search is made of), in one
 * pass. drizzle's own `sqlToQuery` gives the same answer but cost 0.3 ms for a search near a place on this loaded
 * 2-core machine (it checks every chunk against each kind of thing it knows, and copies the parameters at every
 * level); undefined when the statement holds anything else (a column, a table, an inlined part), which then goes
 * through drizzle. prepared-statements.test.ts holds both answers equal.
 */
export function renderPlain(query: SQL): { text: string; values: unknown[] } | undefined {
  const values: unknown[] = [];
  let text = '';
  const add = (chunks: readonly unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) text += chunk.value.join('');
      else if (chunk instanceof SQL) {
        if (inlinesItsValues(chunk) || !add(chunk.queryChunks)) return false;
      } else if (isPlainValue(chunk)) {
        values.push(chunk);
        text += `$${values.length}`;
      } else return false;
    }
    return true;
  };
  return add(query.queryChunks) ? { text, values } : undefined;
}

/** Made with drizzle's `.inlineParams()`: its values are written into the text (private in drizzle's types). */
function inlinesItsValues(query: SQL): boolean {
  return (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
}

/** A value drizzle would bind as it is: not an array (a list to drizzle), nor anything of drizzle's own. */
function isPlainValue(value: unknown): boolean {
  if (value === undefined || Array.isArray(value)) return false;
  if (value === null || typeof value !== 'object') return true;
  const kind: unknown = value.constructor;
  return !(typeof kind === 'function' && entityKind in kind) && !('getSQL' in value);
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
  const { text, values } = renderPlain(query) ?? drizzleRendered(query);
  const name = statementName(text);
  const result = await (client as QueryClient).query({ ...(name ? { name } : {}), text, values });
  return result.rows as Row[];
}

function drizzleRendered(query: SQL): { text: string; values: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, values: params };
}
