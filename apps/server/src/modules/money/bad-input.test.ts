// Money and back-office endpoints answer bad input with a clear 4xx and write nothing: wrong types, junk
// JSON, huge numbers, wrong content types, ids that are not ids.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/support/auth-flows.js';
import { expectLedgerBalanced } from '../../../test/support/money-flows.js';
import { signInStaff, type SignedInStaff } from '../../../test/support/staff-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { queryRows } from '../../db/client.js';

describe('bad input on money and back-office endpoints', () => {
  const t = useTestApp('pglite');
  let person: { token: string; userId: string };
  let admin: SignedInStaff;

  beforeAll(async () => {
    person = await signUp(t.app, t.config, { name: 'Fuzzy', userType: 'Employer' });
    admin = await signInStaff(t.app, t.config, t.db.database, 'Admin');
  });

  const bodies: [string, string, string][] = [
    ['junk JSON', 'application/json', '{"amountPaise": '],
    ['an array', 'application/json', '[1,2,3]'],
    ['a string', 'application/json', '"hello"'],
    ['huge number', 'application/json', '{"amountPaise": 1e308, "credits": 1e308, "upiId": "a@b"}'],
    ['wrong types', 'application/json', '{"amountPaise": "100", "credits": "5", "direction": 1, "reason": []}'],
    ['deep nesting', 'application/json', `{"a":${'['.repeat(500)}${']'.repeat(500)}}`],
    ['form data', 'application/x-www-form-urlencoded', 'amountPaise=100'],
    ['plain text', 'text/plain', 'amountPaise=100'],
  ];
  const targets = (id: string) => [
    { url: '/api/wallet/recharges', as: 'person' },
    { url: '/api/wallet/recharges/order_x/confirm', as: 'person' },
    { url: '/api/wallet/payouts', as: 'person' },
    { url: `/api/contacts/${id}/unlock`, as: 'person' },
    { url: '/api/contacts/not-a-uuid/unlock', as: 'person' },
    { url: '/api/mediation-requests', as: 'person' },
    { url: '/api/reports', as: 'person' },
    { url: '/api/payments/webhook', as: 'none' },
    { url: '/api/dev/fake-gateway/orders/order_x/pay', as: 'none' },
    { url: `/api/staff/admin/wallets/${id}/adjust`, as: 'admin' },
    { url: '/api/staff/admin/employees', as: 'admin' },
    { url: '/api/staff/people', as: 'admin' },
    { url: '/api/staff/reports/99999999999/escalate', as: 'admin' },
  ];

  it('never answers 5xx and moves no money', async () => {
    const before = await queryRows<{ n: number }>(t.db.database.db, sql`select count(*)::int as n from ledger_entries`);
    let tried = 0;
    for (const target of targets(person.userId)) {
      for (const [label, contentType, payload] of bodies) {
        const token = target.as === 'person' ? person.token : target.as === 'admin' ? admin.token : undefined;
        const response = await t.app.inject({
          method: 'POST',
          url: target.url,
          payload,
          headers: {
            'content-type': contentType,
            'idempotency-key': randomUUID(),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        });
        tried += 1;
        expect(response.statusCode, `${target.url} with ${label}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${target.url} with ${label}: ${response.body}`).toBeLessThan(500);
        expect(response.json().success).toBe(false);
      }
    }
    expect(tried).toBe(targets('').length * bodies.length);
    const after = await queryRows<{ n: number }>(t.db.database.db, sql`select count(*)::int as n from ledger_entries`);
    expect(after).toEqual(before);
    await expectLedgerBalanced(t.db.database);
  });

  it('answers hand-made page links and odd search text with 4xx, never a database error', async () => {
    const link = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const personUrls = [
      `/api/search/profiles?q=carpenter&cursor=${link([0, '0'.repeat(36)])}`,
      `/api/search/profiles?q=carpenter&cursor=${link([1, '-'.repeat(36)])}`,
      `/api/wallet/transactions?cursor=${link('x')}`,
    ];
    for (const url of personUrls) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${person.token}` } });
      expect(response.statusCode, url).toBe(400);
    }
    const adminUrls = [
      `/api/staff/admin/transactions?cursor=${link(['1', '0'])}`,
      `/api/staff/admin/mediation-requests?cursor=${link(['2026-01-01T00:00:00.000Z', 'not-a-number'])}`,
      `/api/staff/admin/people-added?type=Labourer&cursor=${link(['2026-01-01T00:00:00.000Z', '12'])}`,
    ];
    for (const url of adminUrls) expect((await admin.as('GET', url)).statusCode, url).toBe(400);
    for (const url of [
      '/api/staff/admin/mediation-requests?q=99999999999',
      `/api/staff/admin/transactions?q=${'-'.repeat(36)}`,
      `/api/staff/people?q=${'-'.repeat(36)}`,
      `/api/staff/admin/wallets?q=${'-'.repeat(36)}`,
    ]) {
      expect((await admin.as('GET', url)).statusCode, url).toBe(200);
    }
  });

  it('answers a NUL character in search text, ids and staff codes with 400, not a database error', async () => {
    for (const url of [
      '/api/staff/people?q=a%00',
      '/api/staff/admin/wallets?q=%00',
      '/api/staff/admin/transactions?q=%00',
      '/api/staff/admin/mediation-requests?q=%00',
      '/api/staff/admin/people-added?type=Labourer&q=%00',
    ]) {
      expect((await admin.as('GET', url)).statusCode, url).toBe(400);
    }
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/search/profiles?q=carpenter%00',
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(search.statusCode).toBe(400);
    const gateway = await t.app.inject({
      method: 'POST',
      url: '/api/dev/fake-gateway/orders/order%00x/pay',
      payload: { outcome: 'success' },
    });
    expect(gateway.statusCode).toBe(400);
    const staffCode = await t.app.inject({
      method: 'POST',
      url: '/api/staff/employee/otp',
      payload: { userId: 'EMP\u0000001' },
    });
    expect(staffCode.statusCode).toBe(400);
  });
});
