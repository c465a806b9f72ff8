// The wallet's messages, limits, entry kinds and payout statuses, without zod: a page that only shows them does
// not load zod with them (issue 19). wallet.ts builds its schemas on these.

/** A UPI ID as people type it: a handle, then @ and the bank's name (upiIdSchema trims first). */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export const walletMessages = {
  invalidRechargeAmount: 'Please enter a valid recharge amount.',
  rechargeSuccessful: 'Recharge Successful!',
  invalidTransfer: 'Please enter a valid transfer amount and UPI ID.',
  insufficientFunds: 'Insufficient funds for the transfer.',
  transferSuccessful: 'Transfer Successful!',
  minimumTransfer: 'The smallest transfer is ₹50.',
  invalidUpiId: 'Enter a UPI ID like name@bank.',
  insufficientCredits: 'Not enough Credits to view this contact. Recharge your wallet first.',
  onlyEmployersUnlock: 'Only employers can view contact numbers.',
  cannotUnlock: 'This contact cannot be viewed.',
  /** A demo (sample) profile: its number is made up, so nobody can pay for it. */
  sampleNoNumber: 'This is a sample profile. It has no real number.',
  idempotencyKeyRequired: 'Send an Idempotency-Key header (8 to 100 letters, digits, - or _).',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  paymentNotVerified: 'The payment could not be verified. No money was added.',
  paymentFailed: 'The payment did not go through. No money was taken.',
  orderNotFound: 'Recharge not found.',
  fakeGatewayOnly: 'The test gateway is not available here.',
} as const;

export const RECHARGE_MIN_PAISE = 10_00;
export const RECHARGE_MAX_PAISE = 10_000_00;
export const PAYOUT_MIN_PAISE = 50_00;
export const TRANSACTIONS_PAGE_SIZE = 20;
/** GET /api/me/contacts: the workers an Employer paid to call, a page at a time. */
export const MY_CONTACTS_PAGE_SIZE = 20;

/** What a line in a person's wallet history stands for. */
export const walletEntryKinds = [
  'welcome_credits',
  'recharge',
  'contact_unlock',
  'contact_earning',
  'payout',
  'payout_returned',
  'adjustment',
  // Dead-number claims: the Employer's price back; the worker's share taken back; or, when that share was
  // already paid out, the part KaamSetu pays instead.
  'unlock_refund',
  'unlock_reversal',
  'unlock_refund_absorbed',
  // A work agreement's wage released from escrow to the worker's Earnings (issue 18).
  'agreement_payment',
] as const;

export const payoutStatuses = ['pending', 'processing', 'paid', 'rejected', 'failed'] as const;
