import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { buildTestApp } from '../../../test/helper.ts';
import { payLinks } from '../bookings/payments-and-confirmation/pay-links.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('POST /api/v1/auth/token (spec part 1 §7, docs/architecture.md §4)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let db: Awaited<ReturnType<typeof buildTestApp>>['db'];

  beforeEach(async () => {
    ({ app, close, db } = await buildTestApp());
  });
  afterEach(() => close());

  const token = (payload: Record<string, string>, form = false) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      ...(form
        ? {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(payload).toString(),
          }
        : { payload }),
    });

  it('issues an anonymous token for the site client, form-encoded or JSON, with expires_in seconds', async () => {
    for (const form of [true, false]) {
      const res = await token(
        { grant_type: 'client_credentials', client_id: 'web', client_secret: 'web-public' },
        form,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json() as { access_token: string; token_type: string; expires_in: number };
      expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'token_type']);
      expect(body.token_type).toBe('Bearer');
      expect(body.expires_in).toBe(3600);
      expect(body.access_token.split('.')).toHaveLength(3);
    }
  });

  it('refuses an unknown client with 401 invalid_client', async () => {
    const res = await token({ grant_type: 'client_credentials', client_id: 'web', client_secret: 'guess' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('issues a user token for the right e-mail and password and refuses a wrong one', async () => {
    await db.kysely
      .insertInto('customers')
      .values({
        brand_id: 1,
        first_name: 'Anna',
        last_name: 'Keller',
        email: 'anna@example.ch',
        mobile: '+41790000000',
        password_hash: await hashPassword('correct horse battery'),
        created_at: new Date().toISOString(),
      })
      .execute();
    const base = {
      grant_type: 'password',
      client_id: 'web',
      client_secret: 'web-public',
      username: 'Anna@Example.ch',
    };
    const ok = await token({ ...base, password: 'correct horse battery' });
    expect(ok.statusCode).toBe(200);
    const user = (ok.json() as { access_token: string }).access_token;
    const groups = await app.inject({
      method: 'GET',
      url: '/api/v1/locations/public?brandID=1',
      headers: { authorization: `Bearer ${user}` },
    });
    expect(groups.statusCode).toBe(200);
    const bad = await token({ ...base, password: 'wrong horse' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Wrong e-mail or password.',
    });
    const nobody = await token({ ...base, username: 'nobody@example.ch', password: 'correct horse battery' });
    expect(nobody.json()).toEqual(bad.json());
  });

  it('refuses a request without grant_type with 400 invalid_request and a description', async () => {
    const res = await token({ client_id: 'web', client_secret: 'web-public' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
    expect((res.json() as { error_description: string }).error_description).toMatch(/grant_type/);
  });

  /** GET /api/v1/locations with `bearer` as the access token. */
  const locationsWith = (bearer: string) =>
    app.inject({ method: 'GET', url: '/api/v1/locations', headers: { authorization: `Bearer ${bearer}` } });
  const expectInvalidToken = async (bearer: string) => {
    const res = await locationsWith(bearer);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'invalid_token' });
  };

  it('refuses expired or forged tokens with 401 invalid_token', async () => {
    const key = new TextEncoder().encode('test-secret-test-secret-test-secret-0123');
    const expired = await new SignJWT({ cid: 'web' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('client:web')
      .setIssuedAt(1)
      .setExpirationTime(2)
      .sign(key);
    const forged = await new SignJWT({ cid: 'web' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('client:web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another!'));
    for (const bearer of [expired, forged, 'not-a-jwt']) {
      await expectInvalidToken(bearer);
    }
  });

  it('refuses other tokens signed with the same secret (a pay link, a token without subject or client) with 401 invalid_token', async () => {
    const key = new TextEncoder().encode('test-secret-test-secret-test-secret-0123');
    const link = await payLinks('test-secret-test-secret-test-secret-0123', 'http://localhost').link(
      1,
      new Date(Date.now() + 3_600_000),
    );
    const payLink = new URL(link).searchParams.get('token')!;
    const signed = (claims: Record<string, unknown>, subject?: string) => {
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setJti('j1')
        .setExpirationTime('1h');
      return (subject ? jwt.setSubject(subject) : jwt).sign(key);
    };
    const control = await signed({ cid: 'web' }, 'client:web');
    expect((await locationsWith(control)).statusCode).toBe(200);
    for (const bearer of [
      payLink,
      await signed({ cid: 'web' }),
      await signed({}, 'client:web'),
      await signed({ cid: 'web', aud: 'pay-link' }, 'client:web'),
      await signed({ cid: 'web' }, 'customer:abc'),
    ]) {
      await expectInvalidToken(bearer);
    }
  });
});

describe('password hashes (docs/architecture.md §10: node:crypto scrypt)', () => {
  it('stores scrypt with N=2^17, r=8, p=1 and a random salt, and verifies only the right password', async () => {
    const a = await hashPassword('s3cret-passphrase');
    const b = await hashPassword('s3cret-passphrase');
    expect(a.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(a).not.toBe(b);
    expect(await verifyPassword('s3cret-passphrase', a)).toBe(true);
    expect(await verifyPassword('s3cret-passphrasE', a)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
});
