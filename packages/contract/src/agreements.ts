// Work agreements with the wage held before work starts (issue 18, ours, not the spec's): after an engagement the
// Employer proposes the work and the wage, the worker accepts, the Employer pays it into escrow, the worker marks
// the work done, and the Employer releases it (or it releases by itself). Disputes are split by staff.
import { z } from 'zod';
import { ratingSchema } from './trust.js';

export const agreementMessages = {
  onlyEmployers: 'Only Employers can propose an agreement',
  workerNotFound: 'Worker not found',
  noEngagement:
    'You can propose an agreement after you have seen this worker’s number, hired them or marked a Hire Now done',
  notFound: 'Agreement not found',
  notYours: 'This is not your agreement',
  onlyEmployer: 'Only the Employer of this agreement can do this',
  onlyWorker: 'Only the worker of this agreement can do this',
  wrongState: 'This agreement cannot do that now',
  amountInvalid: 'Enter a whole-rupee amount from ₹100 to ₹2,00,000',
  startsOnInvalid: 'Choose a start date from today up to 90 days ahead',
  daysInvalid: 'Enter the number of days (1 to 60)',
  titleRequired: 'Say what the work is',
  releaseTooMuch: 'You can release at most what is still held',
  startedNoCancel: 'The work has started: release the wage or open a dispute',
  statementRequired: 'Say what happened',
  alreadyStated: 'You have already given your side',
  splitMustAddUp: 'The two amounts must add up to exactly what is held',
  reasonRequired: 'Give a reason',
  paymentNotVerified: 'Payment could not be verified',
  orderNotFound: 'Payment order not found',
} as const;

/** ₹100 to ₹2,00,000, whole rupees, in paise. */
export const AGREEMENT_MIN_PAISE = 100_00;
export const AGREEMENT_MAX_PAISE = 2_00_000_00;
export const AGREEMENT_MAX_DAYS = 60;
export const AGREEMENT_START_MAX_DAYS_AHEAD = 90;
export const AGREEMENT_TITLE_MAX = 80;
export const AGREEMENT_DESCRIPTION_MAX = 1000;
export const AGREEMENT_STATEMENT_MAX = 2000;
/** Hours after the worker marks the work done before the held wage releases by itself (ESCROW_AUTO_RELEASE_HOURS). */
export const AUTO_RELEASE_HOURS_DEFAULT = 72;

export const agreementStatuses = [
  // Proposed by the Employer; the worker has not answered. It may already be paid for (fundedAt).
  'proposed',
  // Accepted by the worker, not paid for yet.
  'accepted',
  // The wage is held; the work is ahead or under way.
  'funded',
  // The worker marked the work done; the rest of the wage releases at releaseDueAt unless disputed.
  'completed',
  // Everything held went to the worker.
  'released',
  'disputed',
  // Staff split what was held.
  'resolved',
  'declined',
  'cancelled',
] as const;
export const agreementStatusSchema = z.enum(agreementStatuses);
export type AgreementStatus = z.infer<typeof agreementStatusSchema>;

export const agreementEventKinds = [
  'proposed',
  'accepted',
  'declined',
  'funded',
  'completed',
  'released',
  'auto-released',
  'cancel-asked',
  'cancelled',
  'refunded',
  'disputed',
  'statement',
  'split-proposed',
  'resolved',
] as const;
export const agreementEventKindSchema = z.enum(agreementEventKinds);
export type AgreementEventKind = z.infer<typeof agreementEventKindSchema>;

export const agreementSideSchema = z.enum(['employer', 'worker', 'staff', 'system']);
export type AgreementSide = z.infer<typeof agreementSideSchema>;

/** One step on the agreement's timeline. */
export const agreementEventSchema = z.object({
  kind: agreementEventKindSchema,
  by: agreementSideSchema,
  amountPaise: z.number().int().positive().optional(),
  at: z.string(),
});
export type AgreementEvent = z.infer<typeof agreementEventSchema>;

export const agreementStatementSchema = z.object({
  by: z.enum(['employer', 'worker']),
  statement: z.string(),
  at: z.string(),
});
export type AgreementStatement = z.infer<typeof agreementStatementSchema>;

export const agreementPartySchema = z.object({
  id: z.string(),
  name: z.string(),
  rating: ratingSchema.optional(),
});

export const agreementSchema = z.object({
  id: z.string(),
  status: agreementStatusSchema,
  title: z.string(),
  description: z.string(),
  /** The agreed wage: what the worker receives in full. */
  amountPaise: z.number().int(),
  /** KaamSetu's fee on top, paid by the Employer (ESCROW_FEE_PERCENT; 0 by default). */
  feePaise: z.number().int(),
  /** Held in escrow now. */
  heldPaise: z.number().int(),
  /** Paid to the worker's Earnings so far. */
  releasedPaise: z.number().int(),
  /** Gone back to the Employer through the gateway. */
  refundedPaise: z.number().int(),
  startsOn: z.string(),
  days: z.number().int(),
  employer: agreementPartySchema,
  worker: agreementPartySchema,
  /** Which side the caller is on. */
  you: z.enum(['employer', 'worker', 'staff']),
  acceptedAt: z.string().nullable(),
  fundedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** When the rest releases by itself (after the worker marked it done, unless disputed). */
  releaseDueAt: z.string().nullable(),
  /** The side that asked to cancel; the other side's cancel completes it. */
  cancelAskedBy: z.enum(['employer', 'worker']).nullable(),
  createdAt: z.string(),
  events: z.array(agreementEventSchema),
  statements: z.array(agreementStatementSchema),
  /** An Employee's proposed split, waiting for an Admin. */
  proposedSplit: z
    .object({ toWorkerPaise: z.number().int(), toEmployerPaise: z.number().int(), reason: z.string() })
    .nullable(),
});
export type Agreement = z.infer<typeof agreementSchema>;

const wholeRupees = z
  .number({ error: agreementMessages.amountInvalid })
  .int(agreementMessages.amountInvalid)
  .min(AGREEMENT_MIN_PAISE, agreementMessages.amountInvalid)
  .max(AGREEMENT_MAX_PAISE, agreementMessages.amountInvalid)
  .refine((paise) => paise % 100 === 0, agreementMessages.amountInvalid);

/** POST /api/agreements. */
export const proposeAgreementRequestSchema = z.object({
  workerId: z.uuid(agreementMessages.workerNotFound),
  title: z
    .string({ error: agreementMessages.titleRequired })
    .trim()
    .min(1, agreementMessages.titleRequired)
    .max(AGREEMENT_TITLE_MAX),
  description: z.string().trim().max(AGREEMENT_DESCRIPTION_MAX).optional(),
  amountPaise: wholeRupees,
  startsOn: z.iso.date(agreementMessages.startsOnInvalid),
  days: z
    .number({ error: agreementMessages.daysInvalid })
    .int(agreementMessages.daysInvalid)
    .min(1, agreementMessages.daysInvalid)
    .max(AGREEMENT_MAX_DAYS, agreementMessages.daysInvalid),
});
export type ProposeAgreementRequest = z.infer<typeof proposeAgreementRequestSchema>;

export const agreementResponseSchema = z.object({ success: z.literal(true), agreement: agreementSchema });
export type AgreementResponse = z.infer<typeof agreementResponseSchema>;

/** GET /api/agreements?role=employer|worker&cursor=. */
export const agreementListQuerySchema = z.object({
  role: z.enum(['employer', 'worker']).optional(),
  cursor: z.string().max(200).optional(),
});
export type AgreementListQuery = z.input<typeof agreementListQuerySchema>;
export const agreementSummarySchema = agreementSchema.omit({ events: true, statements: true, proposedSplit: true });
export type AgreementSummary = z.infer<typeof agreementSummarySchema>;
export const agreementListResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(agreementSummarySchema),
  nextCursor: z.string().nullable(),
  /** Held for the caller's work now, over all their agreements (a worker's "₹X secured"). */
  securedPaise: z.number().int(),
});
export type AgreementListResponse = z.infer<typeof agreementListResponseSchema>;

/** POST /api/agreements/{id}/fund → the gateway order to pay, for the wage plus the fee. */
export const fundAgreementResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  amountPaise: z.number().int(),
  provider: z.enum(['fake', 'razorpay']),
  currency: z.literal('INR'),
  keyId: z.string().optional(),
});
export type FundAgreementResponse = z.infer<typeof fundAgreementResponseSchema>;

/** POST /api/agreements/{id}/fund/confirm, as a recharge is confirmed. */
export const confirmFundingRequestSchema = z.object({
  paymentId: z.string().trim().min(1).max(100),
  signature: z.string().trim().min(1).max(200),
});
export type ConfirmFundingRequest = z.infer<typeof confirmFundingRequestSchema>;

/** POST /api/agreements/{id}/release: all that is held, or part of it (a day's wage). */
export const releaseRequestSchema = z.object({
  amountPaise: z
    .number({ error: agreementMessages.releaseTooMuch })
    .int()
    .positive(agreementMessages.releaseTooMuch)
    .optional(),
});
export type ReleaseRequest = z.infer<typeof releaseRequestSchema>;

/** POST /api/agreements/{id}/dispute: either side, once each. */
export const disputeRequestSchema = z.object({
  statement: z
    .string({ error: agreementMessages.statementRequired })
    .trim()
    .min(5, agreementMessages.statementRequired)
    .max(AGREEMENT_STATEMENT_MAX),
});
export type DisputeRequest = z.infer<typeof disputeRequestSchema>;

/** POST /api/staff/agreements/{id}/resolve: an Employee proposes the split, an Admin confirms it. */
export const resolveDisputeRequestSchema = z.object({
  toWorkerPaise: z.number().int().nonnegative(),
  toEmployerPaise: z.number().int().nonnegative(),
  reason: z
    .string({ error: agreementMessages.reasonRequired })
    .trim()
    .min(3, agreementMessages.reasonRequired)
    .max(500),
});
export type ResolveDisputeRequest = z.infer<typeof resolveDisputeRequestSchema>;

/** GET /api/staff/agreements/disputes: the mediation queue, oldest first. */
export const disputeQueueResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(agreementSchema),
});
export type DisputeQueueResponse = z.infer<typeof disputeQueueResponseSchema>;
