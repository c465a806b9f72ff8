// The sender: takes the SMS that are due from the durable outbox and sends them through the SMS adapter.
// Each instance runs one loop; they share the work through FOR UPDATE SKIP LOCKED. A claim is committed
// before sending, with a lease: a sender killed mid-send loses its rows when the lease runs out, and another
// sends them. The adapter gets a reference that stays the same for every try of one message, so a crash
// between the gateway taking a message and the row being marked sent cannot make a second SMS.
import { createHash } from 'node:crypto';
import { formatServerMessage, languages, SMS_OF_A_KIND_EVERY_MINUTES, type Language } from '@kaamsetu/contract';
import { MAX_SMS_ATTEMPTS, retryAfter, smsSendAfter, summarisedKinds } from './notification-policy.js';
import type { NotificationsContext } from './notifications-context.js';
import * as repository from './notifications.repository.js';
import type { ClaimedSms } from './notifications.repository.js';

/** How long a sender holds the rows it claimed (the HTTP adapter gives up on one message after 5 s). */
export const SMS_LEASE_MS = 5 * 60_000;
const BATCH = 20;
/** Batches one tick sends at most, so one tick cannot run on forever. */
const BATCHES_PER_TICK = 10;

/** The adapter's reference for a message: the same on every try, opaque, and unique across databases. */
export function smsReference(dedupeKey: string): string {
  return `notification:${createHash('sha256').update(dedupeKey).digest('base64url').slice(0, 24)}`;
}

/** Claims due SMS for this sender: they are `sending`, leased to it, until it finishes them or the lease ends. */
export function claimDueSms(ctx: NotificationsContext, limit = BATCH): Promise<ClaimedSms[]> {
  const now = ctx.clock.now();
  return repository.claimDueSms(ctx.db, now, new Date(now.getTime() + SMS_LEASE_MS), limit);
}

export type DeliveryOutcome = 'sent' | 'skipped' | 'retry' | 'failed';

/** Sends one claimed SMS and records how it went. */
export async function deliver(ctx: NotificationsContext, claim: ClaimedSms): Promise<DeliveryOutcome> {
  // The number was read with the claim, not when the SMS was queued: it may have changed, or the account gone.
  if (!claim.to) {
    await repository.finishAttempt(ctx.db, claim, { status: 'skipped', error: 'nobody to send to' });
    return 'skipped';
  }
  try {
    await ctx.sms.send({ to: claim.to, body: claim.body, reference: smsReference(claim.dedupeKey) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const now = ctx.clock.now();
    if (claim.attempts >= MAX_SMS_ATTEMPTS) {
      await repository.finishAttempt(ctx.db, claim, { status: 'failed', error: message });
      ctx.log.error({ outboxId: claim.id, attempts: claim.attempts }, 'notification SMS failed for good');
      return 'failed';
    }
    await repository.finishAttempt(ctx.db, claim, {
      status: 'pending',
      error: message,
      sendAfter: retryAfter(now, claim.attempts),
    });
    ctx.log.warn({ outboxId: claim.id, attempts: claim.attempts }, 'notification SMS failed, will retry');
    return 'retry';
  }
  await repository.finishAttempt(ctx.db, claim, { status: 'sent', at: ctx.clock.now() });
  return 'sent';
}

/**
 * Queues the SMS held back for the hourly summary whose hour is over with no later event of their kind to carry
 * them (decision 022): alone, the held SMS itself; several, the kind's summary ("3 employers viewed your
 * number…"), linking to the inbox where each one is. Returns how many it queued.
 */
export function releaseHeldSms(ctx: NotificationsContext): Promise<number> {
  const now = ctx.clock.now();
  const link = `${ctx.publicUrl}/app/notifications`;
  const summaries = Object.fromEntries(
    Object.entries(summarisedKinds).map(([kind, key]) => [
      kind,
      Object.fromEntries(languages.map((language) => [language, formatServerMessage(key, language, { link })])),
    ]),
  ) as Record<string, Record<Language, string>>;
  return repository.releaseHeldSms(ctx.db, now, smsSendAfter(now), SMS_OF_A_KIND_EVERY_MINUTES, summaries);
}

/**
 * One round of the sender: releases the held-back SMS whose hour is over, then claims and sends what is due, batch
 * after batch. Returns how many it claimed.
 */
export async function sendDueSms(ctx: NotificationsContext): Promise<number> {
  await releaseHeldSms(ctx);
  let claimed = 0;
  for (let batch = 0; batch < BATCHES_PER_TICK; batch += 1) {
    const claims = await claimDueSms(ctx);
    for (const claim of claims) await deliver(ctx, claim);
    claimed += claims.length;
    if (claims.length < BATCH) break;
  }
  return claimed;
}

export interface OutboxSenderLoop {
  /** Stops the loop and waits for a round under way to finish. */
  stop(): Promise<void>;
}

/** Runs sendDueSms every `intervalMs` (never two rounds at once); the timer does not keep the process alive. */
export function startOutboxSender(ctx: NotificationsContext, intervalMs: number): OutboxSenderLoop {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = sendDueSms(ctx)
      .then(() => undefined)
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'notification sender round failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs).unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
