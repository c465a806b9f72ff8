// Scam reports and due process (issue 16): the worker's "Asked me for money" report that freezes an Employer's
// unlocks until staff review it, the public number check, and warnings, suspensions and appeals.
import { z } from 'zod';
import { badgesSchema } from './trust.js';
import { tenDigitMobileSchema } from './back-office.js';
import { userTypeSchema } from './auth.js';
import { APPEAL_TEXT_MAX, safetyMessages, reportKinds, sanctionKinds, appealStatuses } from './safety-rules.js';

export const reportKindSchema = z.enum(reportKinds);
export type ReportKind = z.infer<typeof reportKindSchema>;

/** POST /api/reports/money-demand: a worker's one tap on an Employer's profile. */
export const moneyDemandReportRequestSchema = z.object({
  profileId: z.uuid(),
  details: z.string().trim().max(1000).optional().default(''),
});
export type MoneyDemandReportRequest = z.input<typeof moneyDemandReportRequestSchema>;
export const moneyDemandReportResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reportId: z.string(),
  /** Whether the report paused the Employer's unlocks: only when that Employer contacted the reporter. */
  freezes: z.boolean(),
});
export type MoneyDemandReportResponse = z.infer<typeof moneyDemandReportResponseSchema>;

/** GET /api/number-check?mobile=: anyone, signed in or not. */
export const numberCheckQuerySchema = z.object({ mobile: tenDigitMobileSchema });
export type NumberCheckQuery = z.input<typeof numberCheckQuerySchema>;
export const numberCheckResponseSchema = z.discriminatedUnion('found', [
  z.object({
    success: z.literal(true),
    found: z.literal(true),
    employer: z.object({ name: z.string(), badges: badgesSchema }),
  }),
  z.object({ success: z.literal(true), found: z.literal(false) }),
]);
export type NumberCheckResponse = z.infer<typeof numberCheckResponseSchema>;

export const sanctionKindSchema = z.enum(sanctionKinds);
export type SanctionKind = z.infer<typeof sanctionKindSchema>;
export const appealStatusSchema = z.enum(appealStatuses);
export type AppealStatus = z.infer<typeof appealStatusSchema>;

/** A warning or suspension as the person sees it. */
export const sanctionSchema = z.object({
  id: z.string(),
  kind: sanctionKindSchema,
  reason: z.string(),
  at: z.string(),
  /** Until when an appeal is accepted (ISO time). */
  appealUntil: z.string(),
  canAppeal: z.boolean(),
  appeal: z.object({ status: appealStatusSchema, at: z.string() }).nullable(),
});
export type Sanction = z.infer<typeof sanctionSchema>;

/** GET /api/safety/standing: the caller's own standing, for the banner. */
export const standingResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(['good', 'warned', 'suspended']),
  sanction: sanctionSchema.nullable(),
});
export type StandingResponse = z.infer<typeof standingResponseSchema>;

/** POST /api/appeals: against the caller's newest warning or suspension, within APPEAL_WINDOW_DAYS. */
export const appealRequestSchema = z.object({
  text: z.string().trim().min(10, safetyMessages.appealTextRequired).max(APPEAL_TEXT_MAX),
});
export type AppealRequest = z.input<typeof appealRequestSchema>;
export const appealFiledResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  appealId: z.string(),
});
export type AppealFiledResponse = z.infer<typeof appealFiledResponseSchema>;

/** Staff warn, suspend, clear and decide appeals with a reason (kept in the audit trail and shown to the person). */
export const safetyReasonSchema = z.object({
  reason: z.string(safetyMessages.reasonRequired).trim().min(3, safetyMessages.reasonRequired).max(300),
});
export type SafetyReason = z.input<typeof safetyReasonSchema>;

/** GET /api/staff/appeals: pending appeals, oldest first. */
export const staffAppealSchema = z.object({
  id: z.string(),
  person: z.object({ id: z.string(), name: z.string(), userType: userTypeSchema }),
  sanction: z.object({ id: z.string(), kind: sanctionKindSchema, reason: z.string(), at: z.string() }),
  text: z.string(),
  createdAt: z.string(),
});
export type StaffAppeal = z.infer<typeof staffAppealSchema>;
export const staffAppealsResponseSchema = z.object({ success: z.literal(true), appeals: z.array(staffAppealSchema) });
export type StaffAppealsResponse = z.infer<typeof staffAppealsResponseSchema>;
