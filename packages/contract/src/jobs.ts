// Job posts (ours, not the spec's): Employers post work with the wage shown, nearby workers of the trade hear of
// it, apply with one tap, and the Employer hires. Posts that ask workers for money wait for staff.
import { z } from 'zod';
import { nearParamSchema, placeChoiceSchema, placeIdSchema, radiusKmSchema } from './places.js';
import { profileCardSchema } from './profiles.js';
import { trades } from './skills.js';
import { badgesSchema, ratingSchema } from './trust.js';
import {
  jobMessages,
  JOB_TITLE_MAX,
  JOB_DESCRIPTION_MAX,
  WAGE_MIN_PAISE,
  WAGE_MAX_PAISE,
  wagePers,
  jobStatuses,
  jobHeldReasons,
  jobCloseReasons,
  applicationStatuses,
} from './jobs-rules.js';

export const wagePerSchema = z.enum(wagePers);
export type WagePer = z.infer<typeof wagePerSchema>;

export const jobStatusSchema = z.enum(jobStatuses);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobHeldReasonSchema = z.enum(jobHeldReasons);
export type JobHeldReason = z.infer<typeof jobHeldReasonSchema>;

export const jobCloseReasonSchema = z.enum(jobCloseReasons);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, jobMessages.startsOnInvalid);

const jobFields = {
  title: z.string().trim().min(3, jobMessages.titleRequired).max(JOB_TITLE_MAX),
  /** A trade key or any name of one in the four languages ("mistri" is a mason). */
  trade: z.string().trim().min(1, jobMessages.tradeUnknown).max(60),
  description: z.string().trim().max(JOB_DESCRIPTION_MAX).optional(),
  wagePaise: z
    .number({ error: jobMessages.wageRequired })
    .int(jobMessages.wageInvalid)
    .min(WAGE_MIN_PAISE, jobMessages.wageInvalid)
    .max(WAGE_MAX_PAISE, jobMessages.wageInvalid),
  wagePer: wagePerSchema,
  placeId: placeChoiceSchema.optional(),
  lat: z.number().min(6).max(37.5).optional(),
  lon: z.number().min(68).max(97.5).optional(),
  startsOn: isoDate,
  days: z
    .number()
    .int(jobMessages.daysInvalid)
    .min(1, jobMessages.daysInvalid)
    .max(365, jobMessages.daysInvalid)
    .optional(),
  workers: z
    .number({ error: jobMessages.workersInvalid })
    .int(jobMessages.workersInvalid)
    .min(1, jobMessages.workersInvalid)
    .max(100, jobMessages.workersInvalid),
  contactHours: z.string().trim().max(40).optional(),
};

/** POST /api/jobs */
export const postJobRequestSchema = z.object(jobFields);
export type PostJobRequest = z.input<typeof postJobRequestSchema>;

/**
 * PATCH /api/jobs/{id}: any of the fields; the scam guard reads the result again. An empty description or call
 * hours clears it, and so does `days: null`.
 */
export const editJobRequestSchema = z.object({ ...jobFields, days: jobFields.days.unwrap().nullable() }).partial();
export type EditJobRequest = z.input<typeof editJobRequestSchema>;

/** POST /api/jobs/{id}/close */
export const closeJobRequestSchema = z.object({ reason: jobCloseReasonSchema });
export type CloseJobRequest = z.input<typeof closeJobRequestSchema>;

export const jobPlaceSchema = z.object({ id: z.number(), name: z.string(), state: z.string(), district: z.string() });

export const jobEmployerSchema = z.object({
  id: z.string(),
  name: z.string(),
  companyName: z.string(),
  rating: ratingSchema,
  badges: badgesSchema,
});

export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The trade key; the web app names it in the reader's language. */
  trade: z.string(),
  description: z.string(),
  wagePaise: z.number(),
  wagePer: wagePerSchema,
  place: jobPlaceSchema.nullable(),
  lat: z.number(),
  lon: z.number(),
  startsOn: z.string(),
  days: z.number().nullable(),
  workers: z.number(),
  contactHours: z.string(),
  status: jobStatusSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  employer: jobEmployerSchema,
  /** Only to the job's Employer and staff. */
  heldReasons: z.array(jobHeldReasonSchema).optional(),
  rejectionReason: z.string().nullable().optional(),
  closeReason: z.string().nullable().optional(),
  applicants: z.number().optional(),
  hired: z.number().optional(),
  /** From the feed's `near`, one decimal. */
  distanceKm: z.number().optional(),
  /** To a worker: their application's status, if they applied. */
  myApplication: z.enum(['applied', 'withdrawn', 'hired', 'not-hired']).nullable().optional(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobResponseSchema = z.object({ job: jobSchema });
export type JobResponse = z.infer<typeof jobResponseSchema>;
export const postJobResponseSchema = z.object({ job: jobSchema, message: z.string() });
export type PostJobResponse = z.infer<typeof postJobResponseSchema>;
export const jobListResponseSchema = z.object({ jobs: z.array(jobSchema), nextCursor: z.string().nullable() });
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

/** GET /api/jobs/nearby: open jobs nearest first; `near` defaults to the worker's own place. */
export const nearbyJobsQuerySchema = z.object({
  near: nearParamSchema.optional(),
  radiusKm: radiusKmSchema.optional(),
  trade: z.string().trim().max(60).optional(),
  cursor: z.string().max(200).optional(),
});
export type NearbyJobsQuery = z.input<typeof nearbyJobsQuerySchema>;

const tradeKeys = new Set(trades.map((trade) => trade.key));

/** GET /api/jobs/wage-hint: what similar jobs paid, for the Employer writing a post. */
export const wageHintQuerySchema = z.object({
  /** A trade key ("mason"), as the post form holds it once a trade is picked. */
  trade: z
    .string()
    .trim()
    .refine((key) => tradeKeys.has(key), jobMessages.tradeUnknown),
  placeId: placeIdSchema,
  wagePer: wagePerSchema,
});
export type WageHintQuery = z.input<typeof wageHintQuerySchema>;

/** The 25th, 50th and 75th percentile wage (whole rupees, in paise) of `jobs` similar jobs. */
export const wageHintSchema = z.object({
  lowPaise: z.number(),
  medianPaise: z.number(),
  highPaise: z.number(),
  wagePer: wagePerSchema,
  jobs: z.number(),
  /** `nearby`: within WAGE_HINT_RADIUS_KM of the place; `india`: too few near it, so every such job in India. */
  area: z.enum(['nearby', 'india']),
});
export type WageHint = z.infer<typeof wageHintSchema>;
/** `hint` is null while fewer than WAGE_HINT_MIN_JOBS such jobs exist anywhere. */
export const wageHintResponseSchema = z.object({ success: z.literal(true), hint: wageHintSchema.nullable() });
export type WageHintResponse = z.infer<typeof wageHintResponseSchema>;

export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const applicationSchema = z.object({
  jobId: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const applicationResponseSchema = z.object({ application: applicationSchema });
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;

/** GET /api/me/applications */
export const myApplicationsResponseSchema = z.object({
  applications: z.array(applicationSchema.extend({ job: jobSchema })),
});
export type MyApplicationsResponse = z.infer<typeof myApplicationsResponseSchema>;

/** GET /api/jobs/{id}/applicants: the job's Employer only. */
export const applicantsResponseSchema = z.object({
  applicants: z.array(z.object({ card: profileCardSchema, status: applicationStatusSchema, appliedAt: z.string() })),
});
export type ApplicantsResponse = z.infer<typeof applicantsResponseSchema>;

/** POST /api/jobs/{id}/applicants/{workerId}/decision */
export const applicantDecisionRequestSchema = z.object({ hired: z.boolean() });
export type ApplicantDecisionRequest = z.input<typeof applicantDecisionRequestSchema>;

/** POST /api/jobs/{id}/report */
export const reportJobRequestSchema = z.object({
  reason: z.string().trim().min(3, jobMessages.reasonRequired).max(500),
});
export type ReportJobRequest = z.input<typeof reportJobRequestSchema>;

/** Staff: POST /api/staff/jobs/{id}/reject and /block-poster */
export const staffJobReasonRequestSchema = z.object({
  reason: z.string().trim().min(3, jobMessages.reasonRequired).max(500),
});
export type StaffJobReasonRequest = z.input<typeof staffJobReasonRequestSchema>;

/** Staff: GET /api/staff/jobs?status=&cursor= (held: the moderation queue, oldest first; else newest first). */
export const staffJobsQuerySchema = z.object({
  status: jobStatusSchema.optional(),
  cursor: z.string().max(200).optional(),
});
export type StaffJobsQuery = z.input<typeof staffJobsQuerySchema>;
