// Turns a bearer token into the account behind it, or refuses the request. People's endpoints accept only
// people's tokens and staff endpoints only staff tokens. The stored token version is checked against the
// token's: for staff (and their active flag) on every request; for people through the short-lived session
// cache, which this instance clears on logout (see session-cache.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatServerMessage, type StaffRole } from '@kaamsetu/contract';
import { AppError } from '../../lib/errors.js';
import { preferredLanguage } from '../../lib/language.js';
import type { AuthContext } from './auth-context.js';
import type { AuthenticatedStaff, AuthenticatedUser } from './authenticated.js';
import type { TokenClaims, TokenKind } from './tokens.js';
import { findUserById } from './users.repository.js';
import { findStaffById } from './staff.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
    staff?: AuthenticatedStaff;
  }
}

/** Runs first on a protected route (onRequest), before the body is even read. */
export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

async function claimsFor(ctx: AuthContext, request: FastifyRequest, kind: TokenKind): Promise<TokenClaims> {
  const language = preferredLanguage(request.headers['accept-language']);
  const token = bearerToken(request);
  const claims = token ? await ctx.tokens.verify(token) : undefined;
  if (!claims) throw new AppError('UNAUTHORIZED', formatServerMessage('sessionRequired', language));
  if (claims.kind !== kind) throw new AppError('FORBIDDEN', formatServerMessage('wrongPortal', language));
  return claims;
}

function sessionEnded(request: FastifyRequest): AppError {
  return new AppError(
    'UNAUTHORIZED',
    formatServerMessage('sessionRequired', preferredLanguage(request.headers['accept-language'])),
  );
}

/** Every later log line of this request, "request completed" included, says who asked (by id only). */
function logAs(request: FastifyRequest, reply: FastifyReply, who: { userId: string } | { staffId: string }): void {
  request.log = request.log.child(who);
  reply.log = request.log;
}

export function authenticateUser(ctx: AuthContext): AuthHook {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const claims = await claimsFor(ctx, request, 'user');
    logAs(request, reply, { userId: claims.sub });
    const remembered = ctx.sessions.get(claims.sub, claims.ver);
    if (remembered) {
      request.user = remembered;
      return;
    }
    const user = await findUserById(ctx.db, claims.sub);
    // A deleted account has no phone and a bumped version; either way its tokens are dead.
    if (!user || user.tokenVersion !== claims.ver || user.phone === null) throw sessionEnded(request);
    request.user = {
      id: user.id,
      name: user.name,
      phone: user.phone,
      role: user.role,
      language: user.language,
    };
    ctx.sessions.remember(request.user, user.tokenVersion);
  };
}

export function authenticateStaff(ctx: AuthContext, roles: StaffRole[] = ['Employee', 'Admin']) {
  const handler: AuthHook = async (request: FastifyRequest, reply: FastifyReply) => {
    const claims = await claimsFor(ctx, request, 'staff');
    logAs(request, reply, { staffId: claims.sub });
    const staff = await findStaffById(ctx.db, claims.sub);
    if (!staff?.active || staff.tokenVersion !== claims.ver) throw sessionEnded(request);
    if (!roles.includes(staff.role)) {
      throw new AppError(
        'FORBIDDEN',
        formatServerMessage('staffRoleRequired', preferredLanguage(request.headers['accept-language'])),
      );
    }
    request.staff = {
      id: staff.id,
      name: staff.name,
      phone: staff.phone,
      role: staff.role,
      staffCode: staff.staffCode,
    };
  };
  return handler;
}

/** The signed-in person; only for routes behind authenticateUser. */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new Error('route is missing authenticateUser');
  return request.user;
}

/** The signed-in staff member; only for routes behind authenticateStaff. */
export function signedInStaff(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw new Error('route is missing authenticateStaff');
  return request.staff;
}
