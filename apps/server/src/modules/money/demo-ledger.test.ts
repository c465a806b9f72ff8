// The benchmark generator's money history adds up like real money does.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/support/databases.js';
import { expectLedgerBalanced } from '../../../test/support/money-flows.js';
import { queryRows } from '../../db/client.js';
import { insertDemoPeople } from '../profiles/demo-profiles.js';
import { insertDemoLedger } from './demo-ledger.repository.js';

describe.each(databaseKinds)('demo ledger on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('writes balanced unlocks between demo people, funded so no balance is negative', async () => {
    await insertDemoPeople(testDb.database.db, 200);
    await insertDemoLedger(testDb.database.db, 3_000, { batchSize: 1_000 });
    const [counts] = await queryRows<{ unlocks: number; grants: number }>(
      testDb.database.db,
      sql`select (select count(*)::int from ledger_transactions where kind = 'contact_unlock') as unlocks,
                 (select count(*)::int from ledger_transactions where kind = 'welcome_credits') as grants`,
    );
    expect(counts?.unlocks).toBe(3_000);
    expect(counts?.grants).toBeGreaterThan(0);
    await expectLedgerBalanced(testDb.database);
  });
});
