import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPANY } from '@alpine/contract';
import { z } from 'zod';
import { PASSWORD_HASH_COST } from './modules/auth/password-hash.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** Repository root (apps/api/src -> ../../..). */
export const REPO_ROOT = resolve(here, '../../..');

const boolish = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** A proxy address as proxy-addr (Fastify's trustProxy) takes it: an IP, an IP/prefix, or a named range. */
const isProxyAddress = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [ip = '', prefix, ...rest] = entry.split('/');
  const family = isIP(ip);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/** TRUST_PROXY (ADR 011): comma-separated proxy addresses; unset or empty = trust no proxy. */
const proxyList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every(isProxyAddress), 'must be comma-separated IP addresses or CIDR ranges');

/**
 * The environment, parsed once at boot (the README (Configuration), docs/architecture.md §12.9). Every key
 * has a laptop default. A bad value stops the start with the list of bad keys.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres(ql)?:\/\/)/, 'must start with sqlite: or postgres://')
    .default('sqlite:./data/transfers.sqlite'),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  PAYMENTS_SANDBOX: boolish,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(resolve(REPO_ROOT, 'apps/web/dist')),
  DATA_DIR: z.string().default('./data'),
  SEARCH_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  TRUST_PROXY: proxyList,
  SANDBOX_SETTLE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  REVIEW_HOLD_HOURS: z.coerce.number().positive().max(720).default(24),
  OPERATOR_NAME: z.string().trim().min(1).max(100).default('Alpine Transfers'),
  OPERATOR_PHONE: z.string().trim().min(1).max(40).default('+41 22 555 01 00'),
  OPERATOR_EMAIL: z.string().trim().email().optional(),
  GEOCODER_URL: z.string().url().optional(),
  ROUTER_URL: z.string().url().optional(),
  GEO_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  GEO_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .default('© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
});

/**
 * Who runs the service, as travellers see it on e-mails, the e-ticket and calendar entries
 * (docs/architecture.md §8): OPERATOR_NAME, OPERATOR_PHONE, OPERATOR_EMAIL (the From address; default
 * defaultOperatorEmail(PUBLIC_URL)).
 */
export interface OperatorContact {
  name: string;
  phone: string;
  email: string;
}

/**
 * The operator's e-mail when OPERATOR_EMAIL is unset (docs/architecture.md §6): bookings@<host of publicUrl>,
 * unless that host cannot receive mail (localhost or *.localhost, an IPv4 or IPv6 address, a name
 * without a dot), where a traveller would read a broken 'bookings@localhost': then COMPANY.email,
 * the placeholder of packages/contract/src/company.ts.
 */
export function defaultOperatorEmail(publicUrl: string): string {
  const host = new URL(publicUrl).hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  const local =
    host === 'localhost' || host.endsWith('.localhost') || isIP(host) !== 0 || !host.includes('.');
  return local ? COMPANY.email : `bookings@${host}`;
}

/** The typed configuration the app is built with (the README (Configuration)). */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  /**
   * Interface to listen on (the README (Configuration)): 127.0.0.1 (laptop mode) unless HOST says otherwise.
   */
  host: string;
  databaseUrl: string;
  publicUrl: string;
  jwtSecret: string;
  /** Lifetime of access tokens, seconds (docs/architecture.md §4: 3600). */
  tokenTtlSeconds: number;
  /** Idle lifetime of user tokens, seconds (ADR 007: 30 minutes unless 'Remember Me'). */
  userTokenTtlSeconds: number;
  /** Lifetime of 'Remember Me' user tokens, seconds (ADR 007: 30 days). */
  rememberedTokenTtlSeconds: number;
  /** The web client's OAuth client (docs/architecture.md §4). */
  webClient: { client_id: string; client_secret: string };
  paymentGateway: 'sandbox' | 'stripe';
  stripePublishableKey: string | null;
  /** Stripe secret key when the gateway is 'stripe', else null (the README (Configuration)). */
  stripeSecretKey: string | null;
  /** Signing secret of the Stripe webhook (STRIPE_WEBHOOK_SECRET); null = no webhook route. */
  stripeWebhookSecret: string | null;
  /** SMTP_URL: null = mail is kept in the outbox and shown at /dev/mailbox outside production. */
  smtpUrl: string | null;
  logLevel: string;
  webDist: string;
  /** Identical searches within this many seconds share an answer (ADR 005); 0 = off. */
  searchCacheSeconds: number;
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY; ADR 011): IPs or CIDRs. Empty = none,
   * so request.ip, the key of every rate limit, is the connection's own address.
   */
  trustProxy: string[];
  /**
   * Test hook (ADR 009 crash test): the sandbox waits this long, ms, between charge and settlement; 0 in
   * production.
   */
  sandboxSettleDelayMs: number;
  /** Hours a booking sent to review holds its seats at most (never past its departure; ADR 010). */
  reviewHoldHours: number;
  /** The operator's contact details on e-mails, e-tickets and calendar entries (docs/architecture.md §8). */
  operator: OperatorContact;
  /**
   * The geo proxy's services (ADR 018): a Nominatim- or Photon-compatible geocoder and an
   * OSRM-compatible router (null = the embedded gazetteer and router), the time limit of one
   * remote call (ms) and how long answers are cached (s).
   */
  geo: { geocoderUrl: string | null; routerUrl: string | null; timeoutMs: number; cacheSeconds: number };
  /** The map's tiles (ADR 018): a {z}/{x}/{y} URL template and its attribution (HTML). */
  map: { tileUrl: string; attribution: string };
  /**
   * log2 of scrypt's N for new password hashes (ADR 007: 17). Not read from the environment: every
   * server hashes at ADR 007's cost; only the API tests build an app with a cheaper one.
   */
  passwordHashCost: number;
}

/**
 * Reads the JWT secret from DATA_DIR/jwt-secret, creating a random one the first time
 * (the README (Configuration)).
 */
function keptSecret(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Parses the environment into AppConfig. Throws an Error listing every bad key, and refuses a
 * production start without Stripe keys unless PAYMENTS_SANDBOX=1 (docs/architecture.md §4).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const bad = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Bad configuration: ${bad}`);
  }
  const e = parsed.data;
  const stripe = Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY);
  if (e.NODE_ENV === 'production' && !stripe && !e.PAYMENTS_SANDBOX) {
    throw new Error(
      'Bad configuration: production needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYMENTS_SANDBOX=1',
    );
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    jwtSecret: e.JWT_SECRET ?? keptSecret(e.DATA_DIR),
    tokenTtlSeconds: 3600,
    userTokenTtlSeconds: 1800,
    rememberedTokenTtlSeconds: 30 * 24 * 3600,
    webClient: { client_id: 'web', client_secret: 'web-public' },
    paymentGateway: stripe ? 'stripe' : 'sandbox',
    stripePublishableKey: stripe ? (e.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    stripeSecretKey: stripe ? (e.STRIPE_SECRET_KEY ?? null) : null,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET || null,
    smtpUrl: e.SMTP_URL || null,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    trustProxy: e.TRUST_PROXY,
    sandboxSettleDelayMs: e.NODE_ENV === 'production' ? 0 : e.SANDBOX_SETTLE_DELAY_MS,
    reviewHoldHours: e.REVIEW_HOLD_HOURS,
    operator: {
      name: e.OPERATOR_NAME,
      phone: e.OPERATOR_PHONE,
      email: e.OPERATOR_EMAIL ?? defaultOperatorEmail(publicUrl),
    },
    geo: {
      geocoderUrl: e.GEOCODER_URL || null,
      routerUrl: e.ROUTER_URL || null,
      timeoutMs: e.GEO_TIMEOUT_MS,
      cacheSeconds: e.GEO_CACHE_SECONDS,
    },
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    passwordHashCost: PASSWORD_HASH_COST,
  };
}

/**
 * True when `host` listens on the loopback interface only (127.0.0.0/8, ::1, localhost): only
 * this machine can connect. docs/architecture.md §4: /dev/mailbox and the outbox exist only then.
 */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}
