// Money: the wallet, paid contact unlocks, recharges through the payment gateway and payouts to UPI.
// Every amount is integer paise (₹1 = 100 paise). Credits are spent inside KaamSetu only; Earnings (a
// worker's share of each unlock) are what can be withdrawn to UPI.
import { z } from 'zod';
import { badgesSchema, ratingSchema } from './trust.js';
import {
  walletMessages,
  RECHARGE_MIN_PAISE,
  RECHARGE_MAX_PAISE,
  walletEntryKinds,
  payoutStatuses,
  UPI_ID_PATTERN,
} from './wallet-rules.js';

/** Idempotency-Key header of every money-moving request. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, walletMessages.idempotencyKeyRequired);

export const upiIdSchema = z.string().trim().regex(UPI_ID_PATTERN, walletMessages.invalidUpiId);

/** GET /api/wallet */
export const walletResponseSchema = z.object({
  success: z.literal(true),
  creditsPaise: z.number().int(),
  earningsPaise: z.number().int(),
});
export type WalletBalances = z.infer<typeof walletResponseSchema>;

export const walletEntryKindSchema = z.enum(walletEntryKinds);
export type WalletEntryKind = z.infer<typeof walletEntryKindSchema>;

export const payoutStatusSchema = z.enum(payoutStatuses);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

export const walletTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(['Credited', 'Debited']),
  amountPaise: z.number().int().positive(),
  /** Which balance moved. */
  account: z.enum(['credits', 'earnings']),
  kind: walletEntryKindSchema,
  upiId: z.string().optional(),
  status: payoutStatusSchema.optional(),
  createdAt: z.string(),
  description: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

/** GET /api/wallet/transactions?cursor= */
export const walletTransactionsQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export type WalletTransactionsQuery = z.input<typeof walletTransactionsQuerySchema>;
export const walletTransactionsResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(walletTransactionSchema),
  nextCursor: z.string().nullable(),
});
export type WalletTransactionsResponse = z.infer<typeof walletTransactionsResponseSchema>;

/** GET /api/contacts/{profileId}: whether the caller has unlocked this person, and the price. */
export const contactStatusResponseSchema = z.object({
  success: z.literal(true),
  unlocked: z.boolean(),
  contactNumber: z.string().optional(),
  pricePaise: z.number().int(),
  workerSharePaise: z.number().int(),
});
export type ContactStatusResponse = z.infer<typeof contactStatusResponseSchema>;

/** POST /api/contacts/{profileId}/unlock (Idempotency-Key header, empty body) */
export const unlockResponseSchema = z.object({
  success: z.literal(true),
  contactNumber: z.string(),
  /** 0 when this employer had unlocked the person before. */
  chargedPaise: z.number().int(),
  creditsPaise: z.number().int(),
});
export type UnlockResponse = z.infer<typeof unlockResponseSchema>;

/** GET /api/contacts/viewers: employers who unlocked the caller's number, newest first. */
export const contactViewersResponseSchema = z.object({
  success: z.literal(true),
  viewers: z.array(
    z.object({
      employerId: z.string(),
      name: z.string(),
      companyName: z.string(),
      unlockedAt: z.string(),
      /** The Employer's rating from workers' reviews, so a worker can judge them before the call. */
      rating: ratingSchema.optional(),
      badges: badgesSchema.optional(),
    }),
  ),
});
export type ContactViewersResponse = z.infer<typeof contactViewersResponseSchema>;

/** GET /api/me/contacts?cursor=: the workers whose numbers the calling Employer paid for, newest first (issue 21). */
export const myContactsQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export type MyContactsQuery = z.input<typeof myContactsQuerySchema>;
export const myContactSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  /** The number paid for, E.164 (+91…). */
  phone: z.string(),
  unlockedAt: z.string(),
});
export type MyContact = z.infer<typeof myContactSchema>;
export const myContactsResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(myContactSchema),
  nextCursor: z.string().nullable(),
});
export type MyContactsResponse = z.infer<typeof myContactsResponseSchema>;

/** POST /api/wallet/recharges */
export const createRechargeRequestSchema = z.object({
  amountPaise: z
    .number(walletMessages.invalidRechargeAmount)
    .int(walletMessages.invalidRechargeAmount)
    .min(RECHARGE_MIN_PAISE, walletMessages.invalidRechargeAmount)
    .max(RECHARGE_MAX_PAISE, walletMessages.invalidRechargeAmount),
});
export type CreateRechargeRequest = z.input<typeof createRechargeRequestSchema>;
export const createRechargeResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  provider: z.enum(['fake', 'razorpay']),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  /** Public checkout key (Razorpay); absent for the test gateway. */
  keyId: z.string().optional(),
});
export type CreateRechargeResponse = z.infer<typeof createRechargeResponseSchema>;

/** POST /api/wallet/recharges/{orderId}/confirm */
export const confirmRechargeRequestSchema = z.object({
  paymentId: z.string().trim().min(1).max(100),
  signature: z.string().trim().min(1).max(200),
});
export type ConfirmRechargeRequest = z.input<typeof confirmRechargeRequestSchema>;
export const confirmRechargeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  creditsPaise: z.number().int(),
});
export type ConfirmRechargeResponse = z.infer<typeof confirmRechargeResponseSchema>;

/** POST /api/dev/fake-gateway/orders/{orderId}/pay: the test gateway's checkout (not in production). */
export const fakePaymentRequestSchema = z.object({
  outcome: z.enum(['success', 'failure']),
  /** Also deliver the signed webhook, as the real gateway does. */
  sendWebhook: z.boolean().optional().default(false),
});
export type FakePaymentRequest = z.input<typeof fakePaymentRequestSchema>;
export const fakePaymentResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  paymentId: z.string(),
  signature: z.string(),
  status: z.enum(['captured', 'failed']),
});
export type FakePaymentResponse = z.infer<typeof fakePaymentResponseSchema>;

/** POST /api/wallet/payouts (Idempotency-Key header) */
export const payoutRequestSchema = z.object({
  amountPaise: z
    .number(walletMessages.invalidTransfer)
    .int(walletMessages.invalidTransfer)
    .positive(walletMessages.invalidTransfer),
  upiId: upiIdSchema,
});
export type PayoutRequest = z.input<typeof payoutRequestSchema>;
export const payoutResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payoutId: z.string(),
  status: payoutStatusSchema,
  earningsPaise: z.number().int(),
});
export type PayoutResponse = z.infer<typeof payoutResponseSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  amountPaise: z.number().int(),
  upiId: z.string(),
  status: payoutStatusSchema,
  utr: z.string().optional(),
  reason: z.string().optional(),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;
/** GET /api/wallet/payouts */
export const payoutListResponseSchema = z.object({ success: z.literal(true), payouts: z.array(payoutSchema) });
export type PayoutListResponse = z.infer<typeof payoutListResponseSchema>;
