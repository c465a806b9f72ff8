// The external services tests may use, when the environment provides them (CI does; a laptop may not).
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;
