// Dead numbers, money back (issue 16): an Employer reports a number that is wrong or not reachable within
// CLAIM_WINDOW_HOURS of paying for it; the worker confirms it by OTP, or the Employer is refunded (after a
// deadline, or when staff agree) and the profile leaves search until the number is confirmed again.
import { z } from 'zod';
import { otpSchema } from './auth.js';
import { claimStatuses, claimMessages } from './claims-rules.js';

export const claimStatusSchema = z.enum(claimStatuses);
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

/** What became of the worker's share when a claim was refunded. */
export const workerShareOutcomeSchema = z.enum(['reversed', 'absorbed']);
export type WorkerShareOutcome = z.infer<typeof workerShareOutcomeSchema>;

/** A claim as the Employer who opened it sees it. */
export const employerClaimSchema = z.object({
  id: z.string(),
  status: claimStatusSchema,
  openedAt: z.string(),
  /** Refunded when the worker has not confirmed by then. */
  confirmBy: z.string(),
  decidedAt: z.string().nullable(),
  /** Credits returned (0 unless refunded). */
  refundedPaise: z.number().int(),
});
export type EmployerClaim = z.infer<typeof employerClaimSchema>;

/** POST /api/contacts/{profileId}/unreachable (empty body): 201 with the claim. */
export const openClaimResponseSchema = z.object({ success: z.literal(true), claim: employerClaimSchema });
export type OpenClaimResponse = z.infer<typeof openClaimResponseSchema>;

/** GET /api/contacts/{profileId}/unreachable: the caller's claim about this person, and until when one may be opened. */
export const claimStateResponseSchema = z.object({
  success: z.literal(true),
  claim: employerClaimSchema.nullable(),
  /** While the caller may still report this number (unlocked, within the window, no claim yet); else null. */
  claimableUntil: z.string().nullable(),
});
export type ClaimStateResponse = z.infer<typeof claimStateResponseSchema>;

/** GET /api/contacts/unreachable/mine: what the caller (a worker) is asked to confirm. */
export const myNumberClaimsResponseSchema = z.object({
  success: z.literal(true),
  /** True while the profile is out of search until the number is confirmed. */
  numberInDoubt: z.boolean(),
  claims: z.array(
    z.object({
      id: z.string(),
      employerName: z.string(),
      openedAt: z.string(),
      confirmBy: z.string(),
    }),
  ),
});
export type MyNumberClaimsResponse = z.infer<typeof myNumberClaimsResponseSchema>;

/** POST /api/contacts/unreachable/confirm-number/verify: the code POST .../confirm-number/otp sent. */
export const confirmNumberRequestSchema = z.object({ otp: otpSchema });
export type ConfirmNumberRequest = z.input<typeof confirmNumberRequestSchema>;

/** GET /api/staff/claims?status= (open by default), newest first. */
export const staffClaimsQuerySchema = z.object({ status: claimStatusSchema.default('open') });
export type StaffClaimsQuery = z.input<typeof staffClaimsQuerySchema>;

const claimPartySchema = z.object({ id: z.string(), name: z.string(), phone: z.string() });

export const staffClaimSchema = z.object({
  id: z.string(),
  status: claimStatusSchema,
  employer: claimPartySchema,
  worker: claimPartySchema,
  openedAt: z.string(),
  confirmBy: z.string(),
  decidedAt: z.string().nullable(),
  /** Null when the worker confirmed or the deadline passed. */
  decidedByStaffId: z.string().nullable(),
  reason: z.string(),
  refundedPaise: z.number().int(),
  workerShare: workerShareOutcomeSchema.nullable(),
});
export type StaffClaim = z.infer<typeof staffClaimSchema>;

export const staffClaimsResponseSchema = z.object({ success: z.literal(true), claims: z.array(staffClaimSchema) });
export type StaffClaimsResponse = z.infer<typeof staffClaimsResponseSchema>;

/** POST /api/staff/claims/{id}/refund: an optional note; /reject needs a reason. */
export const staffClaimRefundRequestSchema = z.object({ reason: z.string().trim().max(300).optional().default('') });
export type StaffClaimRefundRequest = z.input<typeof staffClaimRefundRequestSchema>;
export const staffClaimRejectRequestSchema = z.object({
  reason: z.string(claimMessages.reasonRequired).trim().min(3, claimMessages.reasonRequired).max(300),
});
export type StaffClaimRejectRequest = z.input<typeof staffClaimRejectRequestSchema>;

export const staffClaimDecisionResponseSchema = z.object({ success: z.literal(true), claim: staffClaimSchema });
export type StaffClaimDecisionResponse = z.infer<typeof staffClaimDecisionResponseSchema>;

/** POST /api/dev/clock (outside production only): moves the server's clock forward for browser tests. */
export const devClockRequestSchema = z.object({
  advanceHours: z
    .number()
    .min(0)
    .max(24 * 365),
});
export type DevClockRequest = z.input<typeof devClockRequestSchema>;
export const devClockResponseSchema = z.object({ success: z.literal(true), now: z.string() });
export type DevClockResponse = z.infer<typeof devClockResponseSchema>;
