// Business constants the product promises to users; the server's config may override prices,
// but these are the defaults the landing page and the spec speak of.
export const OTP_LENGTH = 6;
export const WORKER_SHARE_RUPEES = 10;
export const CONTACT_UNLOCK_PRICE_RUPEES = 15;
export const WELCOME_CREDITS_RUPEES = 500;

export const userTypes = ['Employer', 'Labourer'] as const;
export type UserType = (typeof userTypes)[number];
