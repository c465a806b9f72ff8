// How staff find people from one search box: an exact id, any 4+ digits of a mobile number, or part of a
// name. Returns a SQL condition on `u` (users). A name shared by few people becomes a list of their ids
// (trigram index); a common one is tested row by row while reading newest first, which finds a page quickly.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { isUuid } from '../../lib/ids.js';
import { containsPattern } from '../../lib/like-patterns.js';

const FEW_PEOPLE = 1000;

export async function personMatch(db: Executor, text: string): Promise<SQL | undefined> {
  const q = text.trim();
  if (!q) return undefined;
  if (isUuid(q.toLowerCase())) return sql`u.id = ${q.toLowerCase()}`;
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 4 && digits.length === q.replace(/[\s+-]/g, '').length) {
    return sql`u.phone like ${`%${digits.slice(-10)}%`}`;
  }
  const pattern = containsPattern(q);
  const named = await queryRows<{ id: string }>(
    db,
    sql`select id from users where name ilike ${pattern} limit ${FEW_PEOPLE + 1}`,
  );
  if (named.length > FEW_PEOPLE) return sql`u.name ilike ${pattern}`;
  if (named.length === 0) return sql`false`;
  return sql`u.id in (${sql.join(
    named.map((row) => sql`${row.id}::uuid`),
    sql`, `,
  )})`;
}
