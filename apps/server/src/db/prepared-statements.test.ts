// The statements preparedRows names are rendered in one pass (renderPlain); it must give drizzle's own text and
// values, and leave what it does not know to drizzle.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { renderPlain } from './prepared-statements.js';
import { users } from './schema/index.js';
import { textArray } from './sql-arrays.js';

const dialect = new PgDialect();
const drizzleRendered = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, values: params };
};

describe('renderPlain', () => {
  it.each([
    ['text alone', sql`select 1`],
    ['nothing', sql.empty()],
    [
      'values of every plain kind',
      sql`select ${'a'}, ${7}, ${2.5}, ${true}, ${null}, ${new Date('2026-11-27T00:00:00Z')}, ${10n}`,
    ],
    ['nested statements', sql`select * from (${sql`select ${1} as one where ${sql`${2} > ${sql`${3}`}`}`}) t`],
    ['joined parts and raw text', sql`${sql.join([sql`${'x'}`, sql.raw('y'), sql`${'z'}`], sql` union all `)}`],
    ['an array built from values', sql`select ${textArray(['painter', 'mason'])} && ${textArray(['mason'])}`],
  ])('renders %s as drizzle does', (_name, query) => {
    expect(renderPlain(query)).toEqual(drizzleRendered(query));
  });

  it.each([
    ['a column', sql`select ${users.id} from users where id = ${'x'}`],
    ['a table', sql`select 1 from ${users}`],
    ['an array value (a list to drizzle)', sql`select 1 where id in ${['a', 'b']}`],
    ['an inlined part', sql`select ${sql`${1}`.inlineParams()}`],
    ['a parameter with an encoder', sql`select ${sql.param(1)}`],
  ])('leaves a statement with %s to drizzle', (_name, query) => {
    expect(renderPlain(query)).toBeUndefined();
  });
});
