// Work agreements' messages, limits, statuses and event kinds, without zod: a page that only shows agreements
// does not load zod with them (issue 19). agreements.ts builds its schemas on these.

export const agreementMessages = {
  onlyEmployers: 'Only Employers can propose an agreement',
  workerNotFound: 'Worker not found',
  noEngagement:
    'You can propose an agreement after you have seen this worker’s number, hired them or marked a Hire Now done',
  notFound: 'Agreement not found',
  notYours: 'This is not your agreement',
  onlyEmployer: 'Only the Employer of this agreement can do this',
  onlyWorker: 'Only the worker of this agreement can do this',
  wrongState: 'This agreement cannot do that now',
  amountInvalid: 'Enter a whole-rupee amount from ₹100 to ₹2,00,000',
  startsOnInvalid: 'Choose a start date from today up to 90 days ahead',
  daysInvalid: 'Enter the number of days (1 to 60)',
  titleRequired: 'Say what the work is',
  releaseTooMuch: 'You can release at most what is still held',
  startedNoCancel: 'The work has started: release the wage or open a dispute',
  statementRequired: 'Say what happened',
  alreadyStated: 'You have already given your side',
  photosOnlyInDispute: 'Photos can be added once a dispute is open',
  tooManyPhotos: 'You have already added 3 photos',
  splitMustAddUp: 'The two amounts must add up to exactly what is held',
  reasonRequired: 'Give a reason',
  paymentNotVerified: 'Payment could not be verified',
  orderNotFound: 'Payment order not found',
} as const;

/** ₹100 to ₹2,00,000, whole rupees, in paise. */
export const AGREEMENT_MIN_PAISE = 100_00;
export const AGREEMENT_MAX_PAISE = 2_00_000_00;
export const AGREEMENT_MAX_DAYS = 60;
export const AGREEMENT_START_MAX_DAYS_AHEAD = 90;
export const AGREEMENT_TITLE_MAX = 80;
export const AGREEMENT_DESCRIPTION_MAX = 1000;
export const AGREEMENT_STATEMENT_MAX = 2000;
export const AGREEMENT_SITE_MAX = 200;
/** Photos each side may add to its dispute statement. */
export const AGREEMENT_PHOTOS_PER_SIDE = 3;
export const AGREEMENT_HOURS_MAX = 60;
/** Hours after the worker marks the work done before the held wage releases by itself (ESCROW_AUTO_RELEASE_HOURS). */
export const AUTO_RELEASE_HOURS_DEFAULT = 72;

export const agreementStatuses = [
  // Proposed by the Employer; the worker has not answered. It may already be paid for (fundedAt).
  'proposed',
  // Accepted by the worker, not paid for yet.
  'accepted',
  // The wage is held; the work is ahead or under way.
  'funded',
  // The worker marked the work done; the rest of the wage releases at releaseDueAt unless disputed.
  'completed',
  // Everything held went to the worker.
  'released',
  'disputed',
  // Staff split what was held.
  'resolved',
  'declined',
  'cancelled',
] as const;

export const agreementEventKinds = [
  'proposed',
  'accepted',
  'declined',
  'funded',
  'completed',
  'released',
  'auto-released',
  'cancel-asked',
  'cancelled',
  'refunded',
  'disputed',
  'statement',
  'split-proposed',
  'resolved',
] as const;
