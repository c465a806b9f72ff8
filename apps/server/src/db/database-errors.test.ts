// Which failures mean "the database is away, try again shortly" (503) and which are ours to fix (500).
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.js';

const withCode = (message: string, code: string, cause?: Error) =>
  Object.assign(new Error(message, { cause }), { code });
const failedQuery = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a shutdown', failedQuery(withCode('terminating connection due to administrator command', '57P01'))],
    ['a refused connection', failedQuery(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a read-only server after a failover', withCode('cannot execute INSERT in a read-only transaction', '25006')],
    ['a dropped connection', failedQuery(new Error('Connection terminated unexpectedly'))],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a duplicate key, whatever the values said', withCode('Connection terminated: a value someone typed', '23505')],
    [
      'a storage or payment call that failed',
      new TypeError('fetch failed', { cause: withCode('reset', 'ECONNRESET') }),
    ],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
