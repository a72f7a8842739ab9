import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import { cachedStatements } from './statement-cache.ts';
import type { Database } from './schema.ts';

/** Which engine a database runs on. */
export type DialectName = 'sqlite' | 'postgres';

/** An open database: the Kysely instance and its engine (docs/architecture.md §1, ADR 002). */
export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** The raw SQLite handle (SQLite only), e.g. to serialize a test template. */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

// PostgreSQL bigint (count(*), sums) as JS numbers: our counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * What an idle PostgreSQL connection's end (the server restarted, an administrator or a failover
 * closed it) does by default: a warning on stderr. The pool drops that connection and opens a new
 * one for the next query; without a listener its 'error' event would end the process.
 */
const warnIdleClientError = (err: Error) =>
  process.emitWarning(`an idle PostgreSQL connection ended: ${err.message}`, { code: 'ALPINE_PG_IDLE' });

/**
 * Opens `sqlite:<path>`, `sqlite::memory:` or `postgres://...` (the README (Configuration) DATABASE_URL).
 * SQLite files get WAL, foreign keys and a busy timeout; their folder is created. `sqliteImage`
 * (a serialized SQLite database) opens an in-memory copy of it, for fast fresh test databases.
 * On PostgreSQL, `onIdleClientError` hears of idle connections the server ended (default: a
 * process warning); the process goes on (node-postgres: "always attach an error listener").
 */
export function openDatabase(
  url: string,
  sqliteImage?: Buffer,
  onIdleClientError: (err: Error) => void = warnIdleClientError,
): Db {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    pool.on('error', onIdleClientError);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  const path = url.replace(/^sqlite:/, '');
  let sqlite: SQLite.Database;
  if (sqliteImage) sqlite = new SQLite(sqliteImage);
  else if (path === ':memory:') sqlite = new SQLite(':memory:');
  else {
    const file = resolve(path);
    mkdirSync(dirname(file), { recursive: true });
    sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
  }
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Prepared statements reused across queries (docs/architecture.md §5).
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachedStatements(sqlite) }) });
  return { kysely, dialect: 'sqlite', sqlite, close: () => kysely.destroy() };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs every pending migration (ADR 002); throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String(error)}`, { cause: error });
  }
}
