// The public number check: whoever got a call types the number and learns whether it belongs to a KaamSetu
// Employer in good standing, with only the name and badges. Anything else (a Labourer, staff, a demo, blocked
// or suspended account, nobody) answers the same "not found", so the check never tells a worker's number
// apart. Counted per source address (an IPv6 caller by its /64) in the database, so every instance shares it.
import {
  NUMBER_CHECKS_PER_SOURCE_PER_HOUR,
  safetyMessages,
  type BadgeKind,
  type NumberCheckResponse,
} from '@kaamsetu/contract';
import { AppError } from '../../lib/errors.js';
import type { SafetyContext } from './safety-context.js';
import * as safety from './safety.repository.js';

const HOUR_MS = 60 * 60_000;

export async function checkNumber(ctx: SafetyContext, mobile: string, source: string): Promise<NumberCheckResponse> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // Serialised per address, so parallel checks cannot all read the count before any of them adds to it.
    await safety.lockKey(tx, `number-check:${source}`);
    const used = await safety.recentNumberChecks(tx, source, new Date(now.getTime() - HOUR_MS));
    if (used.count >= NUMBER_CHECKS_PER_SOURCE_PER_HOUR) {
      // The next check is allowed once the oldest one in the hour has left it.
      const freeAt = (used.oldest ?? now).getTime() + HOUR_MS;
      throw new AppError('RATE_LIMITED', safetyMessages.tooManyNumberChecks, {
        retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
      });
    }
    await safety.recordNumberCheck(tx, source, now);
  });
  const employer = await safety.employerByPhone(ctx.db, mobile);
  if (!employer) return { success: true, found: false };
  // Every account's number answered a one-time code; other badges join when the badges work lands.
  const badges: BadgeKind[] = ['mobile-verified'];
  return { success: true, found: true, employer: { name: employer.name, badges } };
}
