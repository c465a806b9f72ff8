// Starts KaamSetu: opens the database, applies migrations, listens, and shuts down cleanly on signals.
import { Redis } from 'ioredis';
import { ConfigError, loadConfig, type Config } from './config.js';
import { buildApp } from './app.js';
import { databaseTarget, openDatabase, type Database } from './db/client.js';
import { DirectoryLockedError } from './db/directory-lock.js';
import { runMigrations } from './db/migrate.js';
import { seedDemoIfEmpty } from './modules/profiles/demo-profiles.js';

function fail(message: string): never {
  console.error(`KaamSetu could not start.\n${message}`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

let database: Database;
try {
  database = await openDatabase(databaseTarget(config));
} catch (error) {
  if (error instanceof DirectoryLockedError) fail(error.message);
  throw error;
}

const redis = config.redisUrl
  ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
  : undefined;
redis?.on('error', () => undefined);

let closing = false;
async function shutdown(app: Awaited<ReturnType<typeof buildApp>> | undefined, signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app?.log.info({ signal }, 'shutting down');
  // app.close() stops accepting and waits for the requests under way (at most SHUTDOWN_TIMEOUT_SECONDS), so
  // the database closes only once nothing uses it. This is the last resort should closing itself hang.
  const force = setTimeout(() => process.exit(1), config.http.shutdownTimeoutMs + 5_000).unref();
  try {
    await app?.close();
  } finally {
    redis?.disconnect();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  }
}

try {
  await runMigrations(database);
  const app = await buildApp(config, { database, redis });
  if (config.seedDemo) {
    const added = await seedDemoIfEmpty(database.db);
    if (added > 0) app.log.info(`Added ${added} demo profiles to the new database (SEED_DEMO=false turns this off).`);
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void shutdown(app, signal));
  }
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(`KaamSetu is running on ${address} (database: ${database.kind})`);
} catch (error) {
  console.error(error);
  await database.close();
  process.exit(1);
}
