import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousToken, TEST_PASSWORD_HASH_COST } from '../../../test/helper.ts';
import { hashLinkToken } from './account-tokens.ts';
import { clockedApp, linkToken, seedCustomer, waitForMails } from './accounts.test-kit.ts';

type Kit = Awaited<ReturnType<typeof clockedApp>>;

describe('register and verify the e-mail (spec part 1 §2.3, ADR 008; docs/architecture.md §4 "register")', () => {
  let kit: Kit;
  let anon: string;
  beforeEach(async () => {
    kit = await clockedApp();
    anon = await anonymousToken(kit.app);
  });
  afterEach(() => kit.close());

  const body = (email: string, password?: string) => ({
    firstName: 'Lena',
    lastName: 'Fischer',
    email,
    mobile: '+41791234567',
    ...(password === undefined ? {} : { password }),
  });
  const post = (url: string, payload: object) =>
    kit.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${anon}` }, payload });

  it('a French or Spanish registration e-mails a link to the verification page in its language (docs/architecture.md §6)', async () => {
    for (const [language, email] of [
      ['fr', 'claire@example.fr'],
      ['es', 'lucia@example.es'],
    ] as const) {
      const res = await kit.app.inject({
        method: 'POST',
        url: '/api/v1/customers',
        headers: { authorization: `Bearer ${anon}`, 'accept-language': language },
        payload: body(email, 'glacier-express-7'),
      });
      expect(res.statusCode).toBe(202);
      const [mail] = await waitForMails(kit.db, email);
      expect(mail?.html).toContain(`<a href="http://localhost:3000/${language}/verify-email?token=`);
      expect(mail?.text).toContain(`http://localhost:3000/${language}/verify-email?token=`);
      // the link still verifies: the page in any language posts the same token
      const verified = await post('/api/v1/auth/verify-email', {
        token: linkToken(mail!.text, '/verify-email'),
      });
      expect(verified.statusCode).toBe(200);
    }
  });

  it('POST /api/v1/customers with a password creates an account, e-mails a verification link (HTML and text) and the link verifies once', async () => {
    const res = await post('/api/v1/customers', body('Lena@Example.ch', 'glacier-express-7'));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { verificationSent: true } });
    const { customer_id: customerID } = await kit.db.kysely
      .selectFrom('customers')
      .select('customer_id')
      .where('email', '=', 'lena@example.ch')
      .executeTakeFirstOrThrow();

    const [mail] = await waitForMails(kit.db, 'lena@example.ch');
    expect(mail?.subject).toMatch(/confirm your e-mail/i);
    expect(mail?.html).toContain('<a href="http://localhost:3000/verify-email?token=');
    const token = linkToken(mail!.text, '/verify-email');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const stored = await kit.db.kysely.selectFrom('account_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).toEqual([hashLinkToken(token)]);
    expect(stored[0]?.token_hash).not.toContain(token);

    const verified = await post('/api/v1/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ data: { verified: true } });
    const row = await kit.db.kysely
      .selectFrom('customers')
      .select(['email_verified_at', 'password_hash'])
      .where('customer_id', '=', customerID)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).toBe('2026-11-21T12:00:00.000Z');
    // scrypt at the app's cost: ADR 007's 2^17 on every server (config.test.ts), cheaper in tests
    expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** TEST_PASSWORD_HASH_COST}\\$8\\$1\\$`));

    const again = await post('/api/v1/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'invalid_request',
      error_description: 'This link is invalid or has expired.',
    });
  });

  it('refuses a password shorter than 8 characters or among the commonest with 422 and a sentence', async () => {
    const short = await post('/api/v1/customers', body('short@example.ch', 'Alp1ne!'));
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({
      error: 'unprocessable',
      error_description: 'Your password must be at least 8 characters long.',
    });
    for (const common of ['password', '12345678', 'Qwerty123']) {
      const res = await post('/api/v1/customers', body('common@example.ch', common));
      expect(res.statusCode).toBe(422);
      expect((res.json() as { error_description: string }).error_description).toBe(
        'This password is too common and easy to guess. Please choose another one.',
      );
    }
    const none = await kit.db.kysely
      .selectFrom('customers')
      .select('customer_id')
      .where('email', 'in', ['short@example.ch', 'common@example.ch'])
      .execute();
    expect(none).toEqual([]);
  });

  it("registering on a guest's e-mail makes a new account and never merges into the guest's row (ADR 008)", async () => {
    const guest = await post('/api/v1/customers', body('guest@example.ch'));
    expect(guest.statusCode).toBe(200);
    const guestID = (guest.json() as { data: { customerID: number } }).data.customerID;

    const account = await post('/api/v1/customers', body('guest@example.ch', 'glacier-express-7'));
    expect(account.statusCode).toBe(202);
    const rows = await kit.db.kysely
      .selectFrom('customers')
      .select(['customer_id', 'password_hash'])
      .where('email', '=', 'guest@example.ch')
      .orderBy('customer_id')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({ customer_id: guestID, password_hash: null });
    expect(rows[1]!.customer_id).not.toBe(guestID);
  });

  it('registration answers the same, in about the same time, for a known address, and the mail tells the owner (ADR 007)', async () => {
    await seedCustomer(kit.db, { email: 'taken@example.ch', password: 'already-here-1' });
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await post('/api/v1/customers', body(email, 'another-pass-9'));
      return { res, ms: performance.now() - started };
    };
    await timed('warm-up@example.ch');
    const known = await timed('taken@example.ch');
    const unknown = await timed('new-person@example.ch');
    expect(known.res.statusCode).toBe(unknown.res.statusCode);
    expect(known.res.json()).toEqual(unknown.res.json());
    // Both hash the password (about 100-500 ms here); the old answer to a known address took 12 ms.
    expect(known.ms).toBeGreaterThan(unknown.ms / 3);
    const [mail] = await waitForMails(kit.db, 'taken@example.ch');
    expect(mail?.subject).toBe('You already have an account - Alpine Transfers');
    const accounts = await kit.db.kysely
      .selectFrom('customers')
      .select('customer_id')
      .where('email', '=', 'taken@example.ch')
      .execute();
    expect(accounts).toHaveLength(1);
  });

  it('refuses a verification link after 24 hours', async () => {
    await post('/api/v1/customers', body('late@example.ch', 'glacier-express-7'));
    const [mail] = await waitForMails(kit.db, 'late@example.ch');
    kit.advance(24 * 3_600_000 + 1000);
    const res = await post('/api/v1/auth/verify-email', { token: linkToken(mail!.text, '/verify-email') });
    expect(res.statusCode).toBe(400);
  });
});
