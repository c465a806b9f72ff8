// Every table the server knows; drizzle-kit reads this file to generate migrations.
export * from './users.js';
export * from './staff.js';
export * from './otp.js';
export * from './profiles.js';
export * from './money.js';
export * from './requests.js';
export * from './audit.js';
export * from './work-photos.js';
export * from './reviews.js';
export * from './safety.js';
export * from './claims.js';
export * from './verification.js';
export * from './places.js';
export * from './jobs.js';
export * from './agreements.js';
export * from './notifications.js';
