import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousToken } from '../../../test/helper.ts';
import { clockedApp, login, seedCustomer } from '../accounts/accounts.test-kit.ts';

type Kit = Awaited<ReturnType<typeof clockedApp>>;
type TokenBody = { access_token: string; expires_in: number };

describe('user tokens and login limits (spec part 1 §2.3 and security; spec part 1 §4)', () => {
  let kit: Kit;
  beforeEach(async () => {
    kit = await clockedApp();
    await seedCustomer(kit.db, { email: 'anna@example.ch', password: 'anna-password-1' });
  });
  afterEach(() => kit.close());

  it('a user token lives 1800 s, and 30 days with remember=true', async () => {
    const plain = await login(kit.app, 'anna@example.ch', 'anna-password-1');
    expect((plain.json() as TokenBody).expires_in).toBe(1800);
    const no = await login(kit.app, 'anna@example.ch', 'anna-password-1', 'false');
    expect((no.json() as TokenBody).expires_in).toBe(1800);
    const remembered = await login(kit.app, 'anna@example.ch', 'anna-password-1', 'true');
    const { access_token, expires_in } = remembered.json() as TokenBody;
    expect(expires_in).toBe(30 * 24 * 3600);
    const claims = decodeJwt(access_token);
    expect(claims.exp! - claims.iat!).toBe(30 * 24 * 3600);
  });

  it('POST /api/v1/auth/renew gives a fresh token of the same kind and session; 401 without a valid one', async () => {
    const remembered = (
      (await login(kit.app, 'anna@example.ch', 'anna-password-1', 'true')).json() as TokenBody
    ).access_token;
    const renew = (token: string) =>
      kit.app.inject({
        method: 'POST',
        url: '/api/v1/auth/renew',
        headers: { authorization: `Bearer ${token}` },
      });
    const fresh = await renew(remembered);
    expect(fresh.statusCode).toBe(200);
    const next = fresh.json() as TokenBody;
    expect(next.expires_in).toBe(30 * 24 * 3600);
    expect(next.access_token).not.toBe(remembered);
    const [before, after] = [decodeJwt(remembered), decodeJwt(next.access_token)];
    expect(after.sub).toBe(before.sub);
    expect(after.sid).toBe(before.sid);
    const me = await kit.app.inject({
      method: 'GET',
      url: '/api/v1/customers/me',
      headers: { authorization: `Bearer ${next.access_token}` },
    });
    expect(me.statusCode).toBe(200);

    const anon = await anonymousToken(kit.app);
    const renewedAnon = (await renew(anon)).json() as TokenBody;
    expect(renewedAnon.expires_in).toBe(3600);
    expect(decodeJwt(renewedAnon.access_token).sub).toBe('client:web');
    expect((await renew('not-a-token')).statusCode).toBe(401);
  });

  it('answers 429 to the 11th login within a minute from one address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login(kit.app, 'anna@example.ch', 'anna-password-1')).statusCode).toBe(200);
    }
    const eleventh = await login(kit.app, 'anna@example.ch', 'anna-password-1');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      error: 'too_many_requests',
      error_description: 'Too many attempts. Please wait a minute and try again.',
    });
    const anon = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      payload: { grant_type: 'client_credentials', client_id: 'web', client_secret: 'web-public' },
    });
    expect(anon.statusCode).toBe(200);
  });
});
