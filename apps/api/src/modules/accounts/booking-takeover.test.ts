import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousToken } from '../../../test/helper.ts';
import { as, paidBooking } from '../manage-bookings/manage-bookings.test-kit.ts';
import { clockedApp, linkToken, login, userToken, waitForMails } from './accounts.test-kit.ts';

type Kit = Awaited<ReturnType<typeof clockedApp>>;
const VICTIM = 'victim@example.com';
const ATTACKER = 'attacker@example.net';
const person = (email: string, password?: string) => ({
  firstName: 'Mallory',
  lastName: 'Evans',
  email,
  mobile: '+447900000001',
  ...(password === undefined ? {} : { password }),
});

/**
 * Issue 7 finding 1, step by step (ADR 008): a guest books with e-mail V; someone registers on V,
 * logs in, moves the account to their own e-mail and verifies it. Before the fix they then listed
 * V's bookings, read the passenger detail and cancelled with a refund. Runs on SQLite and
 * PostgreSQL (both vitest projects).
 */
describe('guest booking takeover (ADR 008)', () => {
  let kit: Kit;
  beforeEach(async () => {
    kit = await clockedApp(new Date('2026-11-21T12:00:00Z'));
  });
  afterEach(() => kit.close());

  it('registering on a guest e-mail, moving the account to another e-mail and verifying it brings in nothing', async () => {
    const { app, db } = kit;
    // 1. The victim books as a guest.
    const booking = await paidBooking(app, await anonymousToken(app), { email: VICTIM });
    const guestRow = await db.kysely
      .selectFrom('customers')
      .select(['customer_id', 'password_hash'])
      .where('email', '=', VICTIM)
      .executeTakeFirstOrThrow();

    // 2. The attacker registers on V: the answer carries no customerID; the guest row is untouched.
    const anon = await anonymousToken(app);
    const registered = await as(app, anon)('POST', '/api/v1/customers', person(VICTIM, 'Mallory-2026!'));
    expect(registered.statusCode).toBe(202);
    expect(registered.json()).toEqual({ data: { verificationSent: true } });
    expect(
      await db.kysely
        .selectFrom('customers')
        .select('password_hash')
        .where('customer_id', '=', guestRow.customer_id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ password_hash: null });
    // ...nor can the look-up hand out the guest's customerID.
    expect((await as(app, anon)('GET', `/api/v1/customers?email=${VICTIM}`)).json()).toEqual({ data: [] });

    // 3. The attacker logs in (an unverified account may log in; it owns nothing).
    expect((await login(app, VICTIM, 'Mallory-2026!')).statusCode).toBe(200);
    const attackerToken = await userToken(app, VICTIM, 'Mallory-2026!');
    const attacker = as(app, attackerToken);
    const me = (await attacker('GET', '/api/v1/customers/me')).json() as { data: { customerID: number } };
    expect(me.data.customerID).not.toBe(guestRow.customer_id);

    // 4. ...changes the account e-mail to their own and verifies it.
    const moved = await kit.app.inject({
      method: 'PATCH',
      url: '/api/v1/customers/me',
      headers: { authorization: `Bearer ${attackerToken}` },
      payload: { email: ATTACKER },
    });
    expect(moved.statusCode).toBe(200);
    const [mail] = await waitForMails(db, ATTACKER);
    const verified = await attacker('POST', '/api/v1/auth/verify-email', {
      token: linkToken(mail!.text, '/verify-email'),
    });
    expect(verified.statusCode).toBe(200);
    expect((await attacker('GET', '/api/v1/customers/me')).json()).toMatchObject({
      data: { email: ATTACKER, emailVerified: true },
    });

    // 5. Then lists nothing, reads nothing and cancels nothing of the victim's.
    const list = await attacker('GET', `/api/v1/bookings?customerID=${me.data.customerID}`);
    expect(list.json()).toEqual({ data: [] });
    expect((await attacker('GET', `/api/v1/bookings?customerID=${guestRow.customer_id}`)).statusCode).toBe(
      403,
    );
    expect((await attacker('GET', `/api/v1/passengers/${booking.passengerID}`)).statusCode).toBe(404);
    const cancel = await attacker('POST', `/api/v1/bookings/${booking.bookingID}/cancellation`, {
      acceptPolicy: true,
    });
    expect(cancel.statusCode).toBe(404);
    const state = await db.kysely
      .selectFrom('bookings')
      .select(['state', 'refund_reference'])
      .where('booking_id', '=', booking.bookingID)
      .executeTakeFirstOrThrow();
    expect(state).toEqual({ state: 'confirmed', refund_reference: null });
    expect(await db.kysely.selectFrom('refunds').select('refund_id').execute()).toEqual([]);
  });

  it('the real owner of V gets the booking by proving the e-mail with a link sent after it was made', async () => {
    const { app, db } = kit;
    const booking = await paidBooking(app, await anonymousToken(app), { email: VICTIM });
    kit.advance(1000);
    const anon = await anonymousToken(app);
    expect(
      (await as(app, anon)('POST', '/api/v1/customers', person(VICTIM, 'Owner-pass-2026'))).statusCode,
    ).toBe(202);
    const [mail] = await waitForMails(db, VICTIM, 2);
    expect(mail!.subject).toMatch(/confirm your e-mail/i);
    expect(
      (
        await as(app, anon)('POST', '/api/v1/auth/verify-email', {
          token: linkToken(mail!.text, '/verify-email'),
        })
      ).statusCode,
    ).toBe(200);
    const owner = as(app, await userToken(app, VICTIM, 'Owner-pass-2026'));
    const me = (await owner('GET', '/api/v1/customers/me')).json() as { data: { customerID: number } };
    const list = (await owner('GET', `/api/v1/bookings?customerID=${me.data.customerID}`)).json() as {
      data: { bookingID: number }[];
    };
    expect(list.data.map((b) => b.bookingID)).toEqual([booking.bookingID]);
  });

  it('a verification link sent before a booking existed does not bring that booking in', async () => {
    const { app, db } = kit;
    const anon = await anonymousToken(app);
    await as(app, anon)('POST', '/api/v1/customers', person(VICTIM, 'Early-pass-2026'));
    const [mail] = await waitForMails(db, VICTIM);
    kit.advance(60_000);
    const later = await paidBooking(app, await anonymousToken(app), { email: VICTIM });
    expect(
      (
        await as(app, anon)('POST', '/api/v1/auth/verify-email', {
          token: linkToken(mail!.text, '/verify-email'),
        })
      ).statusCode,
    ).toBe(200);
    const owner = as(app, await userToken(app, VICTIM, 'Early-pass-2026'));
    const me = (await owner('GET', '/api/v1/customers/me')).json() as { data: { customerID: number } };
    const list = (await owner('GET', `/api/v1/bookings?customerID=${me.data.customerID}`)).json() as {
      data: unknown[];
    };
    expect(list.data).toEqual([]);
    expect((await owner('GET', `/api/v1/passengers/${later.passengerID}`)).statusCode).toBe(404);
  });
});
