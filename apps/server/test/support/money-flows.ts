// Money in tests: calls with a person's token and an idempotency key, and the ledger's invariants.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { checkLedger } from '../../src/modules/ledger/ledger.js';

export function asPerson(app: FastifyInstance, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    wallet: async () => (await app.inject({ method: 'GET', url: '/api/wallet', headers })).json(),
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: object, extra: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) }),
    put: (url: string, payload: object) => app.inject({ method: 'PUT', url, headers, payload }),
    unlock: (profileId: string, key: string = randomUUID()) =>
      app.inject({
        method: 'POST',
        url: `/api/contacts/${profileId}/unlock`,
        headers: { ...headers, 'idempotency-key': key },
      }),
  };
}

/** Money adds up: every transaction balances, the sum of all accounts is zero, stored balances match. */
export async function expectLedgerBalanced(database: Database): Promise<void> {
  expect(await checkLedger(database.db)).toEqual({
    totalPaise: 0,
    unbalancedTransactions: 0,
    driftedAccounts: 0,
    negativeAccounts: 0,
  });
}
