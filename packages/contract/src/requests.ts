// Hire Now (a mediation request staff follow up) and Report Profile, as filed from a profile page.
import { z } from 'zod';
import { ratingSchema } from './trust.js';
import { requestMessages, mediationStatuses } from './requests-rules.js';

export const mediationStatusSchema = z.enum(mediationStatuses);

/** POST /api/mediation-requests */
export const mediationRequestSchema = z.object({
  labourerId: z.uuid(),
  location: z.string().trim().min(1, requestMessages.locationRequired).max(200),
  /** Daily wage offered, whole rupees. */
  salary: z.coerce
    .number(requestMessages.salaryInvalid)
    .int(requestMessages.salaryInvalid)
    .min(1, requestMessages.salaryInvalid)
    .max(100_000, requestMessages.salaryInvalid),
  details: z.string().trim().max(1000).optional().default(''),
});
export type MediationRequest = z.input<typeof mediationRequestSchema>;

export const mediationItemSchema = z.object({
  id: z.string(),
  employerId: z.string(),
  employerName: z.string(),
  labourerId: z.string(),
  labourerName: z.string(),
  location: z.string(),
  salary: z.number().int(),
  details: z.string(),
  status: mediationStatusSchema,
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** The Employer's rating from workers' reviews (ours, optional). */
  employerRating: ratingSchema.optional(),
});
export type MediationItem = z.infer<typeof mediationItemSchema>;
export const mediationCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  request: mediationItemSchema,
});
export type MediationCreatedResponse = z.infer<typeof mediationCreatedResponseSchema>;
/** GET /api/mediation-requests: the caller's own, as employer or as labourer, newest first. */
export const mediationListResponseSchema = z.object({
  success: z.literal(true),
  requests: z.array(mediationItemSchema),
});
export type MediationListResponse = z.infer<typeof mediationListResponseSchema>;

/** POST /api/reports */
export const reportRequestSchema = z.object({
  profileId: z.uuid(),
  reason: z.string().trim().min(3, requestMessages.reasonRequired).max(200),
  details: z.string().trim().max(1000).optional().default(''),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;
export const reportCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reportId: z.string(),
});
export type ReportCreatedResponse = z.infer<typeof reportCreatedResponseSchema>;
