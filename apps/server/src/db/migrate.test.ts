import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client.js';
import { runMigrations } from './migrate.js';
import { users } from './schema/index.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/support/databases.js';

describe.each(databaseKinds)('migrations on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('can run again without changing anything', async () => {
    await runMigrations(testDb.database);
    await runMigrations(testDb.database);
    const applied = await queryRows<{ count: number }>(
      testDb.database.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.count).toBeGreaterThanOrEqual(1);
  });

  it('creates the users table with one account per phone number', async () => {
    const { db } = testDb.database;
    await db.insert(users).values({ name: 'ramesh', phone: '+919876543210', role: 'Labourer' });
    await expect(
      db.insert(users).values({ name: 'other', phone: '+919876543210', role: 'Employer' }),
    ).rejects.toThrow();
    const rows = await db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'ramesh', role: 'Labourer' });
    expect(rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('has trigram matching for fuzzy search', async () => {
    const result = await queryRows<{ score: number }>(
      testDb.database.db,
      sql`select similarity('plumber', 'plumbr')::float as score`,
    );
    expect(result[0]?.score).toBeGreaterThan(0.4);
  });
});
