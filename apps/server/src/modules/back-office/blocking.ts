// Blocking a person (Admins): they cannot sign in, their sessions end (token version bumped), and they
// vanish from search, Today's Top Performers and profile pages; unblocking brings a complete profile back.
// Callers forget the cached session and search answers after their transaction commits (see
// forgetBlockedPerson below).
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../ledger/audit.js';
import type { Actor, BackOfficeContext } from './back-office-context.js';
import * as people from './people.repository.js';

export async function setBlocked(
  ctx: BackOfficeContext,
  tx: Executor,
  actor: Actor,
  input: { personId: string; blocked: boolean; reason: string },
): Promise<void> {
  const person = await people.lockBlockedState(tx, input.personId);
  if (!person) throw new AppError('NOT_FOUND', 'Profile not found');
  if (person.blocked === input.blocked) return;
  if (input.blocked) await people.block(tx, input.personId, ctx.clock.now());
  else await people.unblock(tx, input.personId);
  await recordAudit(tx, {
    staffId: actor.id,
    action: input.blocked ? 'person.block' : 'person.unblock',
    targetType: 'person',
    targetId: input.personId,
    before: { blocked: person.blocked },
    after: { blocked: input.blocked },
    reason: input.reason,
  });
}

/**
 * After the commit (not before, or a request in between could cache the old session or search answer again):
 * the person's remembered session, and every kept search answer, which may list them.
 */
export async function forgetBlockedPerson(ctx: BackOfficeContext, personId: string): Promise<void> {
  ctx.sessions.forget(personId);
  await ctx.profiles.cache.forget('search');
}
