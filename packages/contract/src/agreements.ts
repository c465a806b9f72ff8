// Work agreements with the wage held before work starts (issue 18, ours, not the spec's): after an engagement the
// Employer proposes the work and the wage, the worker accepts, the Employer pays it into escrow, the worker marks
// the work done, and the Employer releases it (or it releases by itself). Disputes are split by staff.
import { z } from 'zod';
import { ratingSchema } from './trust.js';
import {
  agreementMessages,
  AGREEMENT_MIN_PAISE,
  AGREEMENT_MAX_PAISE,
  AGREEMENT_MAX_DAYS,
  AGREEMENT_TITLE_MAX,
  AGREEMENT_DESCRIPTION_MAX,
  AGREEMENT_STATEMENT_MAX,
  AGREEMENT_SITE_MAX,
  AGREEMENT_HOURS_MAX,
  agreementStatuses,
  agreementEventKinds,
} from './agreements-rules.js';

export const agreementStatusSchema = z.enum(agreementStatuses);
export type AgreementStatus = z.infer<typeof agreementStatusSchema>;

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

/** A photo one side added to its dispute statement. */
export const agreementPhotoSchema = z.object({
  id: z.string(),
  by: z.enum(['employer', 'worker']),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  at: z.string(),
});
export type AgreementPhoto = z.infer<typeof agreementPhotoSchema>;
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
  /** Where the work is ('' when not given). */
  site: z.string(),
  /** The working hours, e.g. "9 am to 6 pm" ('' when not given). */
  hours: z.string(),
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
  /** Photos the two sides added to their statements (POST /api/agreements/{id}/dispute/photos). */
  photos: z.array(agreementPhotoSchema),
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
  site: z.string().trim().max(AGREEMENT_SITE_MAX).optional(),
  hours: z.string().trim().max(AGREEMENT_HOURS_MAX).optional(),
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
export const agreementSummarySchema = agreementSchema.omit({
  events: true,
  statements: true,
  photos: true,
  proposedSplit: true,
});
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

/** GET /api/agreements/{id}/work-order.pdf?lang=: the agreement as a work order to take elsewhere. */
export const workOrderQuerySchema = z.object({ lang: z.enum(['en', 'hi', 'mr', 'ta']).optional() });
export type WorkOrderQuery = z.infer<typeof workOrderQuerySchema>;

type WorkOrderWords = {
  title: string;
  intro: string;
  agreementNo: string;
  employer: string;
  worker: string;
  work: string;
  details: string;
  site: string;
  hours: string;
  wage: string;
  fee: string;
  startsOn: string;
  days: string;
  status: string;
  held: string;
  released: string;
  refunded: string;
  steps: string;
  made: string;
  by: Record<AgreementSide, string>;
  statuses: Record<AgreementStatus, string>;
  events: Record<AgreementEventKind, string>;
};

/** The work order's words, in each language (server-made document; the web app has its own catalogues). */
export const workOrderWords: Record<'en' | 'hi' | 'mr' | 'ta', WorkOrderWords> = {
  en: {
    title: 'Work order',
    intro:
      'An agreement for paid work made on KaamSetu. The Employer proposed it and the worker accepted it; each step below is recorded with its time.',
    agreementNo: 'Agreement number',
    employer: 'Employer',
    worker: 'Worker',
    work: 'Work',
    details: 'Details',
    site: 'Site',
    hours: 'Working hours',
    wage: 'Agreed wage',
    fee: 'KaamSetu fee paid by the Employer',
    startsOn: 'Starts on',
    days: 'Days',
    status: 'Status now',
    held: 'Held by KaamSetu now',
    released: 'Paid to the worker',
    refunded: 'Returned to the Employer',
    steps: 'Steps',
    made: 'Made by KaamSetu on {{date}}.',
    by: { employer: 'Employer', worker: 'Worker', staff: 'KaamSetu staff', system: 'KaamSetu, automatically' },
    statuses: {
      proposed: 'Proposed, waiting for the worker',
      accepted: 'Accepted, wage not paid in yet',
      funded: 'Wage held by KaamSetu',
      completed: 'Work marked done',
      released: 'Paid in full',
      disputed: 'In dispute',
      resolved: 'Settled by KaamSetu',
      declined: 'Declined',
      cancelled: 'Cancelled',
    },
    events: {
      proposed: 'Work proposed',
      accepted: 'Accepted',
      declined: 'Declined',
      funded: 'Wage paid in',
      completed: 'Work marked done',
      released: 'Wage released',
      'auto-released': 'Wage released by itself',
      'cancel-asked': 'Asked to cancel',
      cancelled: 'Cancelled',
      refunded: 'Returned to the Employer',
      disputed: 'Dispute opened',
      statement: 'Side given',
      'split-proposed': 'Split proposed by staff',
      resolved: 'Settled by KaamSetu',
    },
  },
  hi: {
    title: 'काम का आदेश',
    intro:
      'KaamSetu पर बना पैसे वाले काम का समझौता। नियोक्ता ने इसे प्रस्तावित किया और मज़दूर ने स्वीकार किया; नीचे हर कदम उसके समय के साथ दर्ज है।',
    agreementNo: 'समझौता संख्या',
    employer: 'नियोक्ता',
    worker: 'मज़दूर',
    work: 'काम',
    details: 'विवरण',
    site: 'काम की जगह',
    hours: 'काम के घंटे',
    wage: 'तय मज़दूरी',
    fee: 'नियोक्ता द्वारा दी गई KaamSetu फ़ीस',
    startsOn: 'शुरू होने की तारीख',
    days: 'दिन',
    status: 'अभी की स्थिति',
    held: 'अभी KaamSetu के पास रखा है',
    released: 'मज़दूर को दिया गया',
    refunded: 'नियोक्ता को लौटाया गया',
    steps: 'कदम',
    made: 'KaamSetu द्वारा {{date}} को बनाया गया।',
    by: { employer: 'नियोक्ता', worker: 'मज़दूर', staff: 'KaamSetu स्टाफ़', system: 'KaamSetu, अपने आप' },
    statuses: {
      proposed: 'प्रस्तावित, मज़दूर के जवाब का इंतज़ार',
      accepted: 'स्वीकार, मज़दूरी अभी जमा नहीं',
      funded: 'मज़दूरी KaamSetu के पास सुरक्षित',
      completed: 'काम पूरा बताया गया',
      released: 'पूरा भुगतान हुआ',
      disputed: 'विवाद में',
      resolved: 'KaamSetu ने सुलझाया',
      declined: 'मना किया गया',
      cancelled: 'रद्द',
    },
    events: {
      proposed: 'काम प्रस्तावित',
      accepted: 'स्वीकार किया',
      declined: 'मना किया',
      funded: 'मज़दूरी जमा हुई',
      completed: 'काम पूरा बताया',
      released: 'मज़दूरी जारी हुई',
      'auto-released': 'मज़दूरी अपने आप जारी हुई',
      'cancel-asked': 'रद्द करने को कहा',
      cancelled: 'रद्द हुआ',
      refunded: 'नियोक्ता को लौटाया',
      disputed: 'विवाद दर्ज हुआ',
      statement: 'अपनी बात बताई',
      'split-proposed': 'स्टाफ़ ने बँटवारा सुझाया',
      resolved: 'KaamSetu ने सुलझाया',
    },
  },
  mr: {
    title: 'कामाचा आदेश',
    intro:
      'KaamSetu वर झालेला पगारी कामाचा करार. मालकाने तो प्रस्तावित केला आणि कामगाराने स्वीकारला; खाली प्रत्येक टप्पा त्याच्या वेळेसह नोंदवला आहे.',
    agreementNo: 'करार क्रमांक',
    employer: 'मालक',
    worker: 'कामगार',
    work: 'काम',
    details: 'तपशील',
    site: 'कामाची जागा',
    hours: 'कामाचे तास',
    wage: 'ठरलेली मजुरी',
    fee: 'मालकाने दिलेली KaamSetu फी',
    startsOn: 'सुरुवातीची तारीख',
    days: 'दिवस',
    status: 'सध्याची स्थिती',
    held: 'सध्या KaamSetu कडे ठेवलेले',
    released: 'कामगाराला दिलेले',
    refunded: 'मालकाला परत केलेले',
    steps: 'टप्पे',
    made: 'KaamSetu ने {{date}} रोजी तयार केले.',
    by: { employer: 'मालक', worker: 'कामगार', staff: 'KaamSetu स्टाफ', system: 'KaamSetu, आपोआप' },
    statuses: {
      proposed: 'प्रस्तावित, कामगाराच्या उत्तराची वाट',
      accepted: 'स्वीकारले, मजुरी अजून जमा नाही',
      funded: 'मजुरी KaamSetu कडे सुरक्षित',
      completed: 'काम पूर्ण झाल्याचे सांगितले',
      released: 'पूर्ण पैसे दिले',
      disputed: 'तक्रार सुरू',
      resolved: 'KaamSetu ने निकाली काढले',
      declined: 'नाकारले',
      cancelled: 'रद्द',
    },
    events: {
      proposed: 'काम प्रस्तावित',
      accepted: 'स्वीकारले',
      declined: 'नाकारले',
      funded: 'मजुरी जमा झाली',
      completed: 'काम पूर्ण सांगितले',
      released: 'मजुरी दिली',
      'auto-released': 'मजुरी आपोआप दिली',
      'cancel-asked': 'रद्द करण्याची विनंती',
      cancelled: 'रद्द झाले',
      refunded: 'मालकाला परत',
      disputed: 'तक्रार नोंदवली',
      statement: 'बाजू मांडली',
      'split-proposed': 'स्टाफने वाटणी सुचवली',
      resolved: 'KaamSetu ने निकाली काढले',
    },
  },
  ta: {
    title: 'வேலை ஆணை',
    intro:
      'KaamSetu-வில் செய்யப்பட்ட சம்பள வேலை ஒப்பந்தம். முதலாளி இதை முன்மொழிந்தார், தொழிலாளர் ஏற்றுக்கொண்டார்; கீழே ஒவ்வொரு படியும் அதன் நேரத்துடன் பதிவாகியுள்ளது.',
    agreementNo: 'ஒப்பந்த எண்',
    employer: 'முதலாளி',
    worker: 'தொழிலாளர்',
    work: 'வேலை',
    details: 'விவரங்கள்',
    site: 'வேலை இடம்',
    hours: 'வேலை நேரம்',
    wage: 'ஒப்புக்கொண்ட கூலி',
    fee: 'முதலாளி செலுத்திய KaamSetu கட்டணம்',
    startsOn: 'தொடங்கும் நாள்',
    days: 'நாட்கள்',
    status: 'இப்போதைய நிலை',
    held: 'இப்போது KaamSetu-வில் வைக்கப்பட்டது',
    released: 'தொழிலாளருக்குச் செலுத்தியது',
    refunded: 'முதலாளிக்குத் திருப்பியது',
    steps: 'படிகள்',
    made: '{{date}} அன்று KaamSetu உருவாக்கியது.',
    by: { employer: 'முதலாளி', worker: 'தொழிலாளர்', staff: 'KaamSetu ஊழியர்', system: 'KaamSetu, தானாக' },
    statuses: {
      proposed: 'முன்மொழியப்பட்டது, தொழிலாளரின் பதிலுக்குக் காத்திருக்கிறது',
      accepted: 'ஏற்கப்பட்டது, கூலி இன்னும் செலுத்தப்படவில்லை',
      funded: 'கூலி KaamSetu-வில் பாதுகாப்பாக உள்ளது',
      completed: 'வேலை முடிந்ததாகக் குறிக்கப்பட்டது',
      released: 'முழுமையாகச் செலுத்தப்பட்டது',
      disputed: 'புகாரில் உள்ளது',
      resolved: 'KaamSetu தீர்த்தது',
      declined: 'மறுக்கப்பட்டது',
      cancelled: 'ரத்து செய்யப்பட்டது',
    },
    events: {
      proposed: 'வேலை முன்மொழியப்பட்டது',
      accepted: 'ஏற்கப்பட்டது',
      declined: 'மறுக்கப்பட்டது',
      funded: 'கூலி செலுத்தப்பட்டது',
      completed: 'வேலை முடிந்ததாகக் குறிக்கப்பட்டது',
      released: 'கூலி விடுவிக்கப்பட்டது',
      'auto-released': 'கூலி தானாக விடுவிக்கப்பட்டது',
      'cancel-asked': 'ரத்து செய்யக் கேட்கப்பட்டது',
      cancelled: 'ரத்து செய்யப்பட்டது',
      refunded: 'முதலாளிக்குத் திருப்பப்பட்டது',
      disputed: 'புகார் அளிக்கப்பட்டது',
      statement: 'தரப்பு சொல்லப்பட்டது',
      'split-proposed': 'ஊழியர் பங்கீட்டை முன்மொழிந்தனர்',
      resolved: 'KaamSetu தீர்த்தது',
    },
  },
};
