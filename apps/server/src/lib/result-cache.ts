// A short-lived cache for answers many people ask for at once (the same search in the same city). Values
// are JSON data; with Redis every instance shares them, otherwise each process keeps its own bounded copy.
// The in-process cache hands out the stored value itself (no copy, which is what makes a hit cheap), so
// callers treat cached values as read-only. Nothing depends on a hit: a miss just does the work.
//
// Keys are "namespace:rest". Forgetting a namespace (a person deleted their account or was blocked) makes
// every answer in it stale at once, on every instance: each namespace has a generation number, answers are
// stored with the generation that was current when their work began, and an answer from an older generation
// is never handed out.
import type { Redis } from 'ioredis';
import type { Clock } from './clock.js';

export interface ResultCache {
  /** The kept answer for `key`, or `load()`'s, which is then kept for `ttlSeconds`. */
  remember<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T>;
  /** Drops every answer whose key starts with `namespace:`. */
  forget(namespace: string): Promise<void>;
}

function namespaceOf(key: string): string {
  const end = key.indexOf(':');
  return end === -1 ? key : key.slice(0, end);
}

export class MemoryResultCache implements ResultCache {
  private readonly entries = new Map<string, { expiresAt: number; generation: number; value: unknown }>();
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly maxEntries = 2_000,
  ) {}

  async remember<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    const generation = this.generations.get(namespaceOf(key)) ?? 0;
    const entry = this.entries.get(key);
    if (entry && entry.generation === generation && entry.expiresAt > this.clock.now().getTime()) {
      return entry.value as T;
    }
    this.entries.delete(key);
    const value = await load();
    // Work that began before a forget may have read what was forgotten: it is answered, not kept.
    if ((this.generations.get(namespaceOf(key)) ?? 0) === generation) {
      // Maps iterate in insertion order, so the first key is the oldest one to drop.
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { expiresAt: this.clock.now().getTime() + ttlSeconds * 1000, generation, value });
    }
    return value;
  }

  async forget(namespace: string): Promise<void> {
    this.generations.set(namespace, (this.generations.get(namespace) ?? 0) + 1);
  }
}

export class RedisResultCache implements ResultCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'kaamsetu-cache:',
  ) {}

  private generationKey(namespace: string): string {
    return `${this.prefix}generation:${namespace}`;
  }

  async remember<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    let generation: string | null = null;
    try {
      // One round trip: the namespace's generation and the answer, which is used only when they match.
      const [current, json] = await this.redis.mget(this.generationKey(namespaceOf(key)), this.prefix + key);
      generation = current ?? '0';
      if (json) {
        const stored = JSON.parse(json) as { generation: string; value: T };
        if (stored.generation === generation) return stored.value;
      }
    } catch {
      // Redis away: do the work instead, and keep nothing (the generation is unknown).
    }
    const value = await load();
    if (generation !== null) {
      try {
        await this.redis.set(this.prefix + key, JSON.stringify({ generation, value }), 'EX', ttlSeconds);
      } catch {
        // Not cached this time; nothing else to do.
      }
    }
    return value;
  }

  async forget(namespace: string): Promise<void> {
    try {
      await this.redis.incr(this.generationKey(namespace));
    } catch {
      // Redis away: nobody reads kept answers either, and they expire within their ttl.
    }
  }
}
