// Public surface of the contract: everything server and web agree on.
export * from './errors.js';
export * from './health.js';
export * from './business.js';
export * from './messages.js';
export * from './phone.js';
export * from './auth.js';
export * from './skills.js';
export * from './profiles.js';
export * from './wallet.js';
export * from './requests.js';
export * from './back-office.js';
export * from './privacy.js';
export * from './privacy-notice.js';
export * from './trust.js';
export * from './reviews.js';
export * from './gstin.js';
export * from './verification.js';
