import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { seedIfEmpty } from './db/seed-database.ts';

/**
 * Starts the server (docs/architecture.md §1 server.ts): reads the config, opens and migrates the database,
 * seeds an empty one with the Alpine network, listens, and closes gracefully on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // An idle PostgreSQL connection the server ended is logged (once the app's log exists); the
  // pool opens another.
  const started: { log?: FastifyBaseLogger } = {};
  const db = openDatabase(config.databaseUrl, undefined, (err) =>
    started.log
      ? started.log.warn({ err }, 'an idle PostgreSQL connection ended; the next query opens another')
      : process.emitWarning(`an idle PostgreSQL connection ended: ${err.message}`),
  );
  await migrateToLatest(db);
  const seeded = await seedIfEmpty(db);
  const app = await buildApp(config, { db });
  started.log = app.log;
  if (seeded) app.log.info('seeded the Alpine network into an empty database');
  const close = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Alpine Transfers is running: ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
