// Verification's messages, document types, check methods, business statuses and the badges a person shows,
// without zod: a page that only shows them does not load zod with them (issue 19). verification.ts builds its
// schemas on these.
import { gstinProblem, normalizeGstin } from './gstin.js';
import { badgeKinds } from './trust-rules.js';

export const verificationMessages = {
  last4Only: 'Enter only the last 4 letters or digits of the document, never the full number',
  documentTypeRequired: 'Choose the document you saw',
  methodRequired: 'Say how you saw it: in person or by video call',
  reasonRequired: 'Say why',
  gstinFormat: 'A GSTIN has 15 characters, like 27AAPFU0939F1ZV',
  gstinState: 'The GSTIN must start with a valid state code',
  gstinCheckDigit: 'This GSTIN is not valid: please check each character',
  onlyEmployersGstin: 'Only employers can add a GSTIN',
  gstinSubmitted: 'Thank you. Our team will check your GSTIN.',
  gstinUnchanged: 'This GSTIN is already saved.',
  idCheckRecorded: 'ID check recorded.',
  idCheckRevoked: 'ID check revoked.',
  alreadyIdChecked: 'This person is already ID checked. Revoke the current check first.',
  noIdCheck: 'This person has no ID check to revoke.',
  businessVerified: 'Business verified.',
  businessRefused: 'GSTIN refused.',
  noPendingBusiness: 'There is no GSTIN waiting for a check.',
  cannotVerifyDemo: 'Sample profiles cannot be verified.',
  cannotVerifySelf: 'You cannot verify yourself.',
} as const;

/** Documents staff may record; each is shown to people by name, never by number. */
export const idDocumentTypes = ['aadhaar', 'voter-id', 'driving-licence', 'pan', 'e-shram'] as const;

export const idCheckMethods = ['in-person', 'video-call'] as const;

export const businessStatuses = ['pending', 'verified', 'refused'] as const;

/**
 * The badges a person shows: `mobile-verified` for every real account (its number answered a one-time code),
 * then those staff granted, in the contract's order. Sample (demo) profiles never signed in, so show none.
 */
export function badgesOf(person: { granted: readonly string[]; isDemo?: boolean }): (typeof badgeKinds)[number][] {
  if (person.isDemo) return [];
  return badgeKinds.filter((badge) => badge === 'mobile-verified' || person.granted.includes(badge));
}

/** The longest GSTIN text looked at, spaces and all. */
export const GSTIN_INPUT_MAX_LENGTH = 40;

const gstinProblemKeys = { format: 'gstinFormat', state: 'gstinState', 'check-digit': 'gstinCheckDigit' } as const;

/**
 * The GSTIN as typed, written as the GST system writes it, or the verificationMessages key of what is wrong with
 * it. gstinRequestSchema gives the same answer (verification-rules.test.ts); the own profile's form checks with this.
 */
export function gstinOf(
  typed: string,
): { gstin: string } | { problem: (typeof gstinProblemKeys)[keyof typeof gstinProblemKeys] } {
  if (typed.length > GSTIN_INPUT_MAX_LENGTH) return { problem: 'gstinFormat' };
  const gstin = normalizeGstin(typed);
  const problem = gstinProblem(gstin);
  return problem === undefined ? { gstin } : { problem: gstinProblemKeys[problem] };
}
