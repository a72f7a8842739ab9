import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { anonymousToken, freshDatabase } from '../../../test/helper.ts';
import { csvField } from './departures.service.ts';
import { appOn, bookingApi, chamonixDropFor, type TestQuote } from '../bookings/bookings.test-kit.ts';
import { bearer, roleTokens, type RoleTokens } from './operator.test-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const DAY = '2026-12-19';
/** 07:00 in the Alps on DAY, when the drivers scan. */
const ON_THE_DAY = new Date('2026-12-19T06:00:00Z');

type Departure = {
  departureID: string;
  product: string;
  time: string;
  capacity: number;
  sold: number;
  held: number;
  loadFactor: number;
  closed: boolean;
};

describe("the day's departures, manifests and check-in (ADR 019)", () => {
  let db: Db;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let tokens: RoleTokens;
  let api: ReturnType<typeof bookingApi>;
  let at: number;

  beforeEach(async () => {
    ({ db, drop } = await freshDatabase());
    at = NOW.getTime();
    app = await appOn(db, () => new Date(at));
    tokens = await roleTokens(app, db);
    api = bookingApi(app, await anonymousToken(app));
  });
  afterEach(async () => {
    await app.close();
    await drop();
  });

  const operator = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => app.inject({ method, url, headers: { ...bearer(tokens.operator), ...headers }, payload });
  const shared = (quotes: TestQuote[]) =>
    quotes.find((q) => q.journey.product === 'shared_fixed' && q.status.statusID !== 1)!;
  const day = async () =>
    (await operator('GET', `/api/v1/operator/departures?date=${DAY}`)).json() as {
      data: { departures: Departure[]; jobs: { reference: string; product: string; pax: number }[] };
    };
  const departureOf = async (quote: TestQuote) =>
    (await day()).data.departures.find(
      (d) => d.product === quote.journey.product && d.time === quote.journey.time,
    )!;

  /**
   * Books `quote` (and `back`, the return, between the same addresses the other way) with flight
   * EZY1234, pays it with 4242; its bookingID and reference.
   */
  const bookAndPay = async (quote: TestQuote, email = 'ann@example.com', back?: TestQuote) => {
    const bookingID = await api.newBooking(email);
    let total = 0;
    for (const [q, over] of [
      [quote, {}],
      ...(back
        ? [
            [
              back,
              { origin: { addressID: chamonixDropFor(back.quoteID) }, destination: { addressID: 101 } },
            ] as const,
          ]
        : []),
    ] as const) {
      const leg = await api.addLeg(bookingID, q.quoteID, over);
      expect(leg.statusCode).toBe(200);
      total += (leg.json() as { data: { price: number } }).data.price;
    }
    await api.payByCard({ bookingID, email, amount: Math.round(total * 100), currency: quote.fare.currency });
    const { reference, state } = await db.kysely
      .selectFrom('bookings')
      .select(['reference', 'state'])
      .where('booking_id', '=', bookingID)
      .executeTakeFirstOrThrow();
    expect(state).toBe('confirmed');
    return { bookingID, reference };
  };

  it('GET /api/v1/operator/departures?date= lists every shared departure with capacity, seats held then sold, and load factor', async () => {
    const quote = shared(await api.search({ pax: 2 }));
    const before = await departureOf(quote);
    expect(before).toMatchObject({ sold: 0, held: 0, loadFactor: 0, closed: false });
    expect(before.capacity).toBeGreaterThan(2);
    expect((await day()).data.departures.length).toBeGreaterThan(5);
    const bookingID = await api.newBooking();
    await api.addLeg(bookingID, quote.quoteID);
    expect(await departureOf(quote)).toMatchObject({ held: 2, sold: 0 });
    await bookAndPay(shared(await api.search({ pax: 2 })), 'bob@example.com');
    const after = await departureOf(quote);
    expect(after).toMatchObject({ held: 2, sold: 2 });
    expect(after.loadFactor).toBeCloseTo(4 / after.capacity, 3);
  });

  it('lists the private and coach jobs of the day', async () => {
    const coach = (await api.search({ pax: 40 })).find((q) => q.journey.product === 'private_coach')!;
    const bookingID = await api.newBooking();
    await api.addLeg(bookingID, coach.quoteID);
    await api.call('POST', `/api/v1/bookings/${bookingID}/review`);
    expect((await day()).data.jobs).toEqual([expect.objectContaining({ product: 'private_coach', pax: 40 })]);
  });

  it('the manifest lists the booked travellers with stops and flights, and its CSV matches', async () => {
    const quote = shared(await api.search({ pax: 2 }));
    const { reference } = await bookAndPay(quote);
    const { departureID } = await departureOf(quote);
    const url = `/api/v1/operator/departures/${encodeURIComponent(departureID)}/manifest`;
    const json = await operator('GET', url);
    expect(json.statusCode).toBe(200);
    const passengers = (json.json() as { data: { passengers: Record<string, unknown>[] } }).data.passengers;
    expect(passengers).toEqual([
      expect.objectContaining({
        reference,
        name: 'Anna Muller',
        pax: 2,
        flight: 'EZY1234',
        pickUp: expect.stringContaining('Geneva Airport'),
        dropOff: expect.stringContaining('Chamonix'),
        checkedInAt: null,
      }),
    ]);
    for (const res of [
      await operator('GET', url, undefined, { accept: 'text/csv' }),
      await operator('GET', `${url}.csv`),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'reference,name,pax,phone,email,pick_up,drop_off,flight,flight_time,extras,checked_in_at',
      );
      expect(lines).toHaveLength(1 + passengers.length);
      expect(lines[1]).toMatch(new RegExp(`^${reference},Anna Muller,2,`));
      expect(lines[1]).toContain('EZY1234');
    }
  });

  it('a manifest CSV field cannot run as a spreadsheet formula and keeps commas and quotes inside its cell', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+41 79')).toBe("'+41 79");
    expect(csvField('Hôtel, 62 Allée')).toBe('"Hôtel, 62 Allée"');
    expect(csvField(null)).toBe('');
  });

  it('capacity never goes below the seats sold and held (409, nothing changes); a change is recorded with the operator', async () => {
    const quote = shared(await api.search({ pax: 2 }));
    await bookAndPay(quote);
    const { departureID, capacity } = await departureOf(quote);
    const url = `/api/v1/operator/departures/${encodeURIComponent(departureID)}/capacity`;
    const below = await operator('POST', url, { capacity: 1 });
    expect(below.statusCode).toBe(409);
    expect((await departureOf(quote)).capacity).toBe(capacity);
    const ok = await operator('POST', url, { capacity: 2 });
    expect(ok.json()).toMatchObject({ data: { capacity: 2, sold: 2, loadFactor: 1 } });
    const changes = await db.kysely.selectFrom('departure_changes').selectAll().execute();
    expect(changes).toEqual([
      expect.objectContaining({
        departure_key: departureID,
        change: 'capacity',
        from_value: capacity,
        to_value: 2,
      }),
    ]);
    // Full now: the search no longer offers it for 2 more passengers.
    const again = (await api.search({ pax: 2 })).find(
      (q) => q.journey.product === 'shared_fixed' && q.journey.time === quote.journey.time,
    );
    expect(again).toBeUndefined();
  });

  it('a departure closed to sales is no longer offered and refuses new seats; reopened it is offered again', async () => {
    const quote = shared(await api.search({ pax: 2 }));
    const { departureID } = await departureOf(quote);
    const url = `/api/v1/operator/departures/${encodeURIComponent(departureID)}/sales`;
    expect((await operator('POST', url, { closed: true })).json()).toMatchObject({ data: { closed: true } });
    const offered = async () =>
      (await api.search({ pax: 2 })).some(
        (q) => q.journey.product === 'shared_fixed' && q.journey.time === quote.journey.time,
      );
    expect(await offered()).toBe(false);
    const bookingID = await api.newBooking();
    expect((await api.addLeg(bookingID, quote.quoteID)).statusCode).toBe(409);
    await operator('POST', url, { closed: false });
    expect(await offered()).toBe(true);
  });

  it('a malformed departure id is 400 and an unknown one 404', async () => {
    expect((await operator('GET', '/api/v1/operator/departures/x/manifest')).statusCode).toBe(400);
    expect(
      (
        await operator(
          'GET',
          `/api/v1/operator/departures/${encodeURIComponent('99999:2026-12-19:10:30')}/manifest`,
        )
      ).statusCode,
    ).toBe(404);
    expect((await operator('GET', '/api/v1/operator/departures?date=2026-02-30')).statusCode).toBe(400);
  });

  it('check-in by reference boards the traveller once; a second scan says when; the manifest and the history show it', async () => {
    const quote = shared(await api.search({ pax: 2 }));
    const { bookingID, reference } = await bookAndPay(quote);
    at = ON_THE_DAY.getTime();
    const first = await operator('POST', '/api/v1/operator/check-in', {
      reference: ` ${reference.toLowerCase()} `,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      data: {
        reference,
        name: 'Anna Muller',
        pax: 2,
        alreadyCheckedIn: false,
        checkedInAt: ON_THE_DAY.toISOString(),
      },
    });
    const second = await operator('POST', '/api/v1/operator/check-in', { reference });
    expect(second.json()).toMatchObject({
      data: { alreadyCheckedIn: true, checkedInAt: ON_THE_DAY.toISOString() },
    });
    const { departureID } = await departureOf(quote);
    const manifest = await operator(
      'GET',
      `/api/v1/operator/departures/${encodeURIComponent(departureID)}/manifest`,
    );
    expect(manifest.json()).toMatchObject({
      data: { passengers: [{ checkedInAt: ON_THE_DAY.toISOString() }] },
    });
    const events = await db.kysely
      .selectFrom('booking_audit')
      .select(['event', 'actor'])
      .where('booking_id', '=', bookingID)
      .where('event', '=', 'checked_in')
      .execute();
    expect(events).toEqual([{ event: 'checked_in', actor: 'operator' }]);
  });

  it('a second scan of a return booking says already checked in; it does not board the return journey', async () => {
    const item = (from: number, to: number, date: string) => ({
      brand: { brandID: 1 },
      origin: { locationID: from },
      destination: { locationID: to },
      connection: { date, time: '10:30', modeID: 1 },
      private: null,
      fixed: null,
      pax: 2,
    });
    const res = await api.call('POST', '/api/v1/fares/quotes', [item(1, 10, DAY), item(10, 1, '2026-12-27')]);
    const [outbound, back] = (res.json() as { data: TestQuote[][] }).data.map((list) => shared(list));
    const { reference } = await bookAndPay(outbound!, 'ret@example.com', back);
    at = ON_THE_DAY.getTime();
    const first = await operator('POST', '/api/v1/operator/check-in', { reference });
    const second = await operator('POST', '/api/v1/operator/check-in', { reference });
    expect(first.json()).toMatchObject({ data: { date: DAY, alreadyCheckedIn: false } });
    expect(second.json()).toMatchObject({ data: { date: DAY, alreadyCheckedIn: true } });
  });

  it('check-in boards only on the day of the journey: weeks before, or the day after, it is 409 with the date and nobody is boarded', async () => {
    const quote = shared(await api.search({ pax: 2 }));
    const { bookingID, reference } = await bookAndPay(quote, 'early@example.com');
    for (const when of [NOW, new Date('2026-12-18T22:59:00Z'), new Date('2026-12-19T23:00:00Z')]) {
      at = when.getTime();
      const res = await operator(
        'POST',
        '/api/v1/operator/check-in',
        { reference },
        { 'accept-language': 'fr' },
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'conflict',
        error_description: `La réservation ${reference} voyage le 19 décembre 2026 : elle embarque ce jour-là seulement.`,
      });
    }
    const { departureID } = await departureOf(quote);
    const manifest = await operator(
      'GET',
      `/api/v1/operator/departures/${encodeURIComponent(departureID)}/manifest`,
    );
    expect(manifest.json()).toMatchObject({ data: { passengers: [{ checkedInAt: null }] } });
    const events = await db.kysely
      .selectFrom('booking_audit')
      .select('event')
      .where('booking_id', '=', bookingID)
      .where('event', '=', 'checked_in')
      .execute();
    expect(events).toEqual([]);
    at = new Date('2026-12-18T23:00:00Z').getTime(); // midnight in the Alps: the day has come
    expect((await operator('POST', '/api/v1/operator/check-in', { reference })).statusCode).toBe(200);
  });

  it('check-in of an unknown reference is 404 and of an unpaid booking 409', async () => {
    expect((await operator('POST', '/api/v1/operator/check-in', { reference: 'ZZZZZZZZ' })).statusCode).toBe(
      404,
    );
    const bookingID = await api.newBooking();
    await api.addLeg(bookingID, shared(await api.search({ pax: 2 })).quoteID);
    const { reference } = await db.kysely
      .selectFrom('bookings')
      .select('reference')
      .where('booking_id', '=', bookingID)
      .executeTakeFirstOrThrow();
    expect((await operator('POST', '/api/v1/operator/check-in', { reference })).statusCode).toBe(409);
  });
});
