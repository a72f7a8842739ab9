import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clockedApp,
  linkToken,
  seedCustomer,
  userToken,
  waitForMails,
} from '../accounts/accounts.test-kit.ts';

type Kit = Awaited<ReturnType<typeof clockedApp>>;

/**
 * Issue 7 finding 10 / deliverable 9: a password change, a password reset and Log Out end tokens
 * (auth_sessions). Before, the old token still read /customers/me and renewed itself after
 * POST /customers/me/password.
 */
describe('revocation of user tokens (ADR 007)', () => {
  let kit: Kit;
  beforeEach(async () => {
    kit = await clockedApp();
    await seedCustomer(kit.db, { email: 'anna@example.ch', password: 'anna-password-1', verified: true });
  });
  afterEach(() => kit.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    kit.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const me = (token: string) => call('GET', '/api/v1/customers/me', token);
  const renew = (token: string) => call('POST', '/api/v1/auth/renew', token);

  it('a password change ends the other sessions (their /me and renew answer 401) and keeps the caller’s', async () => {
    const laptop = await userToken(kit.app, 'anna@example.ch', 'anna-password-1');
    const stolen = await userToken(kit.app, 'anna@example.ch', 'anna-password-1');
    expect((await me(stolen)).statusCode).toBe(200);
    const changed = await call('POST', '/api/v1/customers/me/password', laptop, {
      currentPassword: 'anna-password-1',
      newPassword: 'summit-sunrise-8',
    });
    expect(changed.statusCode).toBe(200);
    for (const res of [await me(stolen), await renew(stolen)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'invalid_token' });
    }
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await renew(laptop)).statusCode).toBe(200);
  });

  it('a password reset ends every session of the account', async () => {
    const before = await userToken(kit.app, 'anna@example.ch', 'anna-password-1');
    await kit.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      headers: { authorization: `Bearer ${before}` },
      payload: { email: 'anna@example.ch' },
    });
    const [mail] = await waitForMails(kit.db, 'anna@example.ch');
    const reset = await call('POST', '/api/v1/auth/password-reset/confirm', before, {
      token: linkToken(mail!.text, '/new-password'),
      password: 'brand-new-pass-9',
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(before)).statusCode).toBe(401);
    const after = await userToken(kit.app, 'anna@example.ch', 'brand-new-pass-9');
    expect((await me(after)).statusCode).toBe(200);
  });

  it('Log Out ends that session only, and survives a restart (the session is in the database)', async () => {
    const phone = await userToken(kit.app, 'anna@example.ch', 'anna-password-1');
    const laptop = await userToken(kit.app, 'anna@example.ch', 'anna-password-1');
    const out = await call('POST', '/api/v1/auth/logout', phone);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: { loggedOut: true } });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await renew(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    const sessions = await kit.db.kysely
      .selectFrom('auth_sessions')
      .select(['revoked_at'])
      .orderBy('created_at')
      .execute();
    expect(sessions.filter((s) => s.revoked_at !== null)).toHaveLength(1);
  });
});
