// The back office (spec §2 staff routes): what Employees and Admins do for people, on live data.
// Staff see people's numbers: onboarding and follow-up are their job. Every change is audited server-side.
import { z } from 'zod';
import { agreementStatusSchema } from './agreements.js';
import { languageSchema, userTypeSchema, otpSchema, personNameSchema } from './auth.js';
import { placeChoiceSchema } from './places.js';
import { mediationStatusSchema } from './requests.js';
import { payoutSchema, walletTransactionSchema } from './wallet.js';
import { backOfficeMessages, reportStatuses, adminMessages, UTR_PATTERN } from './back-office-rules.js';

/** Staff type the person's 10-digit mobile number (spaces allowed); stored as E.164. */
export const tenDigitMobileSchema = z
  .string({ error: backOfficeMessages.invalidTenDigitMobile })
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''))
  .refine((digits) => /^[6-9]\d{9}$/.test(digits), backOfficeMessages.invalidTenDigitMobile)
  .transform((digits) => `+91${digits}`);

/** POST /api/staff/people/otp: step 1, a code to the person's own mobile (their consent to be listed). */
export const onboardingOtpRequestSchema = z.object({
  name: personNameSchema,
  mobile: tenDigitMobileSchema,
  userType: userTypeSchema,
  /** The language the person reads: their SMS (with the privacy notice) and later their pages use it. */
  language: languageSchema,
});
export type OnboardingOtpRequest = z.input<typeof onboardingOtpRequestSchema>;

/** POST /api/staff/people: step 2, the code they read out; creates the account. */
export const onboardingVerifyRequestSchema = onboardingOtpRequestSchema.extend({
  otp: z.string({ error: backOfficeMessages.invalidOtp }).trim().pipe(otpSchema),
});
export type OnboardingVerifyRequest = z.input<typeof onboardingVerifyRequestSchema>;

/** A person as staff see them. */
export const staffPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  userType: userTypeSchema,
  location: z.string(),
  skills: z.string(),
  workExperience: z.string(),
  companyName: z.string(),
  email: z.string(),
  imageUrl: z.string(),
  profileComplete: z.boolean(),
  blocked: z.boolean(),
  isDemo: z.boolean(),
  addedBy: z.object({ staffCode: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  /**
   * Ours (optional): the India date (YYYY-MM-DD) a worker is marked free on, today or tomorrow; absent when
   * they are not, or once that day has passed.
   */
  availableOn: z.string().optional(),
  /** Ours (optional): what the profile still lacks (profileGapNames), empty once nothing is. */
  missing: z.array(z.string()).optional(),
});
export type StaffPerson = z.infer<typeof staffPersonSchema>;

export const staffPersonResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  person: staffPersonSchema,
});
export type StaffPersonResponse = z.infer<typeof staffPersonResponseSchema>;

/** GET /api/staff/people?type=&q=: by name, mobile or id; at most 50, newest first. */
export const staffPeopleQuerySchema = z.object({
  type: userTypeSchema.optional(),
  q: z.string().trim().max(100).optional().default(''),
});
export type StaffPeopleQuery = z.input<typeof staffPeopleQuerySchema>;
export const staffPeopleResponseSchema = z.object({ success: z.literal(true), people: z.array(staffPersonSchema) });
export type StaffPeopleResponse = z.infer<typeof staffPeopleResponseSchema>;

/**
 * POST /api/staff/people/{id}: edit someone's details (missing field = keep). Step 3 of onboarding is the
 * multipart form POST /api/staff/people/{id}/profile with the same fields plus the photo in `file`.
 */
export const staffPersonUpdateSchema = z.object({
  name: personNameSchema.optional(),
  location: z.string().trim().max(200).optional(),
  skills: z.string().trim().max(500).optional(),
  workExperience: z.string().trim().max(1000).optional(),
  companyName: z.string().trim().max(120).optional(),
  email: z.union([z.literal(''), z.string().trim().max(254).email('Enter a valid email address')]).optional(),
  /** The place picked for them (GET /api/places); null clears it. Without it the typed location is matched. */
  placeId: placeChoiceSchema.optional(),
});
export type StaffPersonUpdate = z.input<typeof staffPersonUpdateSchema>;

/** GET /api/staff/people/{id}/transactions */
export const staffTransactionsResponseSchema = z.object({
  success: z.literal(true),
  person: staffPersonSchema,
  items: z.array(walletTransactionSchema),
  nextCursor: z.string().nullable(),
});
export type StaffTransactionsResponse = z.infer<typeof staffTransactionsResponseSchema>;

export const reportStatusSchema = z.enum(reportStatuses);

export const staffReportSchema = z.object({
  id: z.string(),
  reporter: z.object({ id: z.string(), name: z.string() }),
  reported: z.object({ id: z.string(), name: z.string(), userType: userTypeSchema, blocked: z.boolean() }),
  reason: z.string(),
  details: z.string(),
  status: reportStatusSchema,
  createdAt: z.string(),
  /** Ours (optional): the report is about this review by the reported person; staff may hide it. */
  review: z.object({ id: z.string(), stars: z.number().int(), text: z.string(), hidden: z.boolean() }).optional(),
  /** Ours: 'money-demand' reports ("Asked me for money") come first in the queue. */
  kind: z.enum(['profile', 'money-demand']).optional(),
});
export type StaffReport = z.infer<typeof staffReportSchema>;
/** GET /api/staff/reports?status=open (Employees and Admins) or escalated (Admins). */
export const staffReportsQuerySchema = z.object({ status: z.enum(['open', 'escalated']).optional().default('open') });
export type StaffReportsQuery = z.input<typeof staffReportsQuerySchema>;
export const staffReportsResponseSchema = z.object({ success: z.literal(true), reports: z.array(staffReportSchema) });
export type StaffReportsResponse = z.infer<typeof staffReportsResponseSchema>;

export const staffMediationSchema = z.object({
  id: z.string(),
  employer: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
  labourer: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
  location: z.string(),
  salary: z.number().int(),
  details: z.string(),
  status: mediationStatusSchema,
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
});
export type StaffMediation = z.infer<typeof staffMediationSchema>;
/** GET /api/staff/mediation-requests: Pending ones, oldest first. */
export const staffMediationListResponseSchema = z.object({
  success: z.literal(true),
  requests: z.array(staffMediationSchema),
});
export type StaffMediationListResponse = z.infer<typeof staffMediationListResponseSchema>;

/** POST /api/staff/…/{id}/{action}: what every decision answers. */
export const staffDecisionResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type StaffDecisionResponse = z.infer<typeof staffDecisionResponseSchema>;
/** Blocking and rejecting say why (kept in the audit trail). */
export const staffReasonSchema = z.object({ reason: z.string().trim().max(300).optional().default('') });
export type StaffReason = z.input<typeof staffReasonSchema>;

export const incompleteProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  contact: z.string(),
  location: z.string(),
  type: userTypeSchema,
  skills: z.string(),
  workExperience: z.string(),
  status: z.enum(['Pending', 'Completed']),
  profilePic: z.string(),
  /** What is missing: profileGapNames ('photo', 'location', 'skills', 'workExperience', 'companyName'). */
  missing: z.array(z.string()),
});
export type IncompleteProfile = z.infer<typeof incompleteProfileSchema>;
/** GET /api/staff/incomplete-profiles: real people whose profile is not complete, newest first. */
export const incompleteProfilesResponseSchema = z.object({
  success: z.literal(true),
  profiles: z.array(incompleteProfileSchema),
});
export type IncompleteProfilesResponse = z.infer<typeof incompleteProfilesResponseSchema>;
/** A real person whose typed location matched no place of the gazetteer: staff pick one for them. */
export const unplacedProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  userType: userTypeSchema,
  location: z.string(),
  city: z.string(),
  state: z.string(),
});
export type UnplacedProfile = z.infer<typeof unplacedProfileSchema>;
/** GET /api/staff/unplaced-profiles: people with a location no place matched, most recently saved first. */
export const unplacedProfilesResponseSchema = z.object({
  success: z.literal(true),
  profiles: z.array(unplacedProfileSchema),
});
export type UnplacedProfilesResponse = z.infer<typeof unplacedProfilesResponseSchema>;

/** POST /api/staff/incomplete-profiles/{id}/complete (the Complete Profile modal). */
export const completeProfileRequestSchema = z.object({
  name: personNameSchema,
  location: z
    .string({ error: backOfficeMessages.locationRequired })
    .trim()
    .min(1, backOfficeMessages.locationRequired)
    .max(200),
  skills: z.string().trim().max(500).optional().default(''),
  workExperience: z.string().trim().max(1000).optional().default(''),
  placeId: placeChoiceSchema.optional(),
});
export type CompleteProfileRequest = z.input<typeof completeProfileRequestSchema>;

// ——— Admin only ———

export const utrSchema = z.string().trim().regex(UTR_PATTERN, adminMessages.utrRequired);

/** GET /api/staff/payouts: payouts waiting for a decision, oldest first. */
export const pendingPayoutSchema = payoutSchema.extend({ userId: z.string() });
export type PendingPayout = z.infer<typeof pendingPayoutSchema>;
export const pendingPayoutsResponseSchema = z.object({
  success: z.literal(true),
  payouts: z.array(pendingPayoutSchema),
});
export type PendingPayoutsResponse = z.infer<typeof pendingPayoutsResponseSchema>;
/** POST /api/staff/payouts/{payoutId}/approve: the bank transfer was made. */
export const payoutApproveRequestSchema = z.object({ utr: utrSchema });
export type PayoutApproveRequest = z.input<typeof payoutApproveRequestSchema>;
/** POST /api/staff/payouts/{payoutId}/reject: the amount returns to the person's Earnings. */
export const payoutRejectRequestSchema = z.object({
  reason: z.string().trim().min(3, adminMessages.rejectReasonRequired).max(300),
});
export type PayoutRejectRequest = z.input<typeof payoutRejectRequestSchema>;
/** What approving or rejecting a payout answers. */
export const payoutSettledResponseSchema = z.object({ success: z.literal(true), payout: payoutSchema });
export type PayoutSettledResponse = z.infer<typeof payoutSettledResponseSchema>;

/** GET /api/staff/admin/analytics: the dashboard's cards, counted live. */
export const analyticsResponseSchema = z.object({
  success: z.literal(true),
  labourers: z.number().int(),
  employers: z.number().int(),
  activeEmployees: z.number().int(),
  openReports: z.number().int(),
  escalatedReports: z.number().int(),
  pendingMediation: z.number().int(),
  pendingPayouts: z.number().int(),
  incompleteProfiles: z.number().int(),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

export const staffAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(['Employee', 'Admin']),
  staffCode: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
/** GET /api/staff/admin/employees */
export const staffMembersResponseSchema = z.object({ success: z.literal(true), staff: z.array(staffAccountSchema) });
export type StaffMembersResponse = z.infer<typeof staffMembersResponseSchema>;
/** POST /api/staff/admin/employees (Add Employee) */
export const addEmployeeRequestSchema = z.object({ name: personNameSchema, mobile: tenDigitMobileSchema });
export type AddEmployeeRequest = z.input<typeof addEmployeeRequestSchema>;
/** POST /api/staff/admin/employees/{id} (Modify Employee; deactivating ends their sessions) */
export const updateEmployeeRequestSchema = z.object({
  name: personNameSchema.optional(),
  mobile: tenDigitMobileSchema.optional(),
  active: z.boolean().optional(),
});
export type UpdateEmployeeRequest = z.input<typeof updateEmployeeRequestSchema>;
export const staffMemberResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  member: staffAccountSchema,
});
export type StaffMemberResponse = z.infer<typeof staffMemberResponseSchema>;

/** GET /api/staff/admin/wallets?q=: people with their balances (Modify Wallet Balance). */
export const adminWalletSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  userType: userTypeSchema,
  /** Whole Credits (₹1 = 1 Credit), as the spec's table shows them. */
  walletBalance: z.number(),
  creditsPaise: z.number().int(),
  earningsPaise: z.number().int(),
});
export type AdminWallet = z.infer<typeof adminWalletSchema>;
export const adminWalletsResponseSchema = z.object({ success: z.literal(true), wallets: z.array(adminWalletSchema) });
export type AdminWalletsResponse = z.infer<typeof adminWalletsResponseSchema>;
/** POST /api/staff/admin/wallets/{id}/adjust (Idempotency-Key header): whole Credits, with a reason. */
export const walletAdjustmentRequestSchema = z.object({
  direction: z.enum(['add', 'deduct']),
  credits: z
    .number(adminMessages.invalidCredits)
    .int(adminMessages.invalidCredits)
    .positive(adminMessages.invalidCredits)
    .max(1_000_000, adminMessages.invalidCredits),
  reason: z.string(adminMessages.reasonRequired).trim().min(3, adminMessages.reasonRequired).max(300),
});
export type WalletAdjustmentRequest = z.input<typeof walletAdjustmentRequestSchema>;
export const walletAdjustmentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  wallet: adminWalletSchema,
});
export type WalletAdjustmentResponse = z.infer<typeof walletAdjustmentResponseSchema>;

/** Date-ranged, searchable, newest-first pages of the admin tables. */
export const adminTableQuerySchema = z.object({
  q: z.string().trim().max(100).optional().default(''),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  cursor: z.string().max(200).optional(),
});
export type AdminTableQuery = z.input<typeof adminTableQuerySchema>;

const personRef = z.object({ id: z.string(), name: z.string() });
/** /all-transactions: credit transfers (unlocks) and money added or withdrawn. */
export const adminTransactionSchema = z.object({
  transactionId: z.string(),
  type: z.enum(['credit', 'money_add', 'money_withdraw']),
  kind: z.string(),
  date: z.string(),
  amountPaise: z.number().int(),
  fromUser: personRef.optional(),
  toUser: personRef.optional(),
  user: personRef.optional(),
  walletId: z.string().optional(),
  upiId: z.string().optional(),
  creditsBeforePaise: z.number().int().optional(),
  creditsAfterPaise: z.number().int().optional(),
  description: z.string(),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;
export const adminTransactionsResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(adminTransactionSchema),
  nextCursor: z.string().nullable(),
});
export type AdminTransactionsResponse = z.infer<typeof adminTransactionsResponseSchema>;

/** /all-mediation-requests */
export const adminMediationSchema = z.object({
  id: z.string(),
  requestDate: z.string(),
  employer: personRef,
  labourer: personRef,
  employeeName: z.string().nullable(),
  status: mediationStatusSchema,
  closedDate: z.string().nullable(),
});
export type AdminMediation = z.infer<typeof adminMediationSchema>;
export const adminMediationResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(adminMediationSchema),
  nextCursor: z.string().nullable(),
});
export type AdminMediationResponse = z.infer<typeof adminMediationResponseSchema>;

/** Work agreements (issue 18): every agreement by the day it was proposed, with where its money stands. */
export const adminAgreementSchema = z.object({
  id: z.string(),
  proposedAt: z.string(),
  title: z.string(),
  employer: personRef,
  worker: personRef,
  status: agreementStatusSchema,
  amountPaise: z.number().int(),
  heldPaise: z.number().int(),
  releasedPaise: z.number().int(),
  refundedPaise: z.number().int(),
});
export type AdminAgreement = z.infer<typeof adminAgreementSchema>;
export const adminAgreementsResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(adminAgreementSchema),
  nextCursor: z.string().nullable(),
});
export type AdminAgreementsResponse = z.infer<typeof adminAgreementsResponseSchema>;

/** /all-labourers-added and /all-employers-added: people staff onboarded. */
export const adminPeopleAddedQuerySchema = adminTableQuerySchema.extend({ type: userTypeSchema });
export type AdminPeopleAddedQuery = z.input<typeof adminPeopleAddedQuerySchema>;
export const adminPersonAddedSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  location: z.string(),
  addedAt: z.string(),
  addedBy: z.object({ staffCode: z.string(), name: z.string() }),
  profileComplete: z.boolean(),
});
export type AdminPersonAdded = z.infer<typeof adminPersonAddedSchema>;
export const adminPeopleAddedResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(adminPersonAddedSchema),
  nextCursor: z.string().nullable(),
});
export type AdminPeopleAddedResponse = z.infer<typeof adminPeopleAddedResponseSchema>;

/** GET /api/staff/admin/incomplete-transactions: recharges never confirmed, payouts not yet settled. */
export const incompleteTransactionsResponseSchema = z.object({
  success: z.literal(true),
  recharges: z.array(
    z.object({
      orderId: z.string(),
      user: personRef,
      amountPaise: z.number().int(),
      provider: z.string(),
      createdAt: z.string(),
    }),
  ),
  payouts: z.array(
    z.object({
      id: z.string(),
      user: personRef,
      amountPaise: z.number().int(),
      upiId: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type IncompleteTransactionsResponse = z.infer<typeof incompleteTransactionsResponseSchema>;

/** GET /api/staff/admin/audit?cursor=: the audit trail, newest first. */
export const auditEntrySchema = z.object({
  id: z.string(),
  staff: z.object({ id: z.string(), name: z.string(), staffCode: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;
