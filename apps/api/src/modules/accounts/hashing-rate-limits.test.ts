import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousToken } from '../../../test/helper.ts';
import { clockedApp, seedCustomer, userToken } from './accounts.test-kit.ts';

type Kit = Awaited<ReturnType<typeof clockedApp>>;

const TOO_MANY = {
  error: 'too_many_requests',
  error_description: 'Too many attempts. Please wait a minute and try again.',
};

/** The calls that hash a password are rate-limited per connection address (ADR 011). */
describe('registration and password change are rate-limited per connection address (ADR 011)', () => {
  let kit: Kit;
  let anon: string;
  beforeEach(async () => {
    kit = await clockedApp();
    anon = await anonymousToken(kit.app);
  });
  afterEach(() => kit.close());

  /** POST /api/v1/customers from `remoteAddress` with a spoofed X-Forwarded-For; `password` registers. */
  const createCustomer = (i: number, remoteAddress: string, password?: string) =>
    kit.app.inject({
      method: 'POST',
      url: '/api/v1/customers',
      remoteAddress,
      headers: { authorization: `Bearer ${anon}`, 'x-forwarded-for': `198.51.100.${i + 1}` },
      payload: {
        firstName: 'Lena',
        lastName: 'Fischer',
        email: `lena${i}@example.ch`,
        mobile: '+41791234567',
        ...(password === undefined ? {} : { password }),
      },
    });

  it('POST /api/v1/customers with a password answers 429 to the 6th registration within a minute from one address, whatever X-Forwarded-For says', async () => {
    // Short passwords (422) keep the test cheap: an attempt counts whether or not it is accepted.
    for (let i = 0; i < 5; i++) {
      expect((await createCustomer(i, '203.0.113.7', 'short')).statusCode).toBe(422);
    }
    const sixth = await createCustomer(5, '203.0.113.7', 'glacier-express-7');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(TOO_MANY);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // Another connection keeps its own allowance.
    expect((await createCustomer(6, '203.0.113.8', 'glacier-express-7')).statusCode).toBe(202);
  });

  it("POST /api/v1/customers without a password (the booking flow's guest) keeps working after the registration limit, up to 60 a minute", async () => {
    for (let i = 0; i < 5; i++) await createCustomer(i, '203.0.113.7', 'short');
    expect((await createCustomer(5, '203.0.113.7', 'glacier-express-7')).statusCode).toBe(429);
    const guests: number[] = [];
    for (let i = 10; i < 71; i++) guests.push((await createCustomer(i, '203.0.113.7')).statusCode);
    expect(guests.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(guests[60]).toBe(429);
  });

  it('POST /api/v1/customers/me/password answers 429 to the 11th change within a minute from one address', async () => {
    await seedCustomer(kit.db, { email: 'anna@example.ch', password: 'anna-password-1' });
    const token = await userToken(kit.app, 'anna@example.ch', 'anna-password-1');
    const change = (i: number) =>
      kit.app.inject({
        method: 'POST',
        url: '/api/v1/customers/me/password',
        remoteAddress: '203.0.113.7',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `198.51.100.${i + 1}` },
        payload: { currentPassword: 'not-my-password', newPassword: 'fresh-powder-42' },
      });
    for (let i = 0; i < 10; i++) expect((await change(i)).statusCode).toBe(403);
    const eleventh = await change(10);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual(TOO_MANY);
  });
});
