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

export function createTokenService(secret: string, ttlDays: number, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: clock.now(),
        });
        const { sub, kind, role, ver } = payload;
        if (typeof sub !== 'string' || (kind !== 'user' && kind !== 'staff')) return undefined;
        if (typeof role !== 'string' || typeof ver !== 'number') return undefined;
        return { sub, kind, role, ver };
      } catch {
        return undefined;
      }
    },
  };
}
