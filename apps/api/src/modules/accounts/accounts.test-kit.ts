import { randomBytes, scryptSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { buildTestApp } from '../../../test/helper.ts';

/**
 * Test kit of the accounts and auth tests: an app whose clock can be moved, customers seeded with
 * a cheap scrypt hash (N=2^10; verifyPassword reads N from the hash) so that only the calls under
 * test pay for N=2^17, and readers of the mail outbox.
 */
export async function clockedApp(start = new Date('2026-11-21T12:00:00Z')) {
  let at = start.getTime();
  const built = await buildTestApp({ now: () => new Date(at) });
  return {
    ...built,
    /** Moves the app clock forward by `ms`. */
    advance: (ms: number) => {
      at += ms;
    },
  };
}

/** A scrypt hash in the stored format with a cheap N, for seeded customers. */
export function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Inserts a customer (an account when `password` is given; a partner's user with `partnerID`); its id. */
export async function seedCustomer(
  db: Db,
  c: {
    email: string;
    password?: string;
    firstName?: string;
    verified?: boolean;
    partnerID?: number;
    /** An operator's account (ADR 019). */
    operator?: boolean;
  },
): Promise<number> {
  const row = await db.kysely
    .insertInto('customers')
    .values({
      brand_id: 1,
      first_name: c.firstName ?? 'Anna',
      last_name: 'Keller',
      email: c.email,
      mobile: '+41790000000',
      password_hash: c.password === undefined ? null : cheapHash(c.password),
      created_at: '2026-11-01T00:00:00.000Z',
      email_verified_at: c.verified ? '2026-11-01T00:00:00.000Z' : null,
      partner_id: c.partnerID ?? null,
      operator: c.operator ? 1 : 0,
    })
    .returning('customer_id')
    .executeTakeFirstOrThrow();
  return row.customer_id;
}

/** POST /api/v1/auth/token with the password grant. */
export function login(app: FastifyInstance, username: string, password: string, remember?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    payload: {
      grant_type: 'password',
      client_id: 'web',
      client_secret: 'web-public',
      username,
      password,
      ...(remember === undefined ? {} : { remember }),
    },
  });
}

/** A user token for a seeded account. */
export async function userToken(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await login(app, email, password);
  return (res.json() as { access_token: string }).access_token;
}

/** The outbox messages to `to`, newest first. */
export async function mailsTo(db: Db, to: string) {
  return db.kysely
    .selectFrom('mail_outbox')
    .select(['subject', 'text', 'html'])
    .where('to_address', '=', to)
    .orderBy('mail_id', 'desc')
    .execute();
}

/** Waits (up to 3 s) until `to` has `count` messages; the newest first. */
export async function waitForMails(db: Db, to: string, count = 1) {
  for (let i = 0; i < 60; i++) {
    const mails = await mailsTo(db, to);
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
  return mailsTo(db, to);
}

/** The token of the `${publicUrl}${page}?token=` link in a plain-text e-mail. */
export function linkToken(text: string, page: '/verify-email' | '/new-password'): string {
  const match = new RegExp(`https?://\\S+${page}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${page} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

/** The token of the `${publicUrl}/my-account/claim-bookings?token=` link in a plain-text e-mail. */
export function claimLinkToken(text: string): string {
  const match = /https?:\/\/\S+\/my-account\/claim-bookings\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no claim link in: ${text}`);
  return decodeURIComponent(match[1]);
}
