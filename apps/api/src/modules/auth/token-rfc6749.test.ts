import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authRepository } from './auth.repository.ts';
import { authService } from './auth.service.ts';
import { OAuthError } from './oauth-errors.ts';
import { clockedApp, seedCustomer } from '../accounts/accounts.test-kit.ts';

type Kit = Awaited<ReturnType<typeof clockedApp>>;
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

/** POST /api/v1/auth/token, form-encoded as RFC 6749 §4.3.2 / §4.4.2 send it. */
const token = (app: FastifyInstance, params: Record<string, string>, authorization?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization ? { authorization } : {}),
    },
    payload: new URLSearchParams(params).toString(),
  });

describe('POST /api/v1/auth/token follows RFC 6749 (ADR 007)', () => {
  let kit: Kit;
  beforeEach(async () => {
    kit = await clockedApp();
    await seedCustomer(kit.db, { email: 'anna@example.ch', password: 'anna-password-1' });
  });
  afterEach(() => kit.close());

  const web = { client_id: 'web', client_secret: 'web-public' };
  const login = { grant_type: 'password', username: 'anna@example.ch', password: 'anna-password-1' };

  it('answers access_token, token_type and expires_in at the top level with Cache-Control: no-store and Pragma: no-cache (§5.1)', async () => {
    const res = await token(kit.app, { grant_type: 'client_credentials', ...web });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.pragma).toBe('no-cache');
    const body = res.json() as Record<string, unknown>;
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 });
  });

  it('error answers are not cached either: Cache-Control: no-store on 400 and 401 (429: login-backoff.test.ts)', async () => {
    const bad = await token(kit.app, { ...login, ...web, password: 'wrong' });
    const noClient = await token(kit.app, { grant_type: 'client_credentials' });
    const malformed = await kit.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: {} });
    for (const res of [bad, noClient, malformed]) {
      expect([400, 401]).toContain(res.statusCode);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.pragma).toBe('no-cache');
    }
  });

  it('authenticates the client with HTTP Basic (form-urlencoded client_id:client_secret, §2.3.1), for both grants', async () => {
    const anon = await token(kit.app, { grant_type: 'client_credentials' }, basic('web', 'web-public'));
    expect(anon.statusCode).toBe(200);
    const user = await token(kit.app, login, basic('web', 'web-public'));
    expect(user.statusCode).toBe(200);
    expect((user.json() as { expires_in: number }).expires_in).toBe(1800);
    // A client_id in the body equal to Basic's is allowed (RFC 6749 §3.2.1 lets a client name itself).
    const named = await token(kit.app, { ...login, client_id: 'web' }, basic('web', 'web-public'));
    expect(named.statusCode).toBe(200);
  });

  it('invalid_request (400): no grant_type, a password grant without password, or Basic and body credentials at once', async () => {
    const cases = [
      await token(kit.app, { ...web }),
      await token(kit.app, { grant_type: 'password', username: 'anna@example.ch', ...web }),
      await token(kit.app, { ...login, ...web }, basic('web', 'web-public')),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request', error_description: expect.any(String) });
    }
  });

  it('invalid_client (401): a wrong secret, no client credentials, or a malformed Authorization; WWW-Authenticate: Basic only when Basic was tried', async () => {
    const wrongBody = await token(kit.app, {
      grant_type: 'client_credentials',
      client_id: 'web',
      client_secret: 'x',
    });
    const none = await token(kit.app, { grant_type: 'client_credentials' });
    const wrongBasic = await token(kit.app, { grant_type: 'client_credentials' }, basic('web', 'guess'));
    const malformed = await token(kit.app, { grant_type: 'client_credentials' }, 'Basic !!!');
    for (const res of [wrongBody, none, wrongBasic, malformed]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'invalid_client' });
    }
    expect(wrongBody.headers['www-authenticate']).toBeUndefined();
    expect(none.headers['www-authenticate']).toBeUndefined();
    expect(wrongBasic.headers['www-authenticate']).toMatch(/^Basic /);
    expect(malformed.headers['www-authenticate']).toMatch(/^Basic /);
  });

  it('invalid_grant (400, not 401): a wrong password or an unknown e-mail, with the same answer', async () => {
    const wrong = await token(kit.app, { ...login, ...web, password: 'wrong-password' });
    const nobody = await token(kit.app, { ...login, ...web, username: 'nobody@example.ch' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'Wrong e-mail or password.' });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toEqual(wrong.json());
  });

  it('unsupported_grant_type (400): a grant_type the server does not know', async () => {
    for (const grant_type of ['authorization_code', 'magic']) {
      const res = await token(kit.app, { grant_type, ...web });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'unsupported_grant_type' });
      expect((res.json() as { error_description: string }).error_description).toMatch(
        /client_credentials, password/,
      );
    }
  });

  it('unauthorized_client (400): a client that is not allowed the password grant', async () => {
    const auth = authService({
      repository: authRepository(kit.db.kysely),
      secret: 'test-secret-test-secret-test-secret-0123',
      clients: [
        { client_id: 'web', client_secret: 'web-public' },
        { client_id: 'partner-app', client_secret: 'partner-secret' },
      ],
      passwordClients: ['web'],
    });
    const request = {
      grant_type: 'password',
      client_id: 'partner-app',
      client_secret: 'partner-secret',
      username: 'anna@example.ch',
      password: 'anna-password-1',
      remember: false,
    };
    const refused = await auth.issueToken(request, { address: '127.0.0.1' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(OAuthError);
    expect(refused).toMatchObject({ statusCode: 400, code: 'unauthorized_client' });
    const anon = await auth.issueToken(
      {
        grant_type: 'client_credentials',
        client_id: 'partner-app',
        client_secret: 'partner-secret',
        remember: false,
      },
      { address: '127.0.0.1' },
    );
    expect(anon.token_type).toBe('Bearer');
    const allowed = await auth.issueToken(
      { ...request, client_id: 'web', client_secret: 'web-public' },
      { address: '127.0.0.1' },
    );
    expect(allowed.expires_in).toBeGreaterThan(0);
  });

  it('POST /api/v1/auth/renew answers the same top-level shape, not cached', async () => {
    const first = (await token(kit.app, { ...login, ...web })).json() as { access_token: string };
    const res = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/auth/renew',
      headers: { authorization: `Bearer ${first.access_token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 1800 });
  });
});
