// Every table the server knows; drizzle-kit reads this file to generate migrations.
export * from './users.js';
export * from './staff.js';
export * from './otp.js';
export * from './profiles.js';
export * from './money.js';
export * from './requests.js';
export * from './audit.js';
export * from './reviews.js';
