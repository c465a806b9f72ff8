// Session tokens: HS256 JWTs carrying the account id, its kind (person or staff), role and token version.
// Bumping the stored version (logout, blocking) makes every earlier token fail.
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../lib/clock.js';

const ISSUER = 'kaamsetu';

export type TokenKind = 'user' | 'staff';

export interface TokenClaims {
  sub: string;
  kind: TokenKind;
  role: string;
  ver: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or undefined for anything else (bad signature, expired, other algorithm). */
  verify(token: string): Promise<TokenClaims | undefined>;
}

// Checking a signature costs more than the rest of a busy request; a token checked once is remembered
// (by its exact text, so nothing else can match it) until it expires, in a bounded map.
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenService(secret: string, ttlDays: number, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return {
    async sign({ sub, kind, role, ver }) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ kind, role, ver })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlDays * 86_400)
        .sign(key);
    },
    async verify(token) {
      const now = clock.now();
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > now.getTime()) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, currentDate: now });
        const { sub, kind, role, ver, exp } = payload;
        if (typeof sub !== 'string' || (kind !== 'user' && kind !== 'staff')) return undefined;
        if (typeof role !== 'string' || typeof ver !== 'number' || typeof exp !== 'number') return undefined;
        const claims: TokenClaims = { sub, kind, role, ver };
        // Maps iterate in insertion order, so the first key is the oldest one to drop.
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, expiresAt: exp * 1000 });
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}
