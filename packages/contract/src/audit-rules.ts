// The staff audit trail's vocabulary: every action the server records, the kinds of record it names and the
// fields its before/after carry. The server types its audit writes with these, and the back office names
// each one in the staff member's language, so a new action cannot reach the screen as a raw key (issue 21).

export const auditActions = [
  'staff.create',
  'staff.update',
  'wallet.adjust',
  'person.create',
  'person.onboard-profile',
  'person.update',
  'person.complete',
  'person.availability',
  'person.block',
  'person.unblock',
  'person.id-check',
  'person.id-check-revoke',
  'person.business-verify',
  'person.business-refuse',
  'person.warn',
  'person.suspend',
  'report.escalate',
  'report.reject',
  'report.block',
  'report.dismiss',
  'report.warn',
  'report.suspend',
  'report.clear',
  'appeal.uphold',
  'appeal.lift',
  'mediation.done',
  'mediation.reject',
  'payout.approve',
  'payout.reject',
  'claim.refund',
  'claim.reject',
  'job.approve',
  'job.reject',
  'job.block-poster',
  'review.hide',
  'work-photo.remove',
  'agreement.split-proposed',
  'agreement.resolved',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditTargetTypes = [
  'person',
  'report',
  'mediation',
  'payout',
  'staff',
  'wallet',
  'review',
  'appeal',
  'claim',
  'job',
  'agreement',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** The fields the audit writes put in before/after (a person's, a staff member's, a decision's). */
export const auditFields = [
  'name',
  'phone',
  'mobile',
  'role',
  'userType',
  'location',
  'skills',
  'workExperience',
  'companyName',
  'email',
  'placeId',
  'photoChanged',
  'availableOn',
  'blocked',
  'status',
  'utr',
  'documentType',
  'method',
  'idCheckId',
  'checkedAt',
  'idChecked',
  'gstin',
  'sanctionId',
  'kind',
  'reportId',
  'personId',
  'workerShare',
  'id',
  'staffCode',
  'active',
  'createdAt',
  'walletBalance',
  'hidden',
  'subjectId',
  'stars',
  'photoId',
  'caption',
  'heldPaise',
  'proposedToWorkerPaise',
  'proposedToEmployerPaise',
  'toWorkerPaise',
  'toEmployerPaise',
] as const;
export type AuditField = (typeof auditFields)[number];

/** The fields that hold a mobile number: the staff API sends them masked to the last four digits. */
export const auditPhoneFields: readonly AuditField[] = ['phone', 'mobile'];

/** "person.onboard-profile" → "person_onboard_profile": the key under which catalogues name an action. */
export function auditActionKey(action: string): string {
  return action.replace(/[.-]/g, '_');
}
