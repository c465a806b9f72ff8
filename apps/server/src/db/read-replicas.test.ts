// The reader's routing rules, on stand-in servers: three databases on the test PostgreSQL server play the primary
// and two replicas (each knows its own name), and a closed port plays a replica that is down. A real streaming
// replica is in test/scale-out/read-replica.test.ts.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, withDatabaseName } from '../../test/support/postgres-admin.js';
import { testDatabaseUrl } from '../../test/support/services.js';
import { openDatabase, queryRows, type Database } from './client.js';
import { openReadReplicas, REPLICA_REST_MS, type ReadReplicas } from './read-replicas.js';

function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('the reader without replicas', () => {
  it('is the primary itself on the embedded database', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      const replicas = await openReadReplicas(database, {
        urls: ['postgres://replica.invalid/kaamsetu'],
        poolSize: 1,
        watch: { replicaDown: () => undefined, fellBack: () => undefined },
      });
      expect(replicas.reader).toBe(database.db);
      expect(replicas.count).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(testDatabaseUrl)('the reader over replicas', () => {
  const suffix = randomBytes(4).toString('hex');
  const names = ['primary', 'replica_a', 'replica_b'].map((role) => ({
    role,
    database: `kaamsetu_rr_${role}_${suffix}`,
  }));
  const url = (database: string) => withDatabaseName(testDatabaseUrl as string, database);
  let primary: Database;
  let now = 0;
  const down: string[] = [];
  let fallbacks = 0;
  const open: ReadReplicas[] = [];

  async function reader(urls: string[]): Promise<ReadReplicas> {
    const replicas = await openReadReplicas(primary, {
      urls,
      poolSize: 2,
      now: () => now,
      watch: {
        replicaDown: (replica) => down.push(replica),
        fellBack: () => (fallbacks += 1),
      },
    });
    open.push(replicas);
    return replicas;
  }

  async function whoAnswers(replicas: ReadReplicas): Promise<string> {
    const [row] = await queryRows<{ role: string }>(replicas.reader, sql`select role from who_am_i`);
    return row?.role ?? '';
  }

  beforeAll(async () => {
    for (const { role, database } of names) {
      await adminClient(testDatabaseUrl as string, (client) => client.query(`create database ${database}`));
      await adminClient(url(database), async (client) => {
        await client.query('create table who_am_i (role text)');
        await client.query('insert into who_am_i values ($1)', [role]);
      });
    }
    primary = await openDatabase({ kind: 'postgres', url: url(names[0]!.database), poolSize: 2 });
  });

  afterAll(async () => {
    await Promise.all(open.map((replicas) => replicas.close()));
    await primary?.close();
    for (const { database } of names) {
      await adminClient(testDatabaseUrl as string, (client) =>
        client.query(`drop database if exists ${database} with (force)`),
      );
    }
  });

  it('takes the replicas in turn', async () => {
    const replicas = await reader([url(names[1]!.database), url(names[2]!.database)]);
    const answers = [];
    for (let read = 0; read < 4; read += 1) answers.push(await whoAnswers(replicas));
    expect(answers).toEqual(['replica_a', 'replica_b', 'replica_a', 'replica_b']);
  });

  it('reads on the primary while no replica can be reached, and tries the replica again after a rest', async () => {
    down.length = 0;
    fallbacks = 0;
    const port = await closedPort();
    const replicas = await reader([`postgres://postgres@127.0.0.1:${port}/kaamsetu`]);

    expect(await whoAnswers(replicas)).toBe('primary');
    expect(down).toEqual([`127.0.0.1:${port}/kaamsetu`]);
    // Resting: the next read goes straight to the primary, without trying the replica (no second "down").
    expect(await whoAnswers(replicas)).toBe('primary');
    expect(down).toHaveLength(1);
    expect(fallbacks).toBe(2);

    now += REPLICA_REST_MS;
    expect(await whoAnswers(replicas)).toBe('primary');
    expect(down).toHaveLength(2);
  });

  it('moves to the next replica when one is down', async () => {
    down.length = 0;
    fallbacks = 0;
    const port = await closedPort();
    const replicas = await reader([`postgres://postgres@127.0.0.1:${port}/kaamsetu`, url(names[2]!.database)]);
    expect(await whoAnswers(replicas)).toBe('replica_b');
    expect(await whoAnswers(replicas)).toBe('replica_b');
    expect(down).toHaveLength(1);
    expect(fallbacks).toBe(0);
  });

  it('does not retry a query the replica refused, and takes no transactions', async () => {
    down.length = 0;
    fallbacks = 0;
    const replicas = await reader([url(names[1]!.database)]);
    await expect(replicas.reader.execute(sql`select missing from who_am_i`)).rejects.toThrow();
    expect(down).toEqual([]);
    expect(fallbacks).toBe(0);
    expect(await whoAnswers(replicas)).toBe('replica_a');
    await expect(replicas.reader.transaction(async () => undefined)).rejects.toThrow(/no transactions/);
  });
});
