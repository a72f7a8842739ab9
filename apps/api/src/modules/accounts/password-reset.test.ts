import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousToken } from '../../../test/helper.ts';
import { hashLinkToken } from './account-tokens.ts';
import { clockedApp, linkToken, login, mailsTo, seedCustomer, waitForMails } from './accounts.test-kit.ts';

type Kit = Awaited<ReturnType<typeof clockedApp>>;

describe('password recovery (ADR 007; spec part 1 §2.4-§2.5; docs/architecture.md §4 "password recovery")', () => {
  let kit: Kit;
  let anon: string;
  beforeEach(async () => {
    kit = await clockedApp();
    anon = await anonymousToken(kit.app);
    await seedCustomer(kit.db, { email: 'anna@example.ch', password: 'old-password-1' });
  });
  afterEach(() => kit.close());

  const post = (url: string, payload: object) =>
    kit.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${anon}` }, payload });
  const resetLink = async () => {
    const res = await post('/api/v1/auth/password-reset', { email: 'Anna@Example.ch' });
    expect(res.statusCode).toBe(202);
    const [mail] = await waitForMails(kit.db, 'anna@example.ch');
    return linkToken(mail!.text, '/new-password');
  };

  it('answers 202 { sent: true } alike for an unknown and a known e-mail, and mails only the known one', async () => {
    const unknown = await post('/api/v1/auth/password-reset', { email: 'nobody@example.ch' });
    const known = await post('/api/v1/auth/password-reset', { email: 'anna@example.ch' });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ data: { sent: true } });
    expect(known.body).toBe(unknown.body);
    const [mail] = await waitForMails(kit.db, 'anna@example.ch');
    expect(mail?.subject).toMatch(/reset your password/i);
    expect(mail?.html).toContain('http://localhost:3000/new-password?token=');
    expect(await mailsTo(kit.db, 'nobody@example.ch')).toEqual([]);
  });

  it('a Spanish request e-mails the link to the Spanish new-password page (docs/architecture.md §6)', async () => {
    const res = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      headers: { authorization: `Bearer ${anon}`, 'accept-language': 'es' },
      payload: { email: 'anna@example.ch' },
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await waitForMails(kit.db, 'anna@example.ch');
    expect(mail?.html).toContain('http://localhost:3000/es/new-password?token=');
    expect(linkToken(mail!.text, '/new-password')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores only the sha256 of the 256-bit token, and the link sets the password once', async () => {
    const token = await resetLink();
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    const rows = await kit.db.kysely.selectFrom('account_tokens').select(['token_hash', 'purpose']).execute();
    expect(rows).toEqual([{ token_hash: hashLinkToken(token), purpose: 'password_reset' }]);

    const done = await post('/api/v1/auth/password-reset/confirm', { token, password: 'fresh-powder-42' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: { reset: true } });
    expect((await login(kit.app, 'anna@example.ch', 'fresh-powder-42')).statusCode).toBe(200);

    const twice = await post('/api/v1/auth/password-reset/confirm', { token, password: 'other-powder-43' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      error: 'invalid_request',
      error_description: 'This link is invalid or has expired.',
    });
  });

  it('refuses the link after 30 minutes, an unknown token, and a common new password (422)', async () => {
    const token = await resetLink();
    const common = await post('/api/v1/auth/password-reset/confirm', { token, password: 'password123' });
    expect(common.statusCode).toBe(422);
    kit.advance(30 * 60_000 + 1000);
    for (const t of [token, 'made-up-token']) {
      const res = await post('/api/v1/auth/password-reset/confirm', {
        token: t,
        password: 'fresh-powder-42',
      });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { error_description: string }).error_description).toBe(
        'This link is invalid or has expired.',
      );
    }
  });

  it('answers 429 to the 6th recovery request within a minute from one address', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/v1/auth/password-reset', { email: `x${i}@example.ch` })).statusCode).toBe(202);
    }
    const sixth = await post('/api/v1/auth/password-reset', { email: 'x6@example.ch' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      error: 'too_many_requests',
      error_description: 'Too many attempts. Please wait a minute and try again.',
    });
  });
});
