import { afterEach, describe, expect, it } from 'vitest';
import { anonymousToken } from '../../../test/helper.ts';
import {
  claimLinkToken,
  clockedApp,
  seedCustomer,
  userToken,
  waitForMails,
} from '../accounts/accounts.test-kit.ts';
import { BOOKING_NOT_FOUND } from './booking-reads.ts';
import { as, paidBooking, seatsLeftOf, sharedQuote } from './manage-bookings.test-kit.ts';

type App = Awaited<ReturnType<typeof clockedApp>>;
let opened: App | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});
async function open(): Promise<App> {
  opened = await clockedApp(new Date('2026-11-21T12:00:00Z'));
  return opened;
}
const DAY = 86_400_000;

describe('find booking and passenger detail (spec part 1 §7; docs/architecture.md §4; spec part 1 §2.2)', () => {
  it('GET /api/v1/bookings/{reference}?email= finds the booking with its e-mail in any case', async () => {
    const { app } = await open();
    const token = await anonymousToken(app);
    const b = await paidBooking(app, token, { email: 'anna@example.com' });
    const other = await anonymousToken(app);
    const res = await as(app, other)(
      'GET',
      `/api/v1/bookings/${b.reference.toLowerCase()}?email=Anna@Example.COM`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          bookingID: b.bookingID,
          reference: b.reference,
          state: 'confirmed',
          total: { price: b.amount / 100, currency: b.quote.fare.currency },
          passengers: [b.passengerID],
        },
      ],
    });
  });

  it('GET /api/v1/bookings/{reference} answers 404 with a wrong e-mail or reference, and 429 past 10 a minute', async () => {
    const { app } = await open();
    const token = await anonymousToken(app);
    const b = await paidBooking(app, token, { email: 'anna@example.com' });
    const get = as(app, await anonymousToken(app));
    for (const url of [
      `/api/v1/bookings/${b.reference}?email=eve@example.com`,
      `/api/v1/bookings/ZZZZZZZZ?email=anna@example.com`,
    ]) {
      const res = await get('GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', error_description: BOOKING_NOT_FOUND });
    }
    expect((await get('GET', `/api/v1/bookings/${b.reference}`)).statusCode).toBe(400);
    const codes: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      codes.push((await get('GET', `/api/v1/bookings/${b.reference}?email=x${i}@example.com`)).statusCode);
    }
    expect(codes.slice(0, 7)).toEqual(Array(7).fill(404));
    const limited = codes.slice(7);
    expect(limited).toEqual([429, 429]);
    const last = await get('GET', `/api/v1/bookings/${b.reference}?email=anna@example.com`);
    expect(last.json()).toMatchObject({ error: 'too_many_requests' });
  });

  it('GET /api/v1/passengers/{id}?reference=&email= answers the leg with route, addresses, items and times', async () => {
    const { app } = await open();
    const token = await anonymousToken(app);
    const b = await paidBooking(app, token, { email: 'anna@example.com' });
    const res = await as(app, await anonymousToken(app))(
      'GET',
      `/api/v1/passengers/${b.passengerID}?email=anna@example.com&reference=${b.reference.toLowerCase()}`,
    );
    expect(res.statusCode).toBe(200);
    const [leg] = (res.json() as { data: Record<string, unknown>[] }).data;
    expect(leg).toMatchObject({
      passengerID: b.passengerID,
      bookingID: b.bookingID,
      reference: b.reference,
      pax: 2,
      private: false,
      connection: { date: '2026-12-19', time: '10:30', flight: 'EZY1234' },
      origin: {
        locationID: 1,
        locationName: 'Geneva Airport',
        address: { organisation: expect.any(String) },
      },
      destination: { locationID: 10, locationName: 'Chamonix-Mont-Blanc' },
      items: [
        { item: 'Bag', quantity: 2 },
        { item: 'Skis', quantity: 1 },
      ],
      departure: { date: '2026-12-19', time: b.quote.journey.time },
    });
  });

  it('an anonymous token never reads personal data: passenger detail without both the reference and the e-mail of the booking is 404', async () => {
    const { app } = await open();
    const token = await anonymousToken(app);
    const b = await paidBooking(app, token, { email: 'anna@example.com' });
    const get = as(app, await anonymousToken(app));
    // an e-mail and a (sequential) id are not proof: the reference must come with the e-mail
    const wrong = b.reference === 'ABCDEFGH' ? 'HGFEDCBA' : 'ABCDEFGH';
    for (const q of [
      '',
      '?email=eve@example.com',
      '?email=anna@example.com',
      `?email=anna@example.com&reference=${wrong}`,
      `?email=eve@example.com&reference=${b.reference}`,
      `?reference=${b.reference}`,
    ]) {
      expect((await get('GET', `/api/v1/passengers/${b.passengerID}${q}`)).statusCode).toBe(404);
    }
    expect((await get('GET', `/api/v1/passengers/999999?email=anna@example.com`)).statusCode).toBe(404);
    expect((await get('GET', `/api/v1/bookings?customerID=1`)).statusCode).toBe(403);
  });
});

describe('own bookings of a signed-in customer (docs/architecture.md §4; spec part 2 §2.8, ADR 008)', () => {
  it("GET /api/v1/bookings?customerID= lists what the account made and what a link proved; another's ids are 403/404", async () => {
    const { app, db, advance } = await open();
    const annaID = await seedCustomer(db, {
      email: 'anna@example.com',
      password: 'Glacier-2026',
      verified: true,
    });
    const eveID = await seedCustomer(db, {
      email: 'eve@example.com',
      password: 'Glacier-2026',
      verified: false,
    });
    const anna = await userToken(app, 'anna@example.com', 'Glacier-2026');
    const eve = await userToken(app, 'eve@example.com', 'Glacier-2026');
    const own = await paidBooking(app, anna, { email: 'anna@example.com', customerID: annaID, flexi: true });
    // A guest booking made with Anna's e-mail: hers only once a link sent to that address proves it.
    const guest = await paidBooking(app, await anonymousToken(app), { email: 'anna@example.com' });
    const eveGuest = await paidBooking(app, await anonymousToken(app), { email: 'eve@example.com' });

    const ids = async () =>
      (
        (await as(app, anna)('GET', `/api/v1/bookings?customerID=${annaID}`)).json() as {
          data: { bookingID: number }[];
        }
      ).data.map((d) => d.bookingID);
    expect(await ids()).toEqual([own.bookingID]);
    expect((await as(app, anna)('GET', `/api/v1/passengers/${guest.passengerID}`)).statusCode).toBe(404);

    advance(1000);
    const asked = await as(app, anna)('POST', '/api/v1/customers/me/booking-claims');
    expect(asked.statusCode).toBe(202);
    const [mail] = await waitForMails(db, 'anna@example.com');
    expect(mail!.subject).toBe('Add your bookings to your account - Alpine Transfers');
    // A booking made after the link was sent is not proved by it.
    advance(1000);
    const later = await paidBooking(app, await anonymousToken(app), { email: 'anna@example.com' });
    const claimed = await as(app, await anonymousToken(app))('POST', '/api/v1/auth/claim-bookings', {
      token: claimLinkToken(mail!.text),
    });
    expect(claimed.json()).toEqual({ data: { claimed: 1 } });
    expect((await ids()).sort()).toEqual([own.bookingID, guest.bookingID].sort());
    expect(await ids()).not.toContain(later.bookingID);

    const list = await as(app, anna)('GET', `/api/v1/bookings?customerID=${annaID}`);
    expect(
      (list.json() as { data: unknown[] }).data.find(
        (d) => (d as { bookingID: number }).bookingID === own.bookingID,
      ),
    ).toMatchObject({
      state: 'confirmed',
      reference: own.reference,
      createdAt: expect.any(String),
      legs: [
        {
          passengerID: own.passengerID,
          date: '2026-12-19',
          pax: 2,
          private: false,
          flexi: true,
          flight: 'EZY1234',
        },
      ],
      refundIfCancelled: { price: own.amount / 100, percent: 100 },
      refund: null,
    });
    const eveList = await as(app, eve)('GET', `/api/v1/bookings?customerID=${eveID}`);
    expect((eveList.json() as { data: unknown[] }).data).toEqual([]);
    expect((await as(app, eve)('GET', `/api/v1/bookings?customerID=${annaID}`)).statusCode).toBe(403);
    expect((await as(app, eve)('GET', `/api/v1/passengers/${own.passengerID}`)).statusCode).toBe(404);
    expect((await as(app, anna)('GET', `/api/v1/passengers/${eveGuest.passengerID}`)).statusCode).toBe(404);
    expect((await as(app, anna)('GET', `/api/v1/passengers/${guest.passengerID}`)).statusCode).toBe(200);
    const cancelOther = await as(app, eve)('POST', `/api/v1/bookings/${own.bookingID}/cancellation`, {
      acceptPolicy: true,
    });
    expect(cancelOther.statusCode).toBe(404);
  });
});

describe('cancellation (docs/architecture.md §4; spec part 2 §2.8; cancellation policy)', () => {
  it('a standard fare 28 days before travel refunds 50%, releases the seats, e-mails once; twice answers the same', async () => {
    const { app, db } = await open();
    const token = await anonymousToken(app);
    const quote = await sharedQuote(app, token);
    const before = await seatsLeftOf(app, token, quote);
    const b = await paidBooking(app, token, { email: 'anna@example.com', quote });
    expect(await seatsLeftOf(app, token, quote)).toBe(before! - 2);

    const cancel = () =>
      as(app, token)('POST', `/api/v1/bookings/${b.bookingID}/cancellation`, { acceptPolicy: true });
    const [first, second] = await Promise.all([cancel(), cancel()]);
    const third = await cancel();
    const expected = {
      data: {
        bookingID: b.bookingID,
        reference: b.reference,
        state: 'cancelled',
        refund: { price: Math.floor(b.amount / 2) / 100, currency: quote.fare.currency, percent: 50 },
      },
    };
    for (const res of [first!, second!, third]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    }
    expect(await seatsLeftOf(app, token, quote)).toBe(before);
    const refunds = await db.kysely.selectFrom('refunds').selectAll().execute();
    expect(refunds).toMatchObject([
      {
        payment_intent_id: b.paymentIntentID,
        amount_minor: Math.floor(b.amount / 2),
        reason: 'cancellation',
      },
    ]);
    const mails = await db.kysely
      .selectFrom('mail_outbox')
      .select(['subject', 'text', 'html'])
      .where('dedup_key', '=', `cancellation:${b.bookingID}`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your transfer booking ${b.reference} is cancelled`);
    expect(mails[0]!.text).toContain('(50% of');
    expect(mails[0]!.html).toContain('<!doctype html>');
    const found = await as(app, token)('GET', `/api/v1/bookings/${b.reference}?email=anna@example.com`);
    expect(found.json()).toMatchObject({ data: [{ state: 'cancelled' }] });
  });

  it('a flexi fare 28 days before travel refunds 100%; a standard fare within 7 days refunds nothing', async () => {
    const { app, db, advance } = await open();
    const token = await anonymousToken(app);
    const flexi = await paidBooking(app, token, { email: 'anna@example.com', flexi: true });
    const standard = await paidBooking(app, token, { email: 'anna@example.com' });
    const cancel = (id: number) =>
      as(app, token)('POST', `/api/v1/bookings/${id}/cancellation`, { acceptPolicy: true });
    expect((await cancel(flexi.bookingID)).json()).toMatchObject({
      data: { refund: { price: flexi.amount / 100, percent: 100 } },
    });
    advance(23 * DAY);
    expect((await cancel(standard.bookingID)).json()).toMatchObject({
      data: { state: 'cancelled', refund: { price: 0, percent: 0 } },
    });
    const refunds = await db.kysely.selectFrom('refunds').select('payment_intent_id').execute();
    expect(refunds.map((r) => r.payment_intent_id)).toEqual([flexi.paymentIntentID]);
  });

  it("cancellation without acceptPolicy is 400, of a booking not confirmed is 409, of another session's is 404 like an unknown one", async () => {
    const { app } = await open();
    const token = await anonymousToken(app);
    const b = await paidBooking(app, token, { email: 'anna@example.com' });
    const post = as(app, token);
    expect((await post('POST', `/api/v1/bookings/${b.bookingID}/cancellation`, {})).statusCode).toBe(400);
    expect(
      (await post('POST', `/api/v1/bookings/${b.bookingID}/cancellation`, { acceptPolicy: false }))
        .statusCode,
    ).toBe(400);
    const stranger = as(app, await anonymousToken(app));
    const theirs = await stranger('POST', `/api/v1/bookings/${b.bookingID}/cancellation`, {
      acceptPolicy: true,
    });
    const unknown = await stranger('POST', `/api/v1/bookings/999999/cancellation`, { acceptPolicy: true });
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json()).toEqual({
      error: 'not_found',
      error_description: `No booking with bookingID ${b.bookingID}.`,
    });
    const created = await post('POST', '/api/v1/bookings', {
      customerID: 1,
      brandID: 1,
      firstName: 'Anna',
      lastName: 'Muller',
      email: 'anna@example.com',
      mobile: '+447900000000',
    });
    const pendingID = (created.json() as { data: { bookingID: number } }).data.bookingID;
    const pending = await post('POST', `/api/v1/bookings/${pendingID}/cancellation`, { acceptPolicy: true });
    expect(pending.statusCode).toBe(409);
  });
});

describe('e-tickets (docs/architecture.md §8)', () => {
  it('the confirmation e-mail carries the PDF e-ticket and one .ics per leg', async () => {
    const { app } = await open();
    const token = await anonymousToken(app);
    const b = await paidBooking(app, token, { email: 'anna@example.com' });
    const outbox = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    const mails = (outbox.json() as { data: { subject: string; attachments: string[] }[] }).data;
    const confirmation = mails.find((m) => m.subject.includes('is confirmed'));
    expect(confirmation?.attachments).toEqual([`e-ticket-${b.reference}.pdf`, `${b.reference}-leg-1.ics`]);
  });
});
