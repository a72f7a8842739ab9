import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousToken } from '../../../test/helper.ts';
import {
  clockedApp,
  linkToken,
  login,
  mailsTo,
  seedCustomer,
  userToken,
  waitForMails,
} from './accounts.test-kit.ts';

type Kit = Awaited<ReturnType<typeof clockedApp>>;

describe('own account: /api/v1/customers/me (spec part 2 §2.8, security; spec part 2 §2.8; docs/architecture.md §4)', () => {
  let kit: Kit;
  let anna: number;
  let ben: number;
  beforeEach(async () => {
    kit = await clockedApp();
    anna = await seedCustomer(kit.db, {
      email: 'anna@example.ch',
      password: 'anna-password-1',
      verified: true,
    });
    ben = await seedCustomer(kit.db, {
      email: 'ben@example.ch',
      password: 'ben-password-1',
      firstName: 'Ben',
    });
  });
  afterEach(() => kit.close());

  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, token: string, payload?: object) =>
    kit.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('answers 403 to an anonymous token and 401 without a token: no personal data', async () => {
    const anon = await anonymousToken(kit.app);
    const res = await call('GET', '/api/v1/customers/me', anon);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'forbidden' });
    expect(res.body).not.toContain('anna');
    expect((await call('PATCH', '/api/v1/customers/me', anon, { firstName: 'Eve' })).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/v1/customers/me/password', anon, { currentPassword: 'x', newPassword: 'y' }))
        .statusCode,
    ).toBe(403);
    expect((await kit.app.inject({ method: 'GET', url: '/api/v1/customers/me' })).statusCode).toBe(401);
  });

  it('reads and changes only the customer of the user token', async () => {
    const annaToken = await userToken(kit.app, 'anna@example.ch', 'anna-password-1');
    const benToken = await userToken(kit.app, 'ben@example.ch', 'ben-password-1');
    expect((await call('GET', '/api/v1/customers/me', annaToken)).json()).toEqual({
      data: {
        customerID: anna,
        firstName: 'Anna',
        lastName: 'Keller',
        email: 'anna@example.ch',
        mobile: '+41790000000',
        emailVerified: true,
        pendingEmail: null,
        partnerID: null,
      },
    });
    const patched = await call('PATCH', '/api/v1/customers/me', benToken, {
      firstName: 'Benjamin',
      mobile: '+41795555555',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      data: { customerID: ben, firstName: 'Benjamin', mobile: '+41795555555' },
    });
    const annaAfter = (await call('GET', '/api/v1/customers/me', annaToken)).json() as {
      data: { firstName: string };
    };
    expect(annaAfter.data.firstName).toBe('Anna');
    const extra = await call('PATCH', '/api/v1/customers/me', benToken, {
      customerID: anna,
      firstName: 'Eve',
    });
    expect(extra.statusCode).toBe(400);
  });

  it('PATCH with a new e-mail keeps the old one until the link sent to the new one is opened (ADR 007)', async () => {
    const token = await userToken(kit.app, 'anna@example.ch', 'anna-password-1');
    const moved = await call('PATCH', '/api/v1/customers/me', token, { email: 'Anna.K@example.ch' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      data: { email: 'anna@example.ch', emailVerified: true, pendingEmail: 'anna.k@example.ch' },
    });
    const [mail] = await waitForMails(kit.db, 'anna.k@example.ch');
    const verified = await call('POST', '/api/v1/auth/verify-email', token, {
      token: linkToken(mail!.text, '/verify-email'),
    });
    expect(verified.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/customers/me', token)).json()).toMatchObject({
      data: { email: 'anna.k@example.ch', emailVerified: true, pendingEmail: null },
    });
    expect((await login(kit.app, 'anna.k@example.ch', 'anna-password-1')).statusCode).toBe(200);
  });

  it("PATCH with another account's e-mail answers like any other change and never takes it (no enumeration, ADR 007)", async () => {
    const token = await userToken(kit.app, 'anna@example.ch', 'anna-password-1');
    const taken = await call('PATCH', '/api/v1/customers/me', token, { email: 'Ben@example.ch' });
    const free = await call('PATCH', '/api/v1/customers/me', token, { email: 'nobody@example.ch' });
    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    expect(Object.keys((taken.json() as { data: object }).data)).toEqual(
      Object.keys((free.json() as { data: object }).data),
    );
    // The link to ben@ was voided by the second change; even Ben opening a fresh one cannot merge.
    const again = await call('PATCH', '/api/v1/customers/me', token, { email: 'ben@example.ch' });
    expect(again.statusCode).toBe(200);
    const [mail] = await waitForMails(kit.db, 'ben@example.ch', 2);
    const opened = await call('POST', '/api/v1/auth/verify-email', token, {
      token: linkToken(mail!.text, '/verify-email'),
    });
    expect(opened.statusCode).toBe(400);
    expect(opened.json()).toEqual({
      error: 'invalid_request',
      error_description: 'This e-mail address already belongs to another account.',
    });
    expect((await call('GET', '/api/v1/customers/me', token)).json()).toMatchObject({
      data: { email: 'anna@example.ch' },
    });
  });

  it('POST /me/password answers 403 to a wrong current password and changes it with the right one', async () => {
    const token = await userToken(kit.app, 'anna@example.ch', 'anna-password-1');
    const wrong = await call('POST', '/api/v1/customers/me/password', token, {
      currentPassword: 'not-my-password',
      newPassword: 'summit-sunrise-8',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      error: 'forbidden',
      error_description: 'Your current password is not correct.',
    });
    const weak = await call('POST', '/api/v1/customers/me/password', token, {
      currentPassword: 'anna-password-1',
      newPassword: 'short',
    });
    expect(weak.statusCode).toBe(422);
    const ok = await call('POST', '/api/v1/customers/me/password', token, {
      currentPassword: 'anna-password-1',
      newPassword: 'summit-sunrise-8',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { changed: true } });
    expect((await login(kit.app, 'anna@example.ch', 'anna-password-1')).statusCode).toBe(400); // invalid_grant (RFC 6749 §5.2)
  });

  it('PATCH with the details and a password change saves all or nothing (spec part 2 §2.8 Save Changes; ADR 017)', async () => {
    const token = await userToken(kit.app, 'anna@example.ch', 'anna-password-1');
    const change = { firstName: 'Annika', mobile: '+41791112233', email: 'annika@example.ch' };
    const read = async () => (await call('GET', '/api/v1/customers/me', token)).json().data as object;
    const before = await read();
    const wrong = await call('PATCH', '/api/v1/customers/me', token, {
      ...change,
      password: { currentPassword: 'not-my-password', newPassword: 'summit-sunrise-8' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      error: 'forbidden',
      error_description: 'Your current password is not correct.',
    });
    const weak = await call('PATCH', '/api/v1/customers/me', token, {
      ...change,
      password: { currentPassword: 'anna-password-1', newPassword: 'short' },
    });
    expect(weak.statusCode).toBe(422);
    // neither refusal wrote a field, nor sent the new e-mail a link
    expect(await read()).toEqual(before);
    expect(await mailsTo(kit.db, 'annika@example.ch')).toEqual([]);
    expect((await login(kit.app, 'anna@example.ch', 'anna-password-1')).statusCode).toBe(200);

    const ok = await call('PATCH', '/api/v1/customers/me', token, {
      ...change,
      password: { currentPassword: 'anna-password-1', newPassword: 'summit-sunrise-8' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      firstName: 'Annika',
      mobile: '+41791112233',
      pendingEmail: 'annika@example.ch',
    });
    expect((await login(kit.app, 'anna@example.ch', 'anna-password-1')).statusCode).toBe(400);
    expect((await login(kit.app, 'anna@example.ch', 'summit-sunrise-8')).statusCode).toBe(200);
  });
});
