import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { migrateToLatest, openDatabase, type Db } from '../src/db/database.ts';
import { seedIfEmpty } from '../src/db/seed-database.ts';

/**
 * Test helper (modelled on fastify/demo's test/helper.ts; docs/architecture.md §12.11: each test gets a fresh migrated and
 * seeded database). TEST_DB=pg runs on PostgreSQL (TEST_DATABASE_URL): each test gets a copy of a
 * per-worker template database; otherwise each test gets an in-memory copy of a seeded SQLite image.
 */
export const onPostgres = process.env.TEST_DB === 'pg';

let sqliteImage: Promise<Buffer> | null = null;
let pgTemplate: Promise<string> | null = null;

function pgUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${database}`;
  return url.toString();
}

/** Prefix of every database the PostgreSQL run creates, so CI can drop leftovers. */
export function pgPrefix(): string {
  const base =
    new URL(process.env.TEST_DATABASE_URL ?? 'postgres://x/alpine_test').pathname.slice(1) || 'alpine_test';
  return `${base}_t`;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function buildSqliteImage(): Promise<Buffer> {
  const db = openDatabase('sqlite::memory:');
  await migrateToLatest(db);
  await seedIfEmpty(db);
  const image = db.sqlite!.serialize();
  await db.close();
  return image;
}

async function buildPgTemplate(): Promise<string> {
  const name = `${pgPrefix()}pl_${process.pid}`;
  await adminQuery(`drop database if exists ${name}`);
  await adminQuery(`create database ${name}`);
  const db = openDatabase(pgUrl(name));
  await migrateToLatest(db);
  await seedIfEmpty(db);
  await db.close();
  return name;
}

/** A fresh migrated and seeded database; `drop()` removes it. */
export async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (onPostgres) {
    pgTemplate ??= buildPgTemplate();
    const template = await pgTemplate;
    const name = `${pgPrefix()}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(`create database ${name} template ${template}`);
    const db = openDatabase(pgUrl(name));
    return {
      db,
      drop: async () => {
        await db.close();
        await adminQuery(`drop database if exists ${name}`);
      },
    };
  }
  sqliteImage ??= buildSqliteImage();
  const db = openDatabase('sqlite::memory:', await sqliteImage);
  return { db, drop: () => db.close() };
}

/** log2 of scrypt's N of the API tests' new password hashes (testConfig). */
export const TEST_PASSWORD_HASH_COST = 10;

/** A test configuration: fixed secret, no files written. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      SEARCH_CACHE_SECONDS: '0',
    }),
    // New password hashes at N = 2^10 rather than ADR 007's 2^17 (0.04 s of CPU rather than 0.8 s):
    // registrations, logins and password changes test what they do, not scrypt's cost. The tests
    // of the cost itself, of the hashing queue under a flood and of login timing pass
    // { passwordHashCost: PASSWORD_HASH_COST }.
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    ...overrides,
  };
}

/**
 * The real app on a fresh database (the one way the API tests open an app): its clock is `now`, a
 * fixed instant (21 November 2026 12:00 UTC unless given) or a function the test moves; `config`
 * overrides the test configuration. close() tears the app and the database down.
 */
export async function buildTestApp(
  opts: { now?: Date | (() => Date); config?: Partial<AppConfig> } = {},
): Promise<{
  app: FastifyInstance;
  db: Db;
  close: () => Promise<void>;
}> {
  const fresh = await freshDatabase();
  const at = opts.now ?? new Date('2026-11-21T12:00:00Z');
  const now = typeof at === 'function' ? at : () => at;
  const app = await buildApp(testConfig(opts.config), { db: fresh.db, now, logger: false });
  await app.ready();
  return {
    app,
    db: fresh.db,
    close: async () => {
      await app.close();
      await fresh.drop();
    },
  };
}

/** The session id (jti) of an access token. */
export function sessionOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    jti: string;
  };
  return payload.jti;
}

/** An anonymous (client_credentials) access token for `app`. */
export async function anonymousToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    payload: { grant_type: 'client_credentials', client_id: 'web', client_secret: 'web-public' },
  });
  return (res.json() as { access_token: string }).access_token;
}

/** One e-mail of the development outbox as GET /api/v1/dev/outbox answers it. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  replyTo: string | null;
}

/** The e-mails `app` has queued, from its development outbox (GET /api/v1/dev/outbox). */
export async function devOutbox(app: FastifyInstance): Promise<OutboxMail[]> {
  return ((await app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).json() as { data: OutboxMail[] })
    .data;
}
