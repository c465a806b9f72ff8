// Work agreements (issue 18, docs/decisions/026): every change locks the agreement's row, checks who may do what
// in which state, and writes the new state, its timeline step, its money (ledger and escrow instruction) and the
// notification in one transaction. Two changes that race (release against dispute, twenty releases, a release
// against the automatic one) queue on the lock: the first wins, the others see the new state and get 409 with it.
import { randomUUID } from 'node:crypto';
import {
  AGREEMENT_PHOTOS_PER_SIDE,
  AGREEMENT_START_MAX_DAYS_AHEAD,
  agreementMessages,
  profileMessages,
  type AgreementSide,
  type Language,
  type ProposeAgreementRequest,
} from '@kaamsetu/contract';
import type { Tx } from '../../db/client.js';
import { findUserById } from '../auth/account-directory.js';
import { AppError } from '../../lib/errors.js';
import { addDays, indiaDate } from '../../lib/india-time.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { oncePerKey, requestHash } from '../ledger/idempotency.js';
import { engagementsBetween } from '../reviews/engagements.js';
import type { AgreementsCaller, AgreementsContext } from './agreements-context.js';
import { viewOf, summariesOf, type Viewer } from './agreement-view.js';
import * as repository from './agreements.repository.js';
import type { AgreementChange, AgreementRow } from './agreements.repository.js';
import { holdPayment, refundToEmployer, releaseToWorker } from './escrow-ledger.js';
import { workOrderPdf } from './work-order-pdf.js';
import { processPhoto, PhotoError } from '../media/photo-processing.js';
import { tell } from './agreement-notices.js';
import { z } from 'zod';
import { isUuid } from '../../lib/ids.js';

const HOUR_MS = 60 * 60_000;
export const AGREEMENTS_PAGE_SIZE = 20;
const listCursor = z.tuple([z.string().datetime(), z.string().refine(isUuid)]);

type Party = 'employer' | 'worker';

function sideOf(row: AgreementRow, personId: string): Party | undefined {
  if (row.employerId === personId) return 'employer';
  if (row.workerId === personId) return 'worker';
  return undefined;
}

/** A refused change: 409 with the agreement as it is now, so the client can show the current state. */
async function conflict(
  ctx: AgreementsContext,
  tx: Tx,
  row: AgreementRow,
  you: Viewer,
  message: string = agreementMessages.wrongState,
) {
  return new AppError('CONFLICT', message, { agreement: await viewOf(tx, row, you, ctx.storage) });
}

/**
 * Runs one change of one agreement for a signed-in person: once per Idempotency-Key (a retry gets the first
 * answer), under the row's lock, by one of its two people.
 */
async function change(
  ctx: AgreementsContext,
  caller: AgreementsCaller,
  input: { agreementId: string; action: string; body?: unknown; key: string },
  work: (tx: Tx, row: AgreementRow, side: Party, now: Date) => Promise<AgreementChange | undefined>,
) {
  return ctx.db.transaction((tx) =>
    oncePerKey(
      tx,
      {
        ownerId: caller.id,
        key: input.key,
        requestHash: requestHash(`agreement:${input.action}:${input.agreementId}`, input.body),
      },
      async () => {
        const row = await repository.lockAgreement(tx, input.agreementId);
        const side = row ? sideOf(row, caller.id) : undefined;
        // Someone else's agreement is answered as a missing one: its existence is not theirs to learn.
        if (!row || !side) throw new AppError('NOT_FOUND', agreementMessages.notFound);
        const now = ctx.clock.now();
        const changed = await work(tx, row, side, now);
        const after = changed ? await repository.updateAgreement(tx, row.id, changed, now) : row;
        return { success: true as const, agreement: await viewOf(tx, after, side, ctx.storage) };
      },
    ),
  );
}

const today = (ctx: AgreementsContext) => indiaDate(ctx.clock.now());

/** Whether the work's first day has come (India time): from then on, only release or dispute. */
const started = (ctx: AgreementsContext, row: AgreementRow) => today(ctx) >= row.startsOn;

// ---- proposing and answering

export async function propose(
  ctx: AgreementsContext,
  caller: AgreementsCaller,
  input: ProposeAgreementRequest,
  key: string,
) {
  if (caller.role !== 'Employer') throw new AppError('FORBIDDEN', agreementMessages.onlyEmployers);
  const now = ctx.clock.now();
  const first = indiaDate(now);
  if (input.startsOn < first || input.startsOn > addDays(first, AGREEMENT_START_MAX_DAYS_AHEAD)) {
    throw new AppError('VALIDATION_FAILED', agreementMessages.startsOnInvalid, { field: 'startsOn' });
  }
  const worker = await findUserById(ctx.db, input.workerId);
  if (!worker || worker.role !== 'Labourer' || worker.deletedAt || worker.blockedAt || worker.isDemo) {
    throw new AppError('NOT_FOUND', agreementMessages.workerNotFound);
  }
  if ((await engagementsBetween(ctx.db, caller.id, worker.id)).length === 0) {
    throw new AppError('FORBIDDEN', agreementMessages.noEngagement);
  }
  const feePaise = Math.round((input.amountPaise * ctx.config.feePercent) / 100);
  return ctx.db.transaction((tx) =>
    oncePerKey(tx, { ownerId: caller.id, key, requestHash: requestHash('agreement:propose', input) }, async () => {
      const row = await repository.insertAgreement(tx, {
        employerId: caller.id,
        workerId: worker.id,
        title: input.title,
        description: input.description ?? '',
        site: input.site ?? '',
        hours: input.hours ?? '',
        amountPaise: input.amountPaise,
        feePaise,
        startsOn: input.startsOn,
        days: input.days,
        createdAt: now,
        updatedAt: now,
      });
      await repository.insertEvent(tx, { agreementId: row.id, kind: 'proposed', by: 'employer', at: now });
      await tell(tx, ctx, row, 'proposed');
      return { success: true as const, agreement: await viewOf(tx, row, 'employer', ctx.storage) };
    }),
  );
}

export async function accept(ctx: AgreementsContext, caller: AgreementsCaller, agreementId: string, key: string) {
  return change(ctx, caller, { agreementId, action: 'accept', key }, async (tx, row, side, now) => {
    if (side !== 'worker') throw new AppError('FORBIDDEN', agreementMessages.onlyWorker);
    if (row.acceptedAt || (row.status !== 'proposed' && row.status !== 'funded'))
      throw await conflict(ctx, tx, row, side);
    await repository.insertEvent(tx, { agreementId: row.id, kind: 'accepted', by: 'worker', at: now });
    return { acceptedAt: now, status: row.status === 'funded' ? 'funded' : 'accepted' };
  });
}

export async function decline(ctx: AgreementsContext, caller: AgreementsCaller, agreementId: string, key: string) {
  return change(ctx, caller, { agreementId, action: 'decline', key }, async (tx, row, side, now) => {
    if (side !== 'worker') throw new AppError('FORBIDDEN', agreementMessages.onlyWorker);
    if (row.acceptedAt || (row.status !== 'proposed' && row.status !== 'funded'))
      throw await conflict(ctx, tx, row, side);
    await repository.insertEvent(tx, { agreementId: row.id, kind: 'declined', by: 'worker', at: now });
    return { status: 'declined', ...(await refundAllHeld(tx, row, 'worker', now)) };
  });
}

/** Everything still held goes back to the Employer (a decline, a cancel). */
async function refundAllHeld(tx: Tx, row: AgreementRow, by: AgreementSide, now: Date): Promise<AgreementChange> {
  if (row.heldPaise === 0) return { releaseDueAt: null };
  const transactionId = await refundToEmployer(tx, row, row.heldPaise, now);
  await repository.insertEvent(tx, {
    agreementId: row.id,
    kind: 'refunded',
    by,
    amountPaise: row.heldPaise,
    transactionId,
    at: now,
  });
  return { heldPaise: 0, refundedPaise: row.refundedPaise + row.heldPaise, releaseDueAt: null };
}

// ---- funding through the payment gateway

const FUNDABLE = new Set(['proposed', 'accepted']);

export async function fund(ctx: AgreementsContext, caller: AgreementsCaller, agreementId: string) {
  const row = await repository.findAgreement(ctx.db, agreementId);
  if (!row || !sideOf(row, caller.id)) throw new AppError('NOT_FOUND', agreementMessages.notFound);
  if (row.employerId !== caller.id) throw new AppError('FORBIDDEN', agreementMessages.onlyEmployer);
  const total = row.amountPaise + row.feePaise;
  const answer = (order: { providerOrderId: string }) => ({
    success: true as const,
    orderId: order.providerOrderId,
    amountPaise: total,
    provider: ctx.gateway.provider,
    currency: 'INR' as const,
    ...(ctx.gateway.keyId ? { keyId: ctx.gateway.keyId } : {}),
  });
  const existing = await repository.orderOfAgreement(ctx.db, agreementId);
  if (existing && existing.status !== 'paid' && FUNDABLE.has(row.status)) return answer(existing);
  if (!FUNDABLE.has(row.status) || row.fundedAt)
    throw await ctx.db.transaction((tx) => conflict(ctx, tx, row, 'employer'));
  // The gateway call is slow and outside any transaction; two racing calls may both make an order, and the
  // first to be stored is the one both answers name (the other is never shown to anyone, so never paid).
  const order = await ctx.gateway.createOrder({ amountPaise: total, receipt: `agreement-${agreementId}` });
  return ctx.db.transaction(async (tx) => {
    const locked = await repository.lockAgreement(tx, agreementId);
    const stored = await repository.orderOfAgreement(tx, agreementId);
    if (stored) return answer(stored);
    if (!locked || !FUNDABLE.has(locked.status)) throw await conflict(ctx, tx, locked ?? row, 'employer');
    await repository.insertOrder(tx, {
      agreementId,
      userId: caller.id,
      provider: ctx.gateway.provider,
      providerOrderId: order.orderId,
      amountPaise: total,
    });
    return answer({ providerOrderId: order.orderId });
  });
}

/**
 * A paid order's money is held exactly once, however the checkout's confirm and the gateway's webhooks race:
 * the order row is locked and a paid order is left as it is. Money that arrives for an agreement no longer
 * waiting for it (declined or cancelled meanwhile) is held and refunded at once. Returns false when the order
 * is not an agreement's.
 */
export async function settleAgreementOrder(
  tx: Tx,
  ctx: AgreementsContext,
  providerOrderId: string,
  paymentId: string,
): Promise<boolean> {
  const order = await repository.lockOrderByProviderId(tx, providerOrderId);
  if (!order) return false;
  if (order.status === 'paid') return true;
  const row = await repository.lockAgreement(tx, order.agreementId);
  if (!row) throw new Error(`order ${providerOrderId} names a missing agreement`);
  const now = ctx.clock.now();
  const transactionId = await holdPayment(tx, row, order.amountPaise, now);
  await repository.markOrderPaid(tx, order.orderId, { paymentId, transactionId, paidAt: now });
  await repository.insertEvent(tx, {
    agreementId: row.id,
    kind: 'funded',
    by: 'employer',
    amountPaise: row.amountPaise,
    transactionId,
    at: now,
  });
  const funded = await repository.updateAgreement(
    tx,
    row.id,
    {
      heldPaise: row.amountPaise,
      fundedAt: now,
      paymentId,
      ...(FUNDABLE.has(row.status) ? { status: 'funded' as const } : {}),
    },
    now,
  );
  if (FUNDABLE.has(row.status)) {
    await tell(tx, ctx, funded, 'funded');
  } else {
    await repository.updateAgreement(tx, row.id, await refundAllHeld(tx, funded, 'system', now), now);
  }
  return true;
}

export async function confirmFunding(
  ctx: AgreementsContext,
  caller: AgreementsCaller,
  agreementId: string,
  payment: { paymentId: string; signature: string },
  key: string,
) {
  const order = await repository.orderOfAgreement(ctx.db, agreementId);
  const row = await repository.findAgreement(ctx.db, agreementId);
  if (!row || !sideOf(row, caller.id)) throw new AppError('NOT_FOUND', agreementMessages.notFound);
  if (!order) throw new AppError('NOT_FOUND', agreementMessages.orderNotFound);
  if (!ctx.gateway.verifyPayment({ orderId: order.providerOrderId, ...payment })) {
    throw new AppError('VALIDATION_FAILED', agreementMessages.paymentNotVerified);
  }
  return change(ctx, caller, { agreementId, action: 'confirm', body: payment, key }, async (tx, _row, side) => {
    if (side !== 'employer') throw new AppError('FORBIDDEN', agreementMessages.onlyEmployer);
    await settleAgreementOrder(tx, ctx, order.providerOrderId, payment.paymentId);
    // No change of its own: the settle wrote the row, and the answer reads it back as it is now.
    return {};
  });
}

// ---- the work and the wage

export async function complete(ctx: AgreementsContext, caller: AgreementsCaller, agreementId: string, key: string) {
  return change(ctx, caller, { agreementId, action: 'complete', key }, async (tx, row, side, now) => {
    if (side !== 'worker') throw new AppError('FORBIDDEN', agreementMessages.onlyWorker);
    if (row.status !== 'funded' || !row.acceptedAt) throw await conflict(ctx, tx, row, side);
    await repository.insertEvent(tx, { agreementId: row.id, kind: 'completed', by: 'worker', at: now });
    const releaseDueAt = new Date(now.getTime() + ctx.config.autoReleaseHours * HOUR_MS);
    await tell(tx, ctx, { ...row, releaseDueAt }, 'completed');
    return { status: 'completed', completedAt: now, releaseDueAt };
  });
}

/** Pays `amountPaise` (all that is held when undefined) to the worker; the agreement ends when nothing is left. */
async function releaseHeld(
  tx: Tx,
  ctx: AgreementsContext,
  row: AgreementRow,
  input: { amountPaise: number; by: 'employer' | 'system'; now: Date },
): Promise<AgreementChange> {
  const transactionId = await releaseToWorker(tx, row, input.amountPaise, input.now);
  await repository.insertEvent(tx, {
    agreementId: row.id,
    kind: input.by === 'system' ? 'auto-released' : 'released',
    by: input.by,
    amountPaise: input.amountPaise,
    transactionId,
    at: input.now,
  });
  const heldPaise = row.heldPaise - input.amountPaise;
  await tell(tx, ctx, row, 'released', { amountPaise: input.amountPaise });
  return {
    heldPaise,
    releasedPaise: row.releasedPaise + input.amountPaise,
    ...(heldPaise === 0 ? { status: 'released' as const, releaseDueAt: null, cancelAskedBy: null } : {}),
  };
}

export async function release(
  ctx: AgreementsContext,
  caller: AgreementsCaller,
  agreementId: string,
  body: { amountPaise?: number | undefined },
  key: string,
) {
  return change(ctx, caller, { agreementId, action: 'release', body, key }, async (tx, row, side, now) => {
    if (side !== 'employer') throw new AppError('FORBIDDEN', agreementMessages.onlyEmployer);
    if ((row.status !== 'funded' && row.status !== 'completed') || !row.acceptedAt || row.heldPaise === 0) {
      throw await conflict(ctx, tx, row, side);
    }
    const amountPaise = body.amountPaise ?? row.heldPaise;
    if (amountPaise > row.heldPaise) {
      throw new AppError('VALIDATION_FAILED', agreementMessages.releaseTooMuch, { field: 'amountPaise' });
    }
    return releaseHeld(tx, ctx, row, { amountPaise, by: 'employer', now });
  });
}

/**
 * The durable schedule: releases every agreement whose time came (also those that fell due while the server
 * was down), each in its own transaction under the row's lock, so a release racing it wins or loses whole.
 */
export async function releaseDue(ctx: AgreementsContext, limit = 100): Promise<number> {
  const due = await repository.dueForRelease(ctx.db, ctx.clock.now(), limit);
  let released = 0;
  for (const id of due) {
    const done = await ctx.db.transaction(async (tx) => {
      const row = await repository.lockAgreement(tx, id);
      const now = ctx.clock.now();
      if (!row || row.status !== 'completed' || !row.releaseDueAt || row.releaseDueAt > now || row.heldPaise === 0) {
        return false;
      }
      const changed = await releaseHeld(tx, ctx, row, { amountPaise: row.heldPaise, by: 'system', now });
      await repository.updateAgreement(tx, id, changed, now);
      return true;
    });
    if (done) released += 1;
  }
  return released;
}

// ---- cancelling and disputes

export async function cancel(ctx: AgreementsContext, caller: AgreementsCaller, agreementId: string, key: string) {
  return change(ctx, caller, { agreementId, action: 'cancel', key }, async (tx, row, side, now) => {
    const open = row.status === 'proposed' || row.status === 'accepted' || row.status === 'funded';
    if (!open) throw await conflict(ctx, tx, row, side);
    if (!row.acceptedAt) {
      // Before the worker accepts, the Employer may cancel alone; the worker declines instead.
      if (side !== 'employer') throw await conflict(ctx, tx, row, side);
    } else {
      if (started(ctx, row)) throw await conflict(ctx, tx, row, side, agreementMessages.startedNoCancel);
      if (row.cancelAskedBy !== (side === 'employer' ? 'worker' : 'employer')) {
        if (row.cancelAskedBy === side) throw await conflict(ctx, tx, row, side);
        await repository.insertEvent(tx, { agreementId: row.id, kind: 'cancel-asked', by: side, at: now });
        return { cancelAskedBy: side };
      }
    }
    await repository.insertEvent(tx, { agreementId: row.id, kind: 'cancelled', by: side, at: now });
    return { status: 'cancelled', cancelAskedBy: null, ...(await refundAllHeld(tx, row, side, now)) };
  });
}

export async function dispute(
  ctx: AgreementsContext,
  caller: AgreementsCaller,
  agreementId: string,
  body: { statement: string },
  key: string,
) {
  return change(ctx, caller, { agreementId, action: 'dispute', body, key }, async (tx, row, side, now) => {
    if (row.status === 'disputed') {
      if (await statedBy(tx, row.id, side)) throw await conflict(ctx, tx, row, side, agreementMessages.alreadyStated);
      await repository.insertEvent(tx, {
        agreementId: row.id,
        kind: 'statement',
        by: side,
        note: body.statement,
        at: now,
      });
      return {};
    }
    if ((row.status !== 'funded' && row.status !== 'completed') || !row.acceptedAt || row.heldPaise === 0) {
      throw await conflict(ctx, tx, row, side);
    }
    await repository.insertEvent(tx, {
      agreementId: row.id,
      kind: 'disputed',
      by: side,
      note: body.statement,
      at: now,
    });
    await tell(tx, ctx, row, 'disputed', { by: side });
    return { status: 'disputed', releaseDueAt: null, cancelAskedBy: null };
  });
}

/**
 * A photo with one side's dispute statement, re-encoded like every upload (EXIF and its position dropped). Only
 * while the dispute is open and after the side gave its statement, at most AGREEMENT_PHOTOS_PER_SIDE each.
 */
export async function addDisputePhoto(
  ctx: AgreementsContext,
  caller: AgreementsCaller,
  agreementId: string,
  bytes: Buffer | undefined,
) {
  if (!bytes) throw new AppError('VALIDATION_FAILED', profileMessages.photoRequired, { field: 'file' });
  const row = await repository.findAgreement(ctx.db, agreementId);
  const side = row ? sideOf(row, caller.id) : undefined;
  if (!row || !side) throw new AppError('NOT_FOUND', agreementMessages.notFound);
  // Cheap refusals before the slow re-encoding; they are checked again under the lock.
  await photoAllowed(ctx, ctx.db, row, side);
  let processed;
  try {
    processed = await processPhoto(bytes);
  } catch (error) {
    if (error instanceof PhotoError) {
      const text =
        error.problem === 'too-many-pixels' ? profileMessages.photoTooManyPixels : profileMessages.photoInvalid;
      throw new AppError('VALIDATION_FAILED', text, { field: 'file' });
    }
    throw error;
  }
  const base = `disputes/${randomUUID()}`;
  const keys = { photoKey: `${base}.webp`, thumbnailKey: `${base}-160.webp` };
  await ctx.storage.save(keys.photoKey, processed.full);
  await ctx.storage.save(keys.thumbnailKey, processed.thumbnail);
  try {
    return await ctx.db.transaction(async (tx) => {
      const locked = await repository.lockAgreement(tx, agreementId);
      if (!locked) throw new AppError('NOT_FOUND', agreementMessages.notFound);
      await photoAllowed(ctx, tx, locked, side);
      await repository.insertPhoto(tx, { agreementId, by: side, ...keys, createdAt: ctx.clock.now() });
      return { success: true as const, agreement: await viewOf(tx, locked, side, ctx.storage) };
    });
  } catch (error) {
    await Promise.all([ctx.storage.remove(keys.photoKey), ctx.storage.remove(keys.thumbnailKey)]);
    throw error;
  }
}

/** Whether this side has given its statement in the agreement's dispute (opening it, or answering). */
async function statedBy(db: Tx | AgreementsContext['db'], agreementId: string, side: Party): Promise<boolean> {
  const events = await repository.eventsOf(db, agreementId);
  return events.some((event) => (event.kind === 'disputed' || event.kind === 'statement') && event.by === side);
}

async function photoAllowed(ctx: AgreementsContext, db: Tx | AgreementsContext['db'], row: AgreementRow, side: Party) {
  if (row.status !== 'disputed' || !(await statedBy(db, row.id, side))) {
    throw new AppError('CONFLICT', agreementMessages.photosOnlyInDispute, {
      agreement: await viewOf(db, row, side, ctx.storage),
    });
  }
  if ((await repository.countPhotosBy(db, row.id, side)) >= AGREEMENT_PHOTOS_PER_SIDE) {
    throw new AppError('CONFLICT', agreementMessages.tooManyPhotos);
  }
}

// ---- reading

/** The agreement as a PDF work order, for its two people, in the language asked for (else their own). */
export async function workOrder(
  ctx: AgreementsContext,
  caller: AgreementsCaller & { language: Language | null },
  agreementId: string,
  language: Language | undefined,
): Promise<Buffer> {
  const { agreement } = await getAgreement(ctx, caller, agreementId);
  const parties = new Map(
    (await repository.partiesOf(ctx.db, [agreement.employer.id, agreement.worker.id])).map((row) => [
      row.id,
      { name: row.name, companyName: row.company_name ?? '', location: row.location ?? '' },
    ]),
  );
  const nobody = { name: '', companyName: '', location: '' };
  return workOrderPdf(
    agreement,
    { employer: parties.get(agreement.employer.id) ?? nobody, worker: parties.get(agreement.worker.id) ?? nobody },
    language ?? caller.language ?? 'en',
    ctx.clock.now(),
  );
}

export async function getAgreement(ctx: AgreementsContext, caller: AgreementsCaller, agreementId: string) {
  const row = await repository.findAgreement(ctx.db, agreementId);
  const side = row ? sideOf(row, caller.id) : undefined;
  if (!row || !side) throw new AppError('NOT_FOUND', agreementMessages.notFound);
  return { success: true as const, agreement: await viewOf(ctx.db, row, side, ctx.storage) };
}

export async function listAgreements(
  ctx: AgreementsContext,
  caller: AgreementsCaller,
  query: { role?: Party | undefined; cursor?: string | undefined },
) {
  const side = query.role ?? (caller.role === 'Employer' ? 'employer' : 'worker');
  const after = decodeCursor(query.cursor, listCursor);
  const rows = await repository.agreementsOf(ctx.db, {
    personId: caller.id,
    side,
    ...(after ? { before: { at: new Date(after[0]), id: after[1] } } : {}),
    limit: AGREEMENTS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, AGREEMENTS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    success: true as const,
    items: await summariesOf(ctx.db, page, side),
    nextCursor:
      rows.length > AGREEMENTS_PAGE_SIZE && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
    securedPaise: side === 'worker' ? await repository.securedFor(ctx.db, caller.id) : 0,
  };
}
