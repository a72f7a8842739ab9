import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clockedApp, seedCustomer } from '../accounts/accounts.test-kit.ts';
import { backoffSeconds } from './login-backoff.ts';

type Kit = Awaited<ReturnType<typeof clockedApp>>;
const OWNER = '192.0.2.10';
const ATTACKER = '198.51.100.7';

/** The password grant for anna@example.ch from `remoteAddress`. */
const attempt = (app: FastifyInstance, remoteAddress: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    remoteAddress,
    payload: {
      grant_type: 'password',
      client_id: 'web',
      client_secret: 'web-public',
      username: 'anna@example.ch',
      password,
    },
  });

describe('backoffSeconds (ADR 011)', () => {
  it('is 0 for the first 4 failures, then 1, 2, 4 ... seconds, capped at 15 minutes', () => {
    const table: [number, number][] = [
      [0, 0],
      [4, 0],
      [5, 1],
      [6, 2],
      [7, 4],
      [14, 512],
      [15, 900],
      [100, 900],
    ];
    for (const [failures, seconds] of table) expect(backoffSeconds(failures)).toBe(seconds);
  });
});

describe('login back-off per account and address (ADR 011: a lockout no one can trigger for someone else)', () => {
  let kit: Kit;
  beforeEach(async () => {
    kit = await clockedApp();
    await seedCustomer(kit.db, { email: 'anna@example.ch', password: 'anna-password-1' });
  });
  afterEach(() => kit.close());

  it('100 wrong passwords from 100 different addresses do not stop the owner logging in from their own address', async () => {
    for (let i = 0; i < 100; i++) {
      const res = await attempt(kit.app, `10.0.${Math.floor(i / 50)}.${(i % 50) + 1}`, `guess-${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_grant' });
    }
    const owner = await attempt(kit.app, OWNER, 'anna-password-1');
    expect(owner.statusCode).toBe(200);
  });

  it('after 5 wrong passwords from one address that address waits 1 s, then 2 s, then 4 s (429 with Retry-After); the owner elsewhere logs in', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(kit.app, ATTACKER, 'wrong')).statusCode).toBe(400);
    // Even the right password is not checked while the address waits.
    const waits: number[] = [];
    for (const wait of [1, 2, 4]) {
      const refused = await attempt(kit.app, ATTACKER, 'anna-password-1');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.json()).toEqual({
        error: 'too_many_requests',
        error_description: `Too many failed attempts for this account from your connection. Please try again in ${wait} second${wait === 1 ? '' : 's'}, or reset your password.`,
      });
      waits.push(Number(refused.headers['retry-after']));
      kit.advance(wait * 1000);
      if (wait < 4) expect((await attempt(kit.app, ATTACKER, 'wrong')).statusCode).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4]);
    expect((await attempt(kit.app, OWNER, 'anna-password-1')).statusCode).toBe(200);
  });

  it("a successful login clears that address's failures", async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(kit.app, OWNER, 'wrong')).statusCode).toBe(400);
    expect((await attempt(kit.app, OWNER, 'anna-password-1')).statusCode).toBe(429);
    kit.advance(1000);
    expect((await attempt(kit.app, OWNER, 'anna-password-1')).statusCode).toBe(200);
    const left = await kit.db.kysely.selectFrom('login_failures').select('address').execute();
    expect(left).toEqual([]);
    expect((await attempt(kit.app, OWNER, 'wrong')).statusCode).toBe(400);
    expect((await attempt(kit.app, OWNER, 'anna-password-1')).statusCode).toBe(200);
  });

  it('the wait is at most 15 minutes, however many failures', async () => {
    const at = '2026-11-21T12:00:00.000Z';
    await kit.db.kysely
      .insertInto('login_failures')
      .values(
        Array.from({ length: 40 }, () => ({ email: 'anna@example.ch', address: ATTACKER, failed_at: at })),
      )
      .execute();
    const refused = await attempt(kit.app, ATTACKER, 'anna-password-1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect((refused.json() as { error_description: string }).error_description).toContain('15 minutes');
    kit.advance(900_000);
    expect((await attempt(kit.app, ATTACKER, 'anna-password-1')).statusCode).toBe(200);
  });
});
