// Remembers, for a few seconds, the account behind a token that was just checked, so the busiest endpoints
// (search, above all) do not read the users table on every request. The database stays the authority:
// logout and profile changes on this instance forget the entry at once; another instance may accept an
// ended session for at most `ttlSeconds` (docs/decisions/007). A TTL of 0 checks the database every time.
import type { Clock } from '../../lib/clock.js';
import type { AuthenticatedUser } from './authenticated.js';

interface Entry {
  user: AuthenticatedUser;
  tokenVersion: number;
  expiresAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlSeconds: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The account, if it was checked recently and still had this token version. */
  get(userId: string, tokenVersion: number): AuthenticatedUser | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock.now().getTime() || entry.tokenVersion !== tokenVersion) {
      this.entries.delete(userId);
      return undefined;
    }
    return entry.user;
  }

  remember(user: AuthenticatedUser, tokenVersion: number): void {
    if (this.ttlSeconds === 0) return;
    // Maps iterate in insertion order, so the first key is the oldest one to drop.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(user.id, { user, tokenVersion, expiresAt: this.clock.now().getTime() + this.ttlSeconds * 1000 });
  }

  forget(userId: string): void {
    this.entries.delete(userId);
  }
}
