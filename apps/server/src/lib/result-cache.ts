// A short-lived cache for answers many people ask for at once (the same search in the same city). Values
// are JSON data; with Redis every instance shares them, otherwise each process keeps its own bounded copy.
// The in-process cache hands out the stored value itself (no copy, which is what makes a hit cheap), so
// callers treat cached values as read-only. Nothing depends on a hit: a miss just does the work.
import type { Redis } from 'ioredis';
import type { Clock } from './clock.js';

export interface ResultCache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
}

export class MemoryResultCache implements ResultCache {
  private readonly entries = new Map<string, { expiresAt: number; value: unknown }>();

  constructor(
    private readonly clock: Clock,
    private readonly maxEntries = 2_000,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock.now().getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    // Maps iterate in insertion order, so the first key is the oldest one to drop.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { expiresAt: this.clock.now().getTime() + ttlSeconds * 1000, value });
  }
}

export class RedisResultCache implements ResultCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'kaamsetu-cache:',
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    try {
      const json = await this.redis.get(this.prefix + key);
      return json === null ? undefined : (JSON.parse(json) as T);
    } catch {
      return undefined; // Redis away: do the work instead.
    }
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    try {
      await this.redis.set(this.prefix + key, JSON.stringify(value), 'EX', ttlSeconds);
    } catch {
      // Not cached this time; nothing else to do.
    }
  }
}
