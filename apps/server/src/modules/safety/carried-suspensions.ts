// A suspension outlives the account it was given to (decision 035): deleting the account keeps it under the
// number's key (never the number itself, auth/number-keys.ts), and an account made again on that number,
// by the person or by staff, starts suspended as the first one was. Otherwise deleting and signing up again
// would wipe a suspension for anyone. Both run inside the transaction that deletes or creates the account.
import { formatServerMessage, type Language } from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import { phoneKeyOf, type NumberKeyContext } from '../auth/number-keys.js';
import { carrySuspension, takeUpCarriedSuspension } from './safety.repository.js';

type CarryContext = NumberKeyContext & { clock: { now(): Date } };

/** Before the account's number is erased: keeps its suspension in force, if it has one. */
export async function keepSuspensionOfNumber(
  ctx: CarryContext,
  tx: Executor,
  personId: string,
  phone: string,
): Promise<void> {
  await carrySuspension(tx, phoneKeyOf(ctx, phone), personId, ctx.clock.now());
}

/** A new account on a number whose earlier account was suspended is suspended too, told why in its language. */
export async function suspendIfNumberWasSuspended(
  ctx: CarryContext,
  tx: Executor,
  personId: string,
  phone: string,
  language: Language,
): Promise<void> {
  const reason = formatServerMessage('suspensionCarriedOver', language);
  await takeUpCarriedSuspension(tx, phoneKeyOf(ctx, phone), personId, reason);
}
