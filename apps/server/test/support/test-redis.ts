// The shared test Redis (TEST_REDIS_URL) for one app: its keys under a prefix of their own (ioredis adds it to
// every key, scripts' keys too), so test files running at once never count each other's requests, and all of
// them deleted afterwards.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { testRedisUrl } from './services.js';

export interface TestRedis {
  /** Hand this to the app. */
  client: Redis;
  /** The keys the app has written, with the prefix. */
  keys(): Promise<string[]>;
  /** Deletes every key under the prefix and disconnects. */
  destroy(): Promise<void>;
}

export function createTestRedis(): TestRedis {
  if (!testRedisUrl) throw new Error('TEST_REDIS_URL is not set');
  const prefix = `kaamsetu-test-${randomBytes(6).toString('hex')}:`;
  const client = new Redis(testRedisUrl, { keyPrefix: prefix });
  // SCAN's pattern and DEL's keys are given whole here: this client adds no prefix.
  const admin = new Redis(testRedisUrl);
  const keys = async () => {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await admin.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      found.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return found;
  };
  return {
    client,
    keys,
    async destroy() {
      const left = await keys();
      if (left.length > 0) await admin.del(...left);
      client.disconnect();
      admin.disconnect();
    },
  };
}
