// Building a PostgreSQL array from bound parameters, for queries drizzle's helpers do not cover.
import { sql, type SQL } from 'drizzle-orm';

/** `array[$1, $2, …]::<type>[]`, each value a bound parameter; `type` is trusted SQL, never user input. */
export function textArray(values: readonly (string | null)[], type = 'text'): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}
