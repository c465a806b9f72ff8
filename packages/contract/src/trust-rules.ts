// The badge kinds as a plain list, without zod: a page that only names badges does not load zod with them
// (issue 19). trust.ts builds its schemas on this list.

/**
 * - `mobile-verified`: the number answered a one-time code (every account).
 * - `id-checked`: an Employee saw an identity document, in person or by video call (last 4 characters kept).
 * - `verified-business`: an Employer's GSTIN passed its format and check digit, and staff checked it.
 */
export const badgeKinds = ['mobile-verified', 'id-checked', 'verified-business'] as const;
