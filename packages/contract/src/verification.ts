// Verified badges: staff recording that they saw an identity document, an Employer's GSTIN checked by staff, and
// what a person is told about their own state. Only the document type and its last 4 characters are ever
// accepted: the schemas refuse anything longer, so a full number cannot reach the database.
import { z } from 'zod';
import { normalizeGstin, gstinProblem } from './gstin.js';
import { badgeKinds } from './trust-rules.js';
import {
  GSTIN_INPUT_MAX_LENGTH,
  verificationMessages,
  idDocumentTypes,
  idCheckMethods,
  businessStatuses,
} from './verification-rules.js';

export const idDocumentTypeSchema = z.enum(idDocumentTypes, verificationMessages.documentTypeRequired);
export type IdDocumentType = z.infer<typeof idDocumentTypeSchema>;

export const idCheckMethodSchema = z.enum(idCheckMethods, verificationMessages.methodRequired);
export type IdCheckMethod = z.infer<typeof idCheckMethodSchema>;

/** Exactly 4 letters or digits: a longer value is refused, never cut down, so nobody learns to type it all. */
export const last4Schema = z
  .string(verificationMessages.last4Only)
  .trim()
  .regex(/^[A-Za-z0-9]{4}$/, verificationMessages.last4Only)
  .transform((value) => value.toUpperCase());

const reasonSchema = z
  .string(verificationMessages.reasonRequired)
  .trim()
  .min(1, verificationMessages.reasonRequired)
  .max(300);

/** POST /api/staff/people/{userId}/id-check */
export const idCheckRequestSchema = z.object({
  documentType: idDocumentTypeSchema,
  last4: last4Schema,
  method: idCheckMethodSchema,
});
export type IdCheckRequest = z.input<typeof idCheckRequestSchema>;

/** POST …/id-check/revoke and …/business/refuse: staff always say why (kept in the audit trail). */
export const verificationReasonSchema = z.object({ reason: reasonSchema });
export type VerificationReason = z.input<typeof verificationReasonSchema>;

/** PUT /api/verification/gstin: typed as people do (spaces, lower case), checked as the GST system would. */
export const gstinRequestSchema = z.object({
  gstin: z
    .string(verificationMessages.gstinFormat)
    .max(GSTIN_INPUT_MAX_LENGTH, verificationMessages.gstinFormat)
    .transform(normalizeGstin)
    .superRefine((gstin, context) => {
      const problem = gstinProblem(gstin);
      if (problem === undefined) return;
      const message = {
        format: verificationMessages.gstinFormat,
        state: verificationMessages.gstinState,
        'check-digit': verificationMessages.gstinCheckDigit,
      }[problem];
      context.addIssue({ code: 'custom', message });
    }),
});
export type GstinRequest = z.input<typeof gstinRequestSchema>;

export const businessStatusSchema = z.enum(businessStatuses);
export type BusinessStatus = z.infer<typeof businessStatusSchema>;

/** What a person is told about their own ID check: never who checked, never the last 4 characters. */
export const ownIdCheckSchema = z.object({
  documentType: idDocumentTypeSchema,
  method: idCheckMethodSchema,
  checkedAt: z.string(),
});
export type OwnIdCheck = z.infer<typeof ownIdCheckSchema>;

export const businessStateSchema = z.object({
  gstin: z.string(),
  status: businessStatusSchema,
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why staff refused it, so the Employer can correct it. */
  refusedReason: z.string(),
});
export type BusinessState = z.infer<typeof businessStateSchema>;

/** GET /api/verification/me */
export const verificationMeResponseSchema = z.object({
  success: z.literal(true),
  mobileVerified: z.boolean(),
  idCheck: ownIdCheckSchema.nullable(),
  business: businessStateSchema.nullable(),
  badges: z.array(z.enum(badgeKinds)),
});
export type VerificationMeResponse = z.infer<typeof verificationMeResponseSchema>;

export const gstinSubmittedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  business: businessStateSchema,
});
export type GstinSubmittedResponse = z.infer<typeof gstinSubmittedResponseSchema>;

/** A person's verification as staff see it: the last 4 characters and who checked. */
export const staffIdCheckSchema = ownIdCheckSchema.extend({
  last4: z.string(),
  checkedBy: z.object({ staffCode: z.string(), name: z.string() }),
});
export type StaffIdCheck = z.infer<typeof staffIdCheckSchema>;

/** GET /api/staff/people/{userId}/verification; also the answer to every staff verification action. */
export const staffVerificationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  idCheck: staffIdCheckSchema.nullable(),
  business: businessStateSchema.nullable(),
  badges: z.array(z.enum(badgeKinds)),
});
export type StaffVerificationResponse = z.infer<typeof staffVerificationResponseSchema>;

/** GET /api/staff/verification/businesses?status=pending */
export const staffBusinessesQuerySchema = z.object({ status: businessStatusSchema.optional().default('pending') });
export type StaffBusinessesQuery = z.input<typeof staffBusinessesQuerySchema>;

export const staffBusinessSchema = businessStateSchema.extend({
  userId: z.string(),
  name: z.string(),
  companyName: z.string(),
});
export type StaffBusiness = z.infer<typeof staffBusinessSchema>;

export const staffBusinessesResponseSchema = z.object({
  success: z.literal(true),
  businesses: z.array(staffBusinessSchema),
});
export type StaffBusinessesResponse = z.infer<typeof staffBusinessesResponseSchema>;
