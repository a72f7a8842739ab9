import { EXTRAS_REFUSALS, legPriceMinor, NO_EXTRAS, toMinor, wireItemsOf } from '@alpine/domain';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { anonymousToken, buildTestApp } from '../../../test/helper.ts';
import {
  bookingApi,
  bookingsOn,
  CHAMONIX,
  CHAMONIX_HOTEL,
  chamonixDropFor,
  GENEVA_AIRPORT,
  GVA_ARRIVALS,
  testQuoteTokens,
  type TestQuote,
} from './bookings.test-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
type LegAnswer = {
  data: { passengerID: number; price: number; currency: string; holdExpiresAt: string | null };
};

describe('bookings and their legs (spec part 2 §7, §9; docs/architecture.md §4)', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let api: ReturnType<typeof bookingApi>;

  beforeEach(async () => {
    ({ app, db, close } = await buildTestApp({ now: NOW }));
    api = bookingApi(app, await anonymousToken(app));
  });
  afterEach(() => close());

  const shared = (quotes: TestQuote[]) => quotes.find((q) => q.journey.product === 'shared_door')!;
  const privateStandard = (quotes: TestQuote[]) =>
    quotes.find((q) => q.journey.product === 'private_standard')!;
  const bookingRow = (bookingID: number) =>
    db.kysely
      .selectFrom('bookings')
      .select(['state', 'total_minor', 'currency', 'marketing_tag'])
      .where('booking_id', '=', bookingID)
      .executeTakeFirstOrThrow();

  it('POST /api/v1/bookings creates a pending booking with an 8-character reference without 0/O/1/I', async () => {
    const bookingID = await api.newBooking();
    expect(bookingID).toEqual(expect.any(Number));
    const row = await db.kysely
      .selectFrom('bookings')
      .select(['reference', 'state'])
      .where('booking_id', '=', bookingID)
      .executeTakeFirstOrThrow();
    expect(row.reference).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(row.state).toBe('pending_payment');
  });

  it('POST /api/v1/bookings/{id}/passengers prices shared and private legs with legPriceMinor, ignoring any client price', async () => {
    const quotes = await api.search();
    const bookingID = await api.newBooking();
    const items = {
      bags: 3,
      skis: 3,
      handLuggage: 0,
      bikes: 1,
      pets: 0,
      seatsR: 0,
      seatsF: 0,
      seatsB: 1,
      flexi: 1,
    };
    const extras = { ...NO_EXTRAS, largeBag: 3, ski: 3, bike: 1, booster: 1, flexi: 1 as const };

    const out = shared(quotes);
    const res = await api.addLeg(bookingID, out.quoteID, {
      quote: { ...out, fare: { price: 0.01, currency: 'EUR' } },
      price: 1,
      items,
    });
    expect(res.statusCode).toBe(200);
    const leg = (res.json() as LegAnswer).data;
    const expected = legPriceMinor({
      fareMinor: toMinor(out.fare.price),
      pax: 2,
      promotion: null,
      extras: wireItemsOf(extras),
    });
    expect(toMinor(leg.price)).toBe(expected.totalMinor);
    expect(leg.currency).toBe('EUR');
    expect(leg.holdExpiresAt).toBe(new Date(NOW.getTime() + 15 * 60_000).toISOString());

    const back = privateStandard(
      await api.search({
        origin: { locationID: CHAMONIX },
        destination: { locationID: GENEVA_AIRPORT },
        connection: { date: '2026-12-26', time: '14:00', modeID: 1 },
      }),
    );
    const res2 = await api.addLeg(bookingID, back.quoteID, {
      origin: { addressID: CHAMONIX_HOTEL },
      destination: { addressID: GVA_ARRIVALS },
    });
    expect(res2.statusCode).toBe(200);
    const leg2 = (res2.json() as LegAnswer).data;
    expect(toMinor(leg2.price)).toBe(toMinor(back.fare.price));
    // the private leg holds its vehicle as long (ADR 022)
    expect(leg2.holdExpiresAt).toBe(leg.holdExpiresAt);
    expect((await bookingRow(bookingID)).total_minor).toBe(expected.totalMinor + toMinor(back.fare.price));
  });

  it('refuses with 422 the extras the transfer cannot carry, holding nothing (spec part 2 §2.3, §2.3)', async () => {
    const out = shared(await api.search());
    const bookingID = await api.newBooking();
    const none = {
      bags: 0,
      skis: 0,
      handLuggage: 0,
      bikes: 0,
      pets: 0,
      seatsR: 0,
      seatsF: 0,
      seatsB: 0,
      flexi: 0,
    };
    for (const [items, sentence] of [
      [{ ...none, pets: 1 }, EXTRAS_REFUSALS.pet],
      [{ ...none, seatsR: 1 }, EXTRAS_REFUSALS.seats],
      [{ ...none, seatsF: 2 }, EXTRAS_REFUSALS.seats],
    ] as const) {
      const res = await api.addLeg(bookingID, out.quoteID, { items });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: expect.any(String), error_description: sentence });
    }
    // in the traveller's language (docs/architecture.md §6)
    const french = await api.addLeg(
      bookingID,
      out.quoteID,
      { items: { ...none, pets: 1 } },
      { 'accept-language': 'fr' },
    );
    expect(french.statusCode).toBe(422);
    expect(french.json()).toMatchObject({
      error_description: 'Les animaux ne voyagent que sur les transferts privés.',
    });
    const spanish = await api.addLeg(
      bookingID,
      out.quoteID,
      { items: { ...none, seatsR: 1 } },
      { 'accept-language': 'es-ES,es;q=0.9' },
    );
    expect(spanish.json()).toMatchObject({
      error_description:
        'Las sillas infantiles a contramarcha y en el sentido de la marcha solo se instalan en traslados privados.',
    });
    const privateLeg = privateStandard(await api.search());
    const res = await api.addLeg(bookingID, privateLeg.quoteID, { items: { ...none, flexi: 1 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error_description: EXTRAS_REFUSALS.flexi });
    expect(await db.kysely.selectFrom('seat_holds').select('seats').execute()).toEqual([]);
    expect((await bookingRow(bookingID)).total_minor).toBe(0);
    // The same private leg with a pet and a rear-facing seat is booked.
    const ok = await api.addLeg(bookingID, privateLeg.quoteID, { items: { ...none, pets: 1, seatsR: 1 } });
    expect(ok.statusCode).toBe(200);
  });

  it('spec part 2 §5 extras steppers: counts past the suggested 495 and 5 are booked and flag the leg for the operator; only 999 is a bound', async () => {
    const bookingID = await api.newBooking('anna@example.com');
    const none = {
      bags: 0,
      skis: 0,
      handLuggage: 0,
      bikes: 0,
      pets: 0,
      seatsR: 0,
      seatsF: 0,
      seatsB: 0,
      flexi: 0,
    };
    const out = shared(await api.search());
    for (const items of [
      { ...none, bags: 1000 },
      { ...none, bikes: 1000 },
    ]) {
      const refused = await api.addLeg(bookingID, out.quoteID, { items });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: expect.any(String),
        error_description: expect.any(String),
      });
    }
    expect((await bookingRow(bookingID)).total_minor).toBe(0);

    const past = await api.addLeg(bookingID, out.quoteID, { items: { ...none, bags: 496, bikes: 6 } });
    expect(past.statusCode).toBe(200);
    const flagged = (past.json() as LegAnswer).data.passengerID;
    const back = privateStandard(
      await api.search({
        origin: { locationID: CHAMONIX },
        destination: { locationID: GENEVA_AIRPORT },
        connection: { date: '2026-12-26', time: '14:00', modeID: 1 },
      }),
    );
    const atSuggestion = await api.addLeg(bookingID, back.quoteID, {
      origin: { addressID: CHAMONIX_HOTEL },
      destination: { addressID: GVA_ARRIVALS },
      items: { ...none, bags: 495, bikes: 5, pets: 5 },
    });
    expect(atSuggestion.statusCode).toBe(200);
    const plain = (atSuggestion.json() as LegAnswer).data.passengerID;

    const read = async (passengerID: number) =>
      (
        (await api.call('GET', `/api/v1/passengers/${passengerID}?email=anna@example.com`)).json() as {
          data: { needsOperatorCheck: boolean; items: { item: string; quantity: number }[] }[];
        }
      ).data[0]!;
    expect(await read(flagged)).toMatchObject({
      needsOperatorCheck: true,
      items: expect.arrayContaining([
        { item: 'Bag', quantity: 496 },
        { item: 'Bike', quantity: 6 },
      ]),
    });
    expect((await read(plain)).needsOperatorCheck).toBe(false);
    const rows = await db.kysely
      .selectFrom('booking_legs')
      .select(['passenger_id', 'needs_operator_check'])
      .orderBy('passenger_id')
      .execute();
    expect(rows).toEqual([
      { passenger_id: flagged, needs_operator_check: 1 },
      { passenger_id: plain, needs_operator_check: 0 },
    ]);
  });

  it('applies the quoted promotion to the leg price (spec part 2 §9)', async () => {
    const quote = shared(await api.search({ promotion: 'SKI10' }));
    const bookingID = await api.newBooking();
    const leg = ((await api.addLeg(bookingID, quote.quoteID)).json() as LegAnswer).data;
    const expected = legPriceMinor({
      fareMinor: toMinor(quote.fare.price),
      pax: 2,
      promotion: { percentage: -10, fixedMinor: null },
      extras: wireItemsOf(NO_EXTRAS),
    });
    expect(toMinor(leg.price)).toBe(expected.totalMinor);
    expect(expected.totalMinor).toBeLessThan(toMinor(quote.fare.price));
  });

  it('answers a retried leg with the same quote with the leg already added, holding the seats once', async () => {
    const quote = shared(await api.search());
    const bookingID = await api.newBooking();
    const first = (await api.addLeg(bookingID, quote.quoteID)).json() as LegAnswer;
    const again = (await api.addLeg(bookingID, quote.quoteID)).json() as LegAnswer;
    expect(again.data.passengerID).toBe(first.data.passengerID);
    const holds = await db.kysely.selectFrom('seat_holds').select('seats').execute();
    expect(holds).toEqual([{ seats: 2 }]);
  });

  it('answers 409 for an expired quote and 400 for a forged one', async () => {
    const quote = shared(await api.search());
    const tokens = testQuoteTokens();
    const verified = tokens.verify(quote.quoteID, NOW);
    if (!verified.ok) throw new Error('quote should verify');
    const expired = tokens.sign({ ...verified.claims, exp: Math.floor(NOW.getTime() / 1000) - 1 });
    const bookingID = await api.newBooking();
    const res = await api.addLeg(bookingID, expired);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'conflict',
      error_description: 'This quote has expired; please search again.',
    });
    const forged = `${quote.quoteID.split('.')[0]}.${'A'.repeat(43)}`;
    const res2 = await api.addLeg(bookingID, forged);
    expect(res2.statusCode).toBe(400);
    expect((await bookingRow(bookingID)).total_minor).toBe(0);
  });

  it("answers another session's booking as an unknown one: 404 with the same body (ADR 007)", async () => {
    const quote = shared(await api.search());
    const bookingID = await api.newBooking();
    const stranger = bookingApi(app, await anonymousToken(app));
    const res = await stranger.addLeg(bookingID, quote.quoteID);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'not_found',
      error_description: `No booking with bookingID ${bookingID}.`,
    });
    const unknown = await api.addLeg(999999, quote.quoteID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'not_found',
      error_description: 'No booking with bookingID 999999.',
    });
  });

  it('answers 422 when an address is not at the leg origin or destination', async () => {
    const quote = shared(await api.search());
    const bookingID = await api.newBooking();
    const res = await api.addLeg(bookingID, quote.quoteID, { origin: { addressID: CHAMONIX_HOTEL } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'unprocessable',
      error_description: expect.stringContaining('origin'),
    });
    const res2 = await api.addLeg(bookingID, quote.quoteID, { destination: { addressID: 999999 } });
    expect(res2.statusCode).toBe(422);
  });

  it('a typed address serves only the session that typed it: another traveller naming its id gets the 422 of an unknown id (docs/architecture.md §4)', async () => {
    const chalet = {
      locationID: CHAMONIX,
      organisation: 'Chalet Victim',
      street: '7 Hidden Lane',
      city: 'Chamonix',
      postcode: '74400',
    };
    const typed = await api.call('POST', '/api/v1/addresses', chalet);
    expect(typed.statusCode).toBe(200);
    const { addressID } = (typed.json() as { data: { addressID: number } }).data;

    const other = bookingApi(app, await anonymousToken(app));
    const quote = shared(await other.search());
    const theirs = await other.newBooking();
    const refused = await other.addLeg(theirs, quote.quoteID, { destination: { addressID } });
    expect(refused.statusCode).toBe(422);
    const unknown = await other.addLeg(theirs, quote.quoteID, { destination: { addressID: 999999 } });
    expect(refused.json()).toEqual({
      error: 'unprocessable',
      error_description: (unknown.json() as { error_description: string }).error_description.replace(
        '999999',
        String(addressID),
      ),
    });
    // nothing was held or written for the refused leg
    expect(
      await db.kysely
        .selectFrom('booking_legs')
        .select('passenger_id')
        .where('booking_id', '=', theirs)
        .execute(),
    ).toEqual([]);

    // the session that typed it books with it
    const mine = await api.newBooking();
    const accepted = await api.addLeg(mine, shared(await api.search()).quoteID, {
      destination: { addressID },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('a session holds at most 98 unpaid seats and a connection 392: over either adding a leg answers 429 and holds nothing; another connection is not held back', async () => {
    // shared fixed-point quotes for 30 passengers, one per departure (a 49-seat coach takes one such group)
    const quotes: string[] = [];
    for (let day = 0; day < 40 && quotes.length < 21; day++) {
      const date = new Date(Date.UTC(2026, 11, 19 + day)).toISOString().slice(0, 10);
      const found = await api.search({ pax: 30, connection: { date, time: '10:30', modeID: 1 } });
      quotes.push(...found.filter((q) => q.journey.product === 'shared_fixed').map((q) => q.quoteID));
    }
    expect(quotes.length).toBeGreaterThanOrEqual(21);
    /** A new session at `address` adding legs of 30 seats (two per booking) until one is refused. */
    const legsOf30 = async (address: string, count: number) => {
      const token = await anonymousToken(app);
      const who = bookingApi(app, token);
      const answers = [];
      let bookingID = 0;
      for (let i = 0; i < count; i++) {
        if (i % 2 === 0) bookingID = await who.newBooking();
        const quoteID = quotes.shift()!;
        answers.push(
          await app.inject({
            method: 'POST',
            url: `/api/v1/bookings/${bookingID}/passengers`,
            remoteAddress: address,
            headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' },
            payload: {
              bookingID,
              quote: { quoteID },
              flight: 'EZY1234',
              origin: { addressID: GVA_ARRIVALS },
              destination: { addressID: chamonixDropFor(quoteID) },
              items: {},
            },
          }),
        );
      }
      return answers;
    };
    const heldSeats = async () =>
      Number(
        (
          await db.kysely
            .selectFrom('seat_holds')
            .select((eb) => eb.fn.sum<number>('seats').as('seats'))
            .where('state', '=', 'held')
            .executeTakeFirstOrThrow()
        ).seats,
      );

    // one session: 30 + 30 + 30 = 90 held, a fourth 30 would make 120 > 98
    const one = await legsOf30('198.51.100.1', 4);
    expect(one.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(one[3]!.json()).toEqual({
      error: 'too_many_requests',
      error_description: expect.stringMatching(
        /^Ya está reteniendo 90 plazas .* como máximo se pueden retener 98 /,
      ),
    });
    expect(await heldSeats()).toBe(90);

    // one address, several sessions of 90 each: 360, then 390, then 420 > 392
    for (let i = 0; i < 4; i++)
      expect((await legsOf30('198.51.100.2', 3)).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const last = await legsOf30('198.51.100.2', 2);
    expect(last.map((r) => r.statusCode)).toEqual([200, 429]);
    expect(last[1]!.json().error_description).toMatch(
      /^Las reservas sin pagar desde su conexión ya retienen 390 plazas/,
    );
    expect(await heldSeats()).toBe(90 + 390);

    // another connection is not held back
    expect((await legsOf30('198.51.100.3', 1)).map((r) => r.statusCode)).toEqual([200]);
  });

  it('the 98-seat cap holds when a session adds legs at the same moment: four legs of 30 at once hold 90 seats, one is 429', async () => {
    const quotes: string[] = [];
    for (let day = 0; day < 10 && quotes.length < 4; day++) {
      const date = new Date(Date.UTC(2026, 11, 19 + day)).toISOString().slice(0, 10);
      const found = await api.search({ pax: 30, connection: { date, time: '10:30', modeID: 1 } });
      quotes.push(...found.filter((q) => q.journey.product === 'shared_fixed').map((q) => q.quoteID));
    }
    expect(quotes.length).toBeGreaterThanOrEqual(4);
    const bookings = [];
    for (let i = 0; i < 4; i++) bookings.push(await api.newBooking());
    const answers = await Promise.all(bookings.map((bookingID, i) => api.addLeg(bookingID, quotes[i]!)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429]);
    const held = await db.kysely
      .selectFrom('seat_holds')
      .select((eb) => eb.fn.sum<number>('seats').as('seats'))
      .where('state', '=', 'held')
      .executeTakeFirstOrThrow();
    expect(Number(held.seats)).toBe(90);
  });

  it('answers 422 for a third leg', async () => {
    const quotes = await api.search();
    const bookingID = await api.newBooking();
    const privates = quotes.filter((q) => q.journey.private);
    expect((await api.addLeg(bookingID, shared(quotes).quoteID)).statusCode).toBe(200);
    expect((await api.addLeg(bookingID, privates[0]!.quoteID)).statusCode).toBe(200);
    const third = await api.addLeg(bookingID, privates[1]!.quoteID);
    expect(third.statusCode).toBe(422);
  });

  it('shows held seats as fewer seatsLeft, and releaseExpiredHolds gives them back after 15 minutes', async () => {
    const quote = shared(await api.search());
    const bookingID = await api.newBooking();
    expect((await api.addLeg(bookingID, quote.quoteID)).statusCode).toBe(200);
    const seatsLeft = async () =>
      (await api.search()).find(
        (q) => q.journey.product === 'shared_door' && q.journey.time === quote.journey.time,
      )?.journey.seatsLeft;
    expect(await seatsLeft()).toBe(quote.journey.seatsLeft! - 2);

    const bookings = bookingsOn(db, () => NOW);
    expect(await bookings.releaseExpiredHolds(new Date(NOW.getTime() + 14 * 60_000))).toBe(0);
    expect(await seatsLeft()).toBe(quote.journey.seatsLeft! - 2);
    const later = new Date(NOW.getTime() + 15 * 60_000);
    expect(await bookings.releaseExpiredHolds(later)).toBe(1);
    expect(await bookings.releaseExpiredHolds(later)).toBe(0);
    expect(await seatsLeft()).toBe(quote.journey.seatsLeft);
    expect((await bookingRow(bookingID)).state).toBe('expired');
    const hold = await db.kysely.selectFrom('seat_holds').select('state').executeTakeFirstOrThrow();
    expect(hold.state).toBe('released');
  });

  it('POST /api/v1/bookings/{id}/review moves a statusID 1 booking to awaiting_review and keeps its seats until its review deadline', async () => {
    const soon = await api.search({ connection: { date: '2026-11-22', time: '08:00', modeID: 1 } });
    const quote = shared(soon);
    expect(quote.status.statusID).toBe(1);
    const bookingID = await api.newBooking();
    expect((await api.addLeg(bookingID, quote.quoteID)).statusCode).toBe(200);
    const res = await api.call('POST', `/api/v1/bookings/${bookingID}/review`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { bookingID, state: 'awaiting_review', total: { currency: 'EUR' } },
    });
    const bookings = bookingsOn(db, () => NOW);
    expect(await bookings.releaseExpiredHolds(new Date(NOW.getTime() + 60 * 60_000))).toBe(0);
    const hold = await db.kysely
      .selectFrom('seat_holds')
      .select(['state', 'expires_at'])
      .executeTakeFirstOrThrow();
    expect(hold).toEqual({
      state: 'held',
      expires_at: (res.json() as { data: { reviewExpiresAt: string } }).data.reviewExpiresAt,
    });

    const normal = await api.newBooking();
    expect((await api.addLeg(normal, shared(await api.search()).quoteID)).statusCode).toBe(200);
    expect((await api.call('POST', `/api/v1/bookings/${normal}/review`)).statusCode).toBe(422);
  });

  it('POST /api/v1/bookings/{id}/tags records the marketing choice of the owner only', async () => {
    const bookingID = await api.newBooking();
    const res = await api.call('POST', `/api/v1/bookings/${bookingID}/tags`, { tag: 'marketing-opt-in' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { tag: 'marketing-opt-in' } });
    expect((await bookingRow(bookingID)).marketing_tag).toBe('marketing-opt-in');
    const stranger = bookingApi(app, await anonymousToken(app));
    const denied = await stranger.call('POST', `/api/v1/bookings/${bookingID}/tags`, {
      tag: 'marketing-opt-out',
    });
    expect(denied.statusCode).toBe(404);
  });

  it('answers bad input to every booking call with 4xx and error_description, never 500', async () => {
    const quote = shared(await api.search());
    const bookingID = await api.newBooking();
    const person = {
      customerID: 1,
      firstName: 'Anna',
      lastName: 'Muller',
      email: 'a@example.com',
      mobile: '+447900000000',
    };
    const cases: [Awaited<ReturnType<typeof api.call>>, number][] = [
      [await api.call('POST', '/api/v1/bookings', { ...person, email: 'x' }), 400],
      [await api.call('POST', '/api/v1/bookings', { ...person, brandID: 2 }), 400],
      [await api.call('POST', '/api/v1/bookings', { ...person, customerID: 'abc' }), 400],
      [await api.call('POST', '/api/v1/bookings', { ...person, customerID: 999999 }), 422],
      [await api.call('POST', '/api/v1/bookings', { ...person, total: 1 }), 400],
      [await api.addLeg(bookingID, 'short'), 400],
      [await api.addLeg(bookingID, 'x'.repeat(40)), 400],
      [await api.addLeg(bookingID, quote.quoteID, { flight: 'TOO-LONG-FLIGHT' }), 400],
      [await api.addLeg(bookingID, quote.quoteID, { items: { bags: -1 } }), 400],
      [await api.addLeg(bookingID, quote.quoteID, { items: { wings: 2 } }), 400],
      [await api.addLeg(bookingID, quote.quoteID, { origin: {} }), 400],
      [await api.addLeg(bookingID, quote.quoteID, { bookingID: bookingID + 1 }), 400],
      [await api.call('POST', '/api/v1/bookings/abc/passengers', {}), 400],
      [await api.call('POST', `/api/v1/bookings/${bookingID}/tags`, { tag: 'spam' }), 400],
      [await api.call('POST', '/api/v1/bookings/0/review'), 400],
      [await api.call('POST', '/api/v1/bookings/999999/review'), 404],
    ];
    for (const [res, status] of cases) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ error_description: expect.any(String) });
    }
    const anonymous = await app.inject({ method: 'POST', url: '/api/v1/bookings', payload: person });
    expect(anonymous.statusCode).toBe(401);
  });
});
