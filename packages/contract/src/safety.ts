// Scam reports and due process (issue 16): the worker's "Asked me for money" report that freezes an Employer's
// unlocks until staff review it, the public number check, and warnings, suspensions and appeals.
import { z } from 'zod';
import { badgesSchema } from './trust.js';
import { tenDigitMobileSchema } from './back-office.js';
import { userTypeSchema } from './auth.js';

/** Days a person has to appeal a warning or a suspension, counted from when it was given. */
export const APPEAL_WINDOW_DAYS = 7;
/** Days a warning stays on the person's banner (it stays on record, and counts towards a suspension). */
export const WARNING_SHOWN_DAYS = 30;
/** Number checks one source address may make in an hour. */
export const NUMBER_CHECKS_PER_SOURCE_PER_HOUR = 10;
export const APPEAL_TEXT_MAX = 1000;

export const safetyMessages = {
  moneyDemandFiled: 'Thank you. Our team will look at this employer before they can unlock more numbers.',
  moneyDemandFiledNoFreeze: 'Thank you. Our team will look at this employer.',
  moneyDemandAlreadyOpen: 'You have already reported this employer. Our team is looking at it.',
  onlyWorkersReportMoney: 'Only workers can report an employer for asking money.',
  notAnEmployer: 'This report is only for employers.',
  unlocksFrozen:
    'A worker reported that this account asked them for money. New unlocks are paused until our team reviews it.',
  accountSuspended: 'Your account is suspended: {{reason}}. You can appeal in the app.',
  warnFirst: 'This person was never warned. Give a warning before a suspension.',
  alreadySuspended: 'This person is already suspended.',
  personWarned: 'Warning given.',
  personSuspended: 'Account suspended.',
  reportCleared: 'Report ID {{id}} cleared.',
  reportWarned: 'Report ID {{id}}: warning given.',
  reportSuspended: 'Report ID {{id}}: account suspended.',
  nothingToAppeal: 'There is no warning or suspension to appeal.',
  appealWindowClosed: 'The 7 days to appeal have passed.',
  appealAlreadyFiled: 'You have already appealed. Our team will answer soon.',
  appealFiled: 'Your appeal was sent. Our team will look at it.',
  appealUpheld: 'Appeal ID {{id}}: the decision stands.',
  appealLifted: 'Appeal ID {{id}}: the decision was lifted.',
  appealTextRequired: 'Tell us why (at least 10 characters).',
  reasonRequired: 'Give a reason (at least 3 characters).',
  tooManyNumberChecks: 'Too many number checks from here. Try again in an hour.',
} as const;

/** Fills {{id}} or {{reason}} in a safety message. */
export function safetyMessage(
  key: keyof typeof safetyMessages,
  values: { id?: string | number; reason?: string } = {},
) {
  return safetyMessages[key].replace('{{id}}', String(values.id ?? '')).replace('{{reason}}', values.reason ?? '');
}

/** What kind a report is: the spec's Report Profile, or a worker's "Asked me for money". */
export const reportKinds = ['profile', 'money-demand'] as const;
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

export const sanctionKinds = ['warning', 'suspension'] as const;
export const sanctionKindSchema = z.enum(sanctionKinds);
export type SanctionKind = z.infer<typeof sanctionKindSchema>;
export const appealStatuses = ['pending', 'upheld', 'lifted'] as const;
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
