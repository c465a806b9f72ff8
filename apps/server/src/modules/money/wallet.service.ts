// A person's wallet: balances, history, recharges through the payment gateway and payouts to UPI.
import {
  adminMessages,
  formatServerMessage,
  PAYOUT_MIN_PAISE,
  TRANSACTIONS_PAGE_SIZE,
  walletMessages,
  type WalletEntryKind,
  type WalletTransaction,
} from '@kaamsetu/contract';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { decodeCursor, encodeCursor, rowIdCursor } from '../../lib/cursor.js';
import type { AuthenticatedUser } from '../auth/authenticated.js';
import { oncePerKey, requestHash } from '../ledger/idempotency.js';
import { InsufficientBalanceError, personBalances, post, type LedgerTransactionKind } from '../ledger/ledger.js';
import type { MoneyContext } from './money-context.js';
import * as wallet from './wallet.repository.js';
import type { PayoutRow } from './wallet.repository.js';
import { PayoutRefusedError } from '../../adapters/payouts/payout-provider.js';
import { recordAudit } from '../ledger/audit.js';
import { isUuid } from '../../lib/ids.js';
import { notify, rupees } from '../notifications/notify.js';

export async function balances(ctx: MoneyContext, caller: AuthenticatedUser) {
  return { success: true as const, ...(await personBalances(ctx.db, caller.id)) };
}

function walletKind(kind: LedgerTransactionKind, account: 'credits' | 'earnings'): WalletEntryKind {
  switch (kind) {
    case 'contact_unlock':
      return account === 'credits' ? 'contact_unlock' : 'contact_earning';
    case 'payout_requested':
    case 'payout_paid':
      return 'payout';
    case 'unlock_refund':
      // The Employer's price back, or (on the worker's Earnings) their share taken back.
      return account === 'credits' ? 'unlock_refund' : 'unlock_reversal';
    // Only the release reaches a person's own accounts (their Earnings); funding and refunds move the
    // Employer's gateway money, which never passes through their Credits.
    case 'escrow_released':
    case 'escrow_funded':
    case 'escrow_refunded':
      return 'agreement_payment';
    default:
      return kind;
  }
}

/** A person's money history, newest first, a page at a time. */
export async function transactions(ctx: Pick<MoneyContext, 'db'>, ownerId: string, cursor: string | undefined) {
  const before = decodeCursor(cursor, rowIdCursor);
  const rows = await wallet.history(ctx.db, ownerId, { beforeId: before, limit: TRANSACTIONS_PAGE_SIZE + 1 });
  const page = rows.slice(0, TRANSACTIONS_PAGE_SIZE);
  const items: WalletTransaction[] = page.map((row) => {
    const amount = Number(row.amount_paise);
    return {
      id: String(row.entry_id),
      type: amount > 0 ? 'Credited' : 'Debited',
      amountPaise: Math.abs(amount),
      account: row.account,
      kind: walletKind(row.kind, row.account),
      ...(row.upi_id ? { upiId: row.upi_id } : {}),
      ...(row.payout_status ? { status: row.payout_status } : {}),
      createdAt: new Date(row.created_at).toISOString(),
      description: row.description,
    };
  });
  const last = page.at(-1);
  return {
    success: true as const,
    items,
    nextCursor: rows.length > TRANSACTIONS_PAGE_SIZE && last ? encodeCursor(Number(last.entry_id)) : null,
  };
}

export async function createRecharge(ctx: MoneyContext, caller: AuthenticatedUser, amountPaise: number) {
  const order = await ctx.gateway.createOrder({ amountPaise, receipt: `recharge-${caller.id}` });
  await wallet.insertPaymentOrder(ctx.db, {
    userId: caller.id,
    provider: ctx.gateway.provider,
    providerOrderId: order.orderId,
    amountPaise,
  });
  return {
    success: true as const,
    orderId: order.orderId,
    provider: ctx.gateway.provider,
    amountPaise,
    currency: 'INR' as const,
    ...(ctx.gateway.keyId ? { keyId: ctx.gateway.keyId } : {}),
  };
}

/** A recharge order by the gateway's order id; 404 when there is none. */
export async function findRechargeOrder(ctx: Pick<MoneyContext, 'db'>, orderId: string) {
  const order = await wallet.findPaymentOrder(ctx.db, orderId);
  if (!order) throw new AppError('NOT_FOUND', walletMessages.orderNotFound);
  return order;
}

/**
 * Credits a paid order exactly once, however the checkout's confirm and the gateway's webhooks race: the
 * order row is locked, and a paid order is left as it is.
 */
async function settleOrder(tx: Tx, ctx: MoneyContext, orderId: string, paymentId: string, ownerId?: string) {
  const order = await wallet.lockPaymentOrder(tx, orderId);
  // An agreement's order pays a held wage, never Credits: the recharge paths do not know it.
  if (!order || order.purpose !== 'recharge' || (ownerId !== undefined && order.userId !== ownerId)) {
    throw new AppError('NOT_FOUND', walletMessages.orderNotFound);
  }
  if (order.status === 'paid') return order;
  const posted = await post(tx, {
    kind: 'recharge',
    description: 'Recharge',
    movements: [
      { account: { system: 'gateway_clearing' }, amountPaise: -order.amountPaise },
      { account: { owner: order.userId, kind: 'credits' }, amountPaise: order.amountPaise },
    ],
  });
  await wallet.markOrderPaid(tx, order.id, { paymentId, transactionId: posted.transactionId, paidAt: ctx.clock.now() });
  return order;
}

export async function confirmRecharge(
  ctx: MoneyContext,
  caller: AuthenticatedUser,
  orderId: string,
  payment: { paymentId: string; signature: string },
) {
  if (!ctx.gateway.verifyPayment({ orderId, ...payment })) {
    throw new AppError('VALIDATION_FAILED', walletMessages.paymentNotVerified);
  }
  await ctx.db.transaction((tx) => settleOrder(tx, ctx, orderId, payment.paymentId, caller.id));
  const { creditsPaise } = await personBalances(ctx.db, caller.id);
  return { success: true as const, message: walletMessages.rechargeSuccessful, creditsPaise };
}

interface WebhookEvent {
  event?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; status?: unknown } };
    payout?: { entity?: { id?: unknown; reference_id?: unknown; utr?: unknown; failure_reason?: unknown } };
  };
}

/** The gateway's signed webhook: captured payments credit their order; RazorpayX payouts settle. */
export async function handleWebhook(ctx: MoneyContext, rawBody: string, signature: string | undefined) {
  if (!signature || !ctx.gateway.verifyWebhook(rawBody, signature)) {
    throw new AppError('VALIDATION_FAILED', walletMessages.paymentNotVerified);
  }
  let event: WebhookEvent;
  try {
    event = JSON.parse(rawBody) as WebhookEvent;
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The webhook body is not JSON');
  }
  const payment = event.payload?.payment?.entity;
  if (
    (event.event === 'payment.captured' || event.event === 'order.paid') &&
    typeof payment?.order_id === 'string' &&
    typeof payment.id === 'string'
  ) {
    const orderId = payment.order_id;
    const paymentId = payment.id;
    const order = await wallet.findPaymentOrder(ctx.db, orderId);
    if (!order) return { success: true as const, handled: false };
    await ctx.db.transaction(async (tx) => {
      if (order.purpose === 'recharge') await settleOrder(tx, ctx, orderId, paymentId);
      else await ctx.settleOtherOrder?.(tx, orderId, paymentId);
    });
    return { success: true as const, handled: true };
  }
  const payout = event.payload?.payout?.entity;
  if (typeof payout?.reference_id === 'string' && isUuid(payout.reference_id)) {
    const decision: PayoutDecision | undefined =
      event.event === 'payout.processed'
        ? { outcome: 'paid', utr: typeof payout.utr === 'string' ? payout.utr : undefined }
        : ['payout.failed', 'payout.reversed', 'payout.rejected'].includes(String(event.event))
          ? {
              outcome: 'failed',
              reason: typeof payout.failure_reason === 'string' ? payout.failure_reason : 'Payout failed',
            }
          : undefined;
    if (decision) {
      try {
        await settlePayout(ctx, payout.reference_id, decision);
      } catch (error) {
        // A repeated webhook for a payout already settled: nothing to do, and the gateway must stop retrying.
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
        if (event.event === 'payout.reversed' && decision.outcome === 'failed') {
          await reversePaidPayout(ctx, payout.reference_id, decision.reason);
        }
      }
      return { success: true as const, handled: true };
    }
  }
  return { success: true as const, handled: false };
}

export async function requestPayout(
  ctx: MoneyContext,
  caller: AuthenticatedUser,
  input: { amountPaise: number; upiId: string },
  key: string,
) {
  if (input.amountPaise < PAYOUT_MIN_PAISE) throw new AppError('VALIDATION_FAILED', walletMessages.minimumTransfer);
  const manual = ctx.payouts.provider === 'manual';
  let firstRun = false;
  const answer = await ctx.db.transaction((tx) =>
    oncePerKey(
      tx,
      { ownerId: caller.id, key, requestHash: requestHash('payout', input) },
      async () => {
        // Shared lock: an account deletion (which holds the row for update and refuses while a transfer is on
        // its way) either sees this payout or makes this request find the account gone.
        const me = await wallet.shareLiveAccount(tx, caller.id);
        if (!me) throw new AppError('UNAUTHORIZED', formatServerMessage('sessionRequired', 'en'));
        if (me.blocked) throw new AppError('FORBIDDEN', formatServerMessage('accountBlocked', 'en'));
        let posted;
        try {
          posted = await post(tx, {
            kind: 'payout_requested',
            description: 'Transfer to UPI',
            movements: [
              { account: { owner: caller.id, kind: 'earnings' }, amountPaise: -input.amountPaise },
              { account: { system: 'payouts_in_flight' }, amountPaise: input.amountPaise },
            ],
          });
        } catch (error) {
          if (error instanceof InsufficientBalanceError) {
            throw new AppError('VALIDATION_FAILED', walletMessages.insufficientFunds);
          }
          throw error;
        }
        const payout = await wallet.insertPayout(tx, {
          userId: caller.id,
          amountPaise: input.amountPaise,
          upiId: input.upiId,
          provider: ctx.payouts.provider,
          status: manual ? 'pending' : 'processing',
          holdTransactionId: posted.transactionId,
        });
        return {
          success: true as const,
          message: walletMessages.transferSuccessful,
          payoutId: payout.id,
          status: payout.status,
          earningsPaise: posted.balances.get(`${caller.id}:earnings`) ?? 0,
        };
      },
      (first) => {
        firstRun = first;
      },
    ),
  );
  // Only the request that created the payout asks the provider; a replay just answers again.
  if (!manual && firstRun) await startProviderPayout(ctx, caller, answer.payoutId, input);
  return answer;
}

/**
 * Asks the payout provider to pay (after the hold is committed). A clear refusal returns the hold at once;
 * anything uncertain (timeout, 5xx) leaves the payout processing, for the provider's webhook to settle.
 */
async function startProviderPayout(
  ctx: MoneyContext,
  caller: AuthenticatedUser,
  payoutId: string,
  input: { amountPaise: number; upiId: string },
) {
  try {
    const providerPayoutId = await ctx.payouts.start({ payoutId, ...input, name: caller.name });
    if (providerPayoutId) {
      await wallet.updatePayout(ctx.db, payoutId, { providerPayoutId });
    }
  } catch (error) {
    if (error instanceof PayoutRefusedError) {
      await settlePayout(ctx, payoutId, { outcome: 'failed', reason: 'The payout provider refused the transfer' });
    }
  }
}

export type PayoutDecision =
  | { outcome: 'paid'; utr?: string | undefined; staffId?: string }
  | { outcome: 'rejected' | 'failed'; reason: string; staffId?: string };

/**
 * Ends a payout exactly once: paid posts the hold out to the bank side; rejected or failed returns it to
 * the person's Earnings. A payout already ended is refused (409), so nothing moves twice.
 */
export async function settlePayout(ctx: MoneyContext, payoutId: string, decision: PayoutDecision) {
  return ctx.db.transaction(async (tx) => {
    const payout = await wallet.lockPayout(tx, payoutId);
    if (!payout) throw new AppError('NOT_FOUND', 'Payout not found');
    if (payout.status !== 'pending' && payout.status !== 'processing') {
      throw new AppError('CONFLICT', adminMessages.payoutAlreadySettled, { status: payout.status });
    }
    // Staff settle only payouts waiting for them; a provider's payout is settled by its webhooks.
    if (decision.staffId && (payout.status !== 'pending' || payout.provider !== 'manual')) {
      throw new AppError('CONFLICT', adminMessages.payoutAlreadySettled, { status: payout.status });
    }
    const paid = decision.outcome === 'paid';
    const posted = await post(tx, {
      kind: paid ? 'payout_paid' : 'payout_returned',
      description: paid ? 'Transfer to UPI paid' : 'Transfer to UPI returned',
      ...(decision.staffId ? { staffId: decision.staffId } : {}),
      movements: [
        { account: { system: 'payouts_in_flight' }, amountPaise: -payout.amountPaise },
        paid
          ? { account: { system: 'gateway_clearing' }, amountPaise: payout.amountPaise }
          : { account: { owner: payout.userId, kind: 'earnings' }, amountPaise: payout.amountPaise },
      ],
    });
    const updated = await wallet.updatePayout(tx, payoutId, {
      status: decision.outcome,
      settleTransactionId: posted.transactionId,
      utr: paid ? (decision.utr ?? null) : null,
      reason: paid ? null : decision.reason,
      decidedByStaffId: decision.staffId ?? null,
      updatedAt: ctx.clock.now(),
    });
    if (decision.staffId) {
      await recordAudit(tx, {
        staffId: decision.staffId,
        action: paid ? 'payout.approve' : 'payout.reject',
        targetType: 'payout',
        targetId: payoutId,
        before: { status: payout.status },
        after: { status: decision.outcome, ...(paid ? { utr: decision.utr } : {}) },
        reason: paid ? '' : decision.reason,
      });
    }
    if (paid) {
      await notify(tx, ctx, {
        userId: payout.userId,
        kind: 'payout_paid',
        dedupeKey: `payout-paid:${payoutId}`,
        message: { key: 'payoutPaid', values: { amount: rupees(payout.amountPaise), upi: payout.upiId } },
        sms: true,
      });
    } else {
      await notifyPayoutFailed(tx, ctx, { ...payout, id: payoutId }, decision.reason);
    }
    return updated as PayoutRow;
  });
}

/** The bank sent a paid payout back (RazorpayX payout.reversed): the amount returns to Earnings, once. */
async function reversePaidPayout(ctx: MoneyContext, payoutId: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const payout = await wallet.lockPayout(tx, payoutId);
    if (payout?.status !== 'paid') return;
    const posted = await post(tx, {
      kind: 'payout_returned',
      description: 'Transfer to UPI reversed by the bank',
      movements: [
        { account: { system: 'gateway_clearing' }, amountPaise: -payout.amountPaise },
        { account: { owner: payout.userId, kind: 'earnings' }, amountPaise: payout.amountPaise },
      ],
    });
    await wallet.updatePayout(tx, payoutId, {
      status: 'failed',
      reason,
      settleTransactionId: posted.transactionId,
      updatedAt: ctx.clock.now(),
    });
    await notifyPayoutFailed(tx, ctx, { ...payout, id: payoutId }, reason);
  });
}

/** The worker hears that a transfer failed or was refused, with the reason, in the settling transaction. */
function notifyPayoutFailed(
  tx: Tx,
  ctx: MoneyContext,
  payout: { id: string; userId: string; amountPaise: number; upiId: string },
  reason: string,
) {
  return notify(tx, ctx, {
    userId: payout.userId,
    kind: 'payout_failed',
    dedupeKey: `payout-failed:${payout.id}`,
    message: {
      key: 'payoutFailed',
      values: { amount: rupees(payout.amountPaise), upi: payout.upiId, reason },
    },
    sms: true,
  });
}

export function payoutView(payout: PayoutRow) {
  return {
    id: payout.id,
    amountPaise: payout.amountPaise,
    upiId: payout.upiId,
    status: payout.status,
    ...(payout.utr ? { utr: payout.utr } : {}),
    ...(payout.reason ? { reason: payout.reason } : {}),
    createdAt: payout.createdAt.toISOString(),
  };
}

export async function listPayouts(ctx: MoneyContext, caller: AuthenticatedUser) {
  const rows = await wallet.payoutsOf(ctx.db, caller.id);
  return { success: true as const, payouts: rows.map(payoutView) };
}

/** Payouts waiting for staff (manual provider), oldest first. */
export async function pendingPayouts(ctx: MoneyContext) {
  const rows = await wallet.pendingPayouts(ctx.db);
  return { success: true as const, payouts: rows.map((row) => ({ ...payoutView(row), userId: row.userId })) };
}
