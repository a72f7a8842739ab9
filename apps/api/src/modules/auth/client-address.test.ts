import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymousToken, buildTestApp } from '../../../test/helper.ts';
import { seedCustomer } from '../accounts/accounts.test-kit.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** A documentation-range address (RFC 5737) per index, as a spoofing client would rotate them. */
const spoofed = (i: number) => `198.51.100.${(i % 250) + 1}`;

/** GET /api/v1/bookings/{reference}?email= for an unknown booking, from `remoteAddress`. */
const findBooking = (app: FastifyInstance, token: string, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/bookings/QWERTYUP?email=someone%40example.ch',
    remoteAddress,
    headers: {
      authorization: `Bearer ${token}`,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
  });

/**
 * POST /api/v1/auth/token with the password grant and a wrong password, each for another account
 * so that the per-account back-off (login-backoff.ts) never answers first: the address limit does.
 * The account exists with a cheap scrypt hash (accounts.test-kit.ts): an unknown e-mail is checked
 * against the dummy hash at N=2^17, about 1 s of CPU a login here, and 11 of them passed the test's
 * time limit on a loaded host; what is counted, the address, is the same either way.
 */
let attempt = 0;
const wrongLogin = async (kit: TestApp, remoteAddress: string, forwardedFor: string) => {
  const username = `nobody.${(attempt += 1)}@example.ch`;
  await seedCustomer(kit.db, { email: username, password: 'the-right-password', verified: true });
  return kit.app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: {
      grant_type: 'password',
      client_id: 'web',
      client_secret: 'web-public',
      username,
      password: 'not-the-password',
    },
  });
};

describe('rate limits key on the connection address; X-Forwarded-For only from TRUST_PROXY (ADR 011)', () => {
  let kit: TestApp;
  afterEach(() => kit.close());

  it('GET /api/v1/bookings/{reference}?email= answers 429 to the 11th find from one connection however X-Forwarded-For rotates', async () => {
    kit = await buildTestApp();
    const token = await anonymousToken(kit.app);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await findBooking(kit.app, token, '203.0.113.7', spoofed(i))).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
  });

  it('POST /api/v1/auth/token answers 429 to the 11th login from one connection however X-Forwarded-For rotates', async () => {
    kit = await buildTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      statuses.push((await wrongLogin(kit, '203.0.113.7', spoofed(i))).statusCode);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
  });

  it('with TRUST_PROXY=127.0.0.1 each forwarded client gets its own allowance, and a header from elsewhere is ignored', async () => {
    kit = await buildTestApp({ config: { trustProxy: ['127.0.0.1'] } });
    const token = await anonymousToken(kit.app);
    const viaProxy = (client: string) => findBooking(kit.app, token, '127.0.0.1', client);
    for (let i = 0; i < 10; i++) {
      expect((await viaProxy('192.0.2.10')).statusCode).toBe(404);
      expect((await viaProxy('192.0.2.20')).statusCode).toBe(404);
    }
    expect((await viaProxy('192.0.2.10')).statusCode).toBe(429);
    expect((await viaProxy('192.0.2.20')).statusCode).toBe(429);
    expect((await viaProxy('192.0.2.30')).statusCode).toBe(404);

    // Not from the trusted proxy: its X-Forwarded-For is not believed, so rotating it does not help.
    const direct: number[] = [];
    for (let i = 0; i < 12; i++) {
      direct.push((await findBooking(kit.app, token, '203.0.113.9', spoofed(i))).statusCode);
    }
    expect(direct.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(direct.slice(10)).toEqual([429, 429]);
  });

  it('with TRUST_PROXY=127.0.0.1 logins are counted per forwarded client', async () => {
    kit = await buildTestApp({ config: { trustProxy: ['127.0.0.1'] } });
    for (let i = 0; i < 10; i++) {
      expect((await wrongLogin(kit, '127.0.0.1', '192.0.2.10')).statusCode).not.toBe(429);
    }
    expect((await wrongLogin(kit, '127.0.0.1', '192.0.2.10')).statusCode).toBe(429);
    expect((await wrongLogin(kit, '127.0.0.1', '192.0.2.20')).statusCode).not.toBe(429);
  });
});
