// Numbers as fraud prevention keeps them: a keyed hash (HMAC-SHA256 under a key derived from the server
// secret), never the number itself. The same number always gives the same key, so limits and the one-time
// welcome grant still apply after an account deletion erased the number, yet a stored key says nothing
// about whose number it was without the server's secret.
import { createHmac } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import { claimWelcomeGrant } from './otp.repository.js';

export interface NumberKeyContext {
  /** Key for the codes' and numbers' HMACs; derived from the server secret. */
  otpKey: Buffer;
}

export function phoneKeyOf(ctx: NumberKeyContext, phone: string): string {
  return createHmac('sha256', ctx.otpKey).update(`number:${phone}`).digest('hex');
}

/**
 * The welcome Credits for a new account on this number: the full amount the first time the number ever gets
 * them, nothing after that (an account deleted and made again must not collect them twice).
 */
export async function welcomeCreditsFor(
  ctx: NumberKeyContext & { clock: { now(): Date } },
  tx: Executor,
  phone: string,
  amountPaise: number,
): Promise<number> {
  if (amountPaise === 0) return 0;
  return (await claimWelcomeGrant(tx, phoneKeyOf(ctx, phone), ctx.clock.now())) ? amountPaise : 0;
}

/** Records that the number had its welcome grant (an account from before grants were recorded). */
export async function rememberWelcomeGrant(
  ctx: NumberKeyContext & { clock: { now(): Date } },
  tx: Executor,
  phone: string,
): Promise<void> {
  await claimWelcomeGrant(tx, phoneKeyOf(ctx, phone), ctx.clock.now());
}
