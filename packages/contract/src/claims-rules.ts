// Dead-number claims' window, statuses and messages, without zod: a page that only shows claims does not load
// zod with them (issue 19). claims.ts builds its schemas on these.

/** How long after an unlock the Employer may report the number. */
export const CLAIM_WINDOW_HOURS = 72;

export const claimStatuses = ['open', 'confirmed', 'refunded', 'rejected'] as const;

export const claimMessages = {
  reasonRequired: 'Write a reason of at least 3 characters.',
} as const;
