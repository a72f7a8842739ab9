import { ClientCredentials, ResourceOwnerPassword } from 'simple-oauth2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clockedApp, seedCustomer } from '../accounts/accounts.test-kit.ts';

type Kit = Awaited<ReturnType<typeof clockedApp>>;

/**
 * A stock OAuth 2 client library (simple-oauth2) against a listening server
 * (ADR 007): both grants, with the client authenticated by HTTP Basic and by the body.
 */
describe('a stock OAuth 2 client (simple-oauth2) obtains tokens from POST /api/v1/auth/token', () => {
  let kit: Kit;
  let auth: { tokenHost: string; tokenPath: string };
  beforeEach(async () => {
    kit = await clockedApp();
    await seedCustomer(kit.db, { email: 'anna@example.ch', password: 'anna-password-1' });
    const address = await kit.app.listen({ host: '127.0.0.1', port: 0 });
    auth = { tokenHost: address, tokenPath: '/api/v1/auth/token' };
  });
  afterEach(() => kit.close());

  const client = { id: 'web', secret: 'web-public' };

  for (const authorizationMethod of ['header', 'body'] as const) {
    it(`client_credentials, client authenticated by ${authorizationMethod === 'header' ? 'HTTP Basic' : 'body parameters'}`, async () => {
      const oauth = new ClientCredentials({ client, auth, options: { authorizationMethod } });
      const { token } = await oauth.getToken({});
      expect(token.token_type).toBe('Bearer');
      expect(token.expires_in).toBe(3600);
      const me = await fetch(`${auth.tokenHost}/api/v1/locations`, {
        headers: { authorization: `Bearer ${String(token.access_token)}` },
      });
      expect(me.status).toBe(200);
    });

    it(`password (ResourceOwnerPassword), client authenticated by ${authorizationMethod === 'header' ? 'HTTP Basic' : 'body parameters'}`, async () => {
      const oauth = new ResourceOwnerPassword({ client, auth, options: { authorizationMethod } });
      const access = await oauth.getToken({ username: 'anna@example.ch', password: 'anna-password-1' });
      expect(access.token.expires_in).toBe(1800);
      expect(access.expired()).toBe(false);
      const me = await fetch(`${auth.tokenHost}/api/v1/customers/me`, {
        headers: { authorization: `Bearer ${String(access.token.access_token)}` },
      });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { data: { email: string } }).data.email).toBe('anna@example.ch');
    });
  }

  it('the library sees a wrong password as the RFC error invalid_grant (HTTP 400)', async () => {
    const oauth = new ResourceOwnerPassword({ client, auth, options: { authorizationMethod: 'header' } });
    const error = (await oauth
      .getToken({ username: 'anna@example.ch', password: 'wrong-password' })
      .catch((e: unknown) => e)) as { output?: { statusCode: number }; data?: { payload?: unknown } };
    expect(error.output?.statusCode).toBe(400);
    expect(error.data?.payload).toMatchObject({ error: 'invalid_grant' });
  });
});
