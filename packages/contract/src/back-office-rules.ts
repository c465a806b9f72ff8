// The back office's messages and limits, without zod, like the other contract modules' rules (issue 19).
// back-office.ts builds its schemas on these.

export const backOfficeMessages = {
  invalidTenDigitMobile: 'Enter a valid 10-digit mobile number.',
  invalidOtp: 'Invalid OTP. Try again!',
  accountExists: 'An account with this mobile number already exists.',
  labourerAdded: 'Labourer added successfully!',
  employerAdded: 'Employer added successfully!',
  labourerUpdated: 'Labourer details updated successfully!',
  employerUpdated: 'Employer details updated successfully!',
  reportEscalated: 'Report ID {{id}} escalated to Admin.',
  reportRejected: 'Report ID {{id}} rejected.',
  reportDismissed: 'Report ID {{id}} dismissed.',
  profileBlockedByReport: 'Report ID {{id}}: profile blocked.',
  mediationDone: 'Mediation request ID {{id}} confirmed. Labourer contacted.',
  mediationRejected: 'Mediation request ID {{id}} rejected.',
  alreadyHandled: 'This was already handled by someone else.',
  profileCompleted: 'Profile completed.',
  locationRequired: 'Enter the location',
  skillsRequired: 'Enter at least one skill',
  workExperienceRequired: 'Enter the work experience',
} as const;

/** Fills {{id}} in a back-office message. */
export function backOfficeMessage(key: keyof typeof backOfficeMessages, values: { id?: string | number } = {}): string {
  return backOfficeMessages[key].replace('{{id}}', String(values.id ?? ''));
}

/** What a person's profile can lack, as staff read it: "Missing: photo, skills". */
export const profileGapNames = ['photo', 'location', 'skills', 'workExperience', 'companyName'] as const;
export type ProfileGap = (typeof profileGapNames)[number];

// warned, suspended and cleared: how staff closed a report with due process (safety.ts).
export const reportStatuses = [
  'open',
  'escalated',
  'rejected',
  'blocked',
  'dismissed',
  'warned',
  'suspended',
  'cleared',
] as const;

export const adminMessages = {
  invalidCredits: 'Enter a valid positive number.',
  insufficientCredits: 'Insufficient balance! Cannot deduct more credits than available.',
  reasonRequired: 'Give a reason for this change.',
  walletAdjusted: 'Wallet updated. New balance: {{credits}} Credits.',
  employeeAdded: 'Employee added. Their user id is {{staffCode}}.',
  employeeUpdated: 'Employee details updated.',
  staffPhoneTaken: 'A staff member with this mobile number already exists.',
  staffPhoneIsPersons: 'This mobile number belongs to a KaamSetu user. Staff need a number of their own.',
  profileBlocked: 'Profile blocked.',
  profileUnblocked: 'Profile unblocked.',
  employeeNotFound: 'Employee not found.',
  demoNoWallet: 'Demo profiles have no wallet.',
  demoNotEditable: 'Demo profiles cannot be changed.',
  payoutAlreadySettled: 'This transfer was already settled.',
  utrRequired: 'Enter the UTR of the transfer (6 to 35 letters and digits).',
  rejectReasonRequired: 'Give a reason (at least 3 characters).',
  adminOnly: 'Only an Admin can do this.',
} as const;

/** The reference number of a bank transfer, as an Admin types it from the bank's statement. */
export const UTR_PATTERN = /^[A-Za-z0-9]{6,35}$/;

export const ADMIN_TABLE_PAGE_SIZE = 25;
