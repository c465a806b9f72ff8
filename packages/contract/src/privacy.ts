// Privacy rights under India's DPDP Act 2023: a person can download everything stored about them, and
// delete their account after confirming with a code sent to their phone.
import { z } from 'zod';
import { languageSchema, otpSchema } from './auth.js';
import { businessStateSchema, idCheckMethodSchema, idDocumentTypeSchema } from './verification.js';

/** POST /api/me/delete: the code from the SMS that POST /api/me/delete/otp sent. */
export const deleteAccountRequestSchema = z.object({ otp: otpSchema });
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** GET /api/me/export: everything KaamSetu stores about the caller, as one JSON document. */
export const dataExportResponseSchema = z.object({
  success: z.literal(true),
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    name: z.string(),
    phone: z.string(),
    userType: z.enum(['Labourer', 'Employer']),
    createdAt: z.string(),
    profileCompletedAt: z.string().nullable(),
    addedByStaff: z.boolean(),
    language: languageSchema.nullable(),
    /** How the person agreed: ticking our sign-up form's box, or entering a code whose SMS carried the notice. */
    consent: z
      .object({ version: z.string(), at: z.string(), method: z.enum(['checkbox', 'sms-notice']).nullable() })
      .nullable(),
  }),
  profile: z.record(z.string(), z.unknown()).nullable(),
  wallet: z.object({
    creditsPaise: z.number().int(),
    earningsPaise: z.number().int(),
    entries: z.array(
      z.object({
        account: z.string(),
        amountPaise: z.number().int(),
        kind: z.string(),
        description: z.string(),
        at: z.string(),
      }),
    ),
  }),
  payouts: z.array(z.record(z.string(), z.unknown())),
  recharges: z.array(z.record(z.string(), z.unknown())),
  /** Employers who paid to see this person's number, and workers whose number this person paid to see. */
  contactUnlocks: z.object({
    numberSeenBy: z.array(z.object({ employerId: z.string(), at: z.string() })),
    numbersSeen: z.array(z.object({ workerId: z.string(), at: z.string() })),
  }),
  /** Days on which someone opened this person's profile (who is not shown: that is their data). */
  profileViewDays: z.array(z.object({ day: z.string(), viewers: z.number().int() })),
  profilesViewed: z.array(z.object({ profileId: z.string(), day: z.string() })),
  mediationRequests: z.array(z.record(z.string(), z.unknown())),
  reportsFiled: z.array(z.record(z.string(), z.unknown())),
  /** Every ID check staff recorded (revoked ones too) and the Employer's GSTIN; who checked is staff's record. */
  verification: z
    .object({
      idChecks: z.array(
        z.object({
          documentType: idDocumentTypeSchema,
          last4: z.string(),
          method: idCheckMethodSchema,
          checkedAt: z.string(),
          revokedAt: z.string().nullable(),
          revokeReason: z.string(),
        }),
      ),
      business: businessStateSchema.nullable(),
    })
    .optional(),
  /** Warnings and suspensions staff gave the person (with the reason as it was shown) and their appeals. */
  dueProcess: z
    .object({
      sanctions: z.array(
        z.object({
          id: z.number().int(),
          kind: z.string(),
          reason: z.string(),
          at: z.string(),
          liftedAt: z.string().nullable(),
        }),
      ),
      appeals: z.array(
        z.object({
          id: z.number().int(),
          sanctionId: z.number().int(),
          text: z.string(),
          status: z.string(),
          at: z.string(),
          decidedAt: z.string().nullable(),
        }),
      ),
    })
    .optional(),
  /** Reviews the person wrote and received (hidden ones too); the other side appears by pseudonymous id. */
  reviews: z
    .object({
      written: z.array(z.record(z.string(), z.unknown())),
      received: z.array(z.record(z.string(), z.unknown())),
    })
    .optional(),
  /**
   * What the inbox and the SMS (sent or waiting) told the person about, and when, with their Job SMS setting.
   * Not the texts: they name the other people involved, whom the export shows by id only.
   */
  /** Work agreements the person is a party to (issue 18): the work, the money and each step; their own statements. */
  agreements: z
    .array(
      z.object({
        id: z.string(),
        side: z.enum(['employer', 'worker']),
        otherPersonId: z.string(),
        status: z.string(),
        title: z.string(),
        description: z.string(),
        amountPaise: z.number(),
        heldPaise: z.number(),
        releasedPaise: z.number(),
        refundedPaise: z.number(),
        startsOn: z.string(),
        days: z.number(),
        createdAt: z.string(),
        steps: z.array(
          z.object({ kind: z.string(), by: z.string(), amountPaise: z.number().nullable(), at: z.string() }),
        ),
        ownStatements: z.array(z.object({ statement: z.string(), at: z.string() })),
      }),
    )
    .optional(),
  notifications: z
    .object({
      jobSms: z.boolean(),
      inbox: z.array(
        z.object({
          kind: z.string(),
          jobId: z.string().nullable(),
          agreementId: z.string().nullable().optional(),
          createdAt: z.string(),
          readAt: z.string().nullable(),
        }),
      ),
      sms: z.array(
        z.object({
          kind: z.string(),
          status: z.string(),
          createdAt: z.string(),
          sentAt: z.string().nullable(),
        }),
      ),
    })
    .optional(),
});
export type DataExport = z.infer<typeof dataExportResponseSchema>;
