import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { departureKey } from '@alpine/domain';
import { anonymousToken, buildTestApp } from '../../../test/helper.ts';
import { bookingAppEachTest, CHAMONIX, GENEVA_AIRPORT, searchItem } from '../bookings/bookings.test-kit.ts';

type Quote = {
  quoteID: string;
  journey: {
    product: string;
    private: boolean;
    pax: number;
    time: string;
    date: string;
    duration: number;
    seatsLeft: number | null;
    vehiclesLeft: number | null;
  };
  fare: { price: number; currency: string };
  promotion: { promotionID: number; percentage: number | null; price: number | null } | null;
  partner: { partnerID: number } | null;
  customer: { customerID: number } | null;
  payment: { card: boolean; invoice: boolean };
  notices: string[];
  status: { statusID: number };
};

const NOW = new Date('2026-11-21T12:00:00Z');

const item = searchItem;

describe('POST /api/v1/fares/quotes', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;
  let db: Awaited<ReturnType<typeof buildTestApp>>['db'];

  beforeEach(async () => {
    ({ app, close, db } = await buildTestApp({ now: NOW }));
    token = await anonymousToken(app);
  });
  afterEach(() => close());

  const search = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/fares/quotes',
      headers: { authorization: `Bearer ${token}`, ...headers },
      payload: body as object,
    });

  it('answers [outbound, return] with shared departures after the flight arrival (ADR 004)', async () => {
    const res = await search([
      item(),
      item({
        origin: { locationID: CHAMONIX },
        destination: { locationID: GENEVA_AIRPORT },
        connection: { date: '2026-12-26', time: '14:00', modeID: 1 },
      }),
    ]);
    expect(res.statusCode).toBe(200);
    const [out, back] = (res.json() as { data: Quote[][] }).data as [Quote[], Quote[]];
    const shared = out.filter((q) => !q.journey.private);
    expect(shared.length).toBeGreaterThan(0);
    for (const q of shared) expect(q.journey.time > '10:30').toBe(true);
    expect(back.length).toBeGreaterThan(0);
    for (const q of back.filter((b) => !b.journey.private)) {
      const [h, m] = q.journey.time.split(':').map(Number) as [number, number];
      const arrives = h * 60 + m + q.journey.duration / 60;
      expect(14 * 60 - arrives).toBeGreaterThanOrEqual(120);
      expect(14 * 60 - arrives).toBeLessThanOrEqual(180);
    }
  });

  it('prices shared per seat and private per vehicle, in euros on a French route (spec part 1 §9)', async () => {
    const [out] = (await search([item()])).json().data as [Quote[]];
    const shared = out.find((q) => q.journey.product === 'shared_fixed')!;
    const standard = out.find((q) => q.journey.product === 'private_standard')!;
    expect(shared.fare.currency).toBe('EUR');
    expect(standard.journey.time).toBe('10:30');
    const [out4] = (await search([item({ pax: 4 })])).json().data as [Quote[]];
    expect(out4.find((q) => q.journey.product === 'shared_fixed')!.fare.price).toBe(shared.fare.price * 2);
    expect(out4.find((q) => q.journey.product === 'private_standard')!.fare.price).toBe(standard.fare.price);
  });

  it('offers the private coach on request above 32 passengers and no private above 50 (spec part 1 §9)', async () => {
    const [out40] = (await search([item({ pax: 40, private: true })])).json().data as [Quote[]];
    expect(new Set(out40.map((q) => q.journey.product))).toEqual(new Set(['private_coach']));
    expect(out40.every((q) => q.status.statusID === 1)).toBe(true);
    const [out60] = (await search([item({ pax: 60, private: true })])).json().data as [Quote[]];
    expect(out60).toEqual([]);
  });

  it('does not offer a departure with fewer seats left than pax, and reports seatsLeft', async () => {
    const [out] = (await search([item()])).json().data as [Quote[]];
    const first = out.find((q) => q.journey.product === 'shared_door')!;
    const timetable = await db.kysely
      .selectFrom('timetables')
      .select('timetable_id')
      .where('hub_id', '=', GENEVA_AIRPORT)
      .where('resort_id', '=', CHAMONIX)
      .where('product', '=', 'shared_door')
      .where('direction', '=', 'to_resort')
      .executeTakeFirstOrThrow();
    const [timetableID, date, time] = [timetable.timetable_id, first.journey.date, first.journey.time];
    await db.kysely
      .insertInto('departure_loads')
      .values({
        departure_key: departureKey(timetableID, date, time),
        timetable_id: timetableID,
        service_date: date!,
        departure_time: time!,
        seats_taken: first.journey.seatsLeft! - 1,
      })
      .execute();
    const [again] = (await search([item()])).json().data as [Quote[]];
    const same = again.filter(
      (q) => q.journey.product === 'shared_door' && q.journey.time === first.journey.time,
    );
    expect(same).toEqual([]);
    const [one] = (await search([item({ pax: 1 })])).json().data as [Quote[]];
    expect(
      one.find((q) => q.journey.product === 'shared_door' && q.journey.time === first.journey.time)?.journey
        .seatsLeft,
    ).toBe(1);
  });

  it('gives statusID 1 to departures less than 24 hours away', async () => {
    const [out] = (
      await search([item({ connection: { date: '2026-11-22', time: '08:00', modeID: 1 } })])
    ).json().data as [Quote[]];
    expect(out.length).toBeGreaterThan(0);
    expect(out.every((q) => q.status.statusID === 1)).toBe(true);
    const [later] = (await search([item()])).json().data as [Quote[]];
    expect(
      later.filter((q) => q.journey.product !== 'private_coach').every((q) => q.status.statusID === 2),
    ).toBe(true);
  });

  it('applies a valid promotion code and gives none for unknown, expired or used-up codes (spec part 1 §4)', async () => {
    const promo = async (code: string) =>
      ((await search([item({ promotion: code, private: false })])).json().data as [Quote[]])[0][0]!.promotion;
    expect(await promo('SKI10')).toMatchObject({ percentage: -10, price: null });
    expect(await promo('alps15')).toMatchObject({ percentage: null, price: -15 });
    expect(await promo('NOPE')).toBeNull();
    expect(await promo('SUMMER24')).toBeNull();
    expect(await promo('FIRST50')).toBeNull();
  });

  it('passes partner and customer through; a partner id from the page address only attributes: card payment (ADR 008)', async () => {
    const [out] = (await search([item({ partner: 1, customer: 77 })])).json().data as [Quote[]];
    expect(out[0]).toMatchObject({
      partner: { partnerID: 1 },
      customer: { customerID: 77 },
      payment: { card: true, invoice: false },
    });
    const [invoiceOnly] = (await search([item({ partner: 2 })])).json().data as [Quote[]];
    expect(invoiceOnly[0]).toMatchObject({
      partner: { partnerID: 2 },
      payment: { card: true, invoice: false },
    });
    const [plain] = (await search([item()])).json().data as [Quote[]];
    expect(plain[0]).toMatchObject({
      partner: null,
      customer: null,
      payment: { card: true, invoice: false },
    });
  });

  it('filters by the private flag of a promo re-quote', async () => {
    const [priv] = (await search([item({ private: true })])).json().data as [Quote[]];
    expect(priv.every((q) => q.journey.private)).toBe(true);
    const [shared] = (await search([item({ private: false })])).json().data as [Quote[]];
    expect(shared.every((q) => !q.journey.private)).toBe(true);
  });

  it('filters by the fixed flag when it is given', async () => {
    const [fixed] = (await search([item({ fixed: true })])).json().data as [Quote[]];
    expect(fixed.length).toBeGreaterThan(0);
    expect(fixed.every((q) => q.journey.product === 'shared_fixed')).toBe(true);
  });

  it('writes notices in the Accept-Language', async () => {
    const [fr] = (await search([item({ private: false })], { 'accept-language': 'fr-CH,fr;q=0.9' })).json()
      .data as [Quote[]];
    expect(fr[0]!.notices[0]).toMatch(/retard/);
    const [en] = (await search([item({ private: false })])).json().data as [Quote[]];
    expect(en[0]!.notices[0]).toMatch(/delayed by more than an hour/);
  });

  it.each([
    ['missing fields', [{ brand: { brandID: 1 } }], 400],
    ['wrong types', [item({ pax: 'two' })], 400],
    ['pax 0', [item({ pax: 0 })], 400],
    ['pax 100', [item({ pax: 100 })], 400],
    ['time 25:61', [item({ connection: { date: '2026-12-19', time: '25:61', modeID: 1 } })], 400],
    [
      'a date that does not exist',
      [item({ connection: { date: '2026-02-30', time: '10:00', modeID: 1 } })],
      400,
    ],
    ['an unknown field', [item({ colour: 'red' })], 400],
    ['three items', [item(), item(), item()], 400],
    ['no items', [], 400],
    ['an unknown location', [item({ destination: { locationID: 9999 } })], 422],
    ['the same origin and destination', [item({ destination: { locationID: GENEVA_AIRPORT } })], 422],
    ['a past date', [item({ connection: { date: '2026-11-20', time: '10:00', modeID: 1 } })], 422],
    [
      'a return before the outbound',
      [item(), item({ connection: { date: '2026-12-01', time: '10:00', modeID: 1 } })],
      422,
    ],
  ])('refuses %s with a clear error', async (_name, body, status) => {
    const res = await search(body);
    expect(res.statusCode).toBe(status);
    const err = res.json() as { error: string; error_description: string };
    expect(err.error_description.length).toBeGreaterThan(10);
  });

  it("a time of today already gone (the origin's clock) is named, not answered with no transfers on this date (ADR 017)", async () => {
    // NOW is 13:00 in Geneva (UTC+1): 12:55 has gone, 13:00 has not
    const today = (time: string) => item({ connection: { date: '2026-11-21', time, modeID: 1 } });
    const gone = await search([today('12:55')]);
    expect(gone.statusCode).toBe(422);
    expect(gone.json()).toEqual({
      error: 'unprocessable',
      error_description: 'The outbound time, 12:55, has already passed today; please choose a later time.',
    });
    const fr = await search([today('12:55')], { 'accept-language': 'fr' });
    expect(fr.json().error_description).toBe(
      'L’heure de l’aller, 12:55, est déjà passée aujourd’hui ; veuillez choisir une heure plus tardive.',
    );
    const back = await search([
      today('13:00'),
      item({
        origin: { locationID: CHAMONIX },
        destination: { locationID: GENEVA_AIRPORT },
        connection: { date: '2026-11-21', time: '11:00', modeID: 1 },
      }),
    ]);
    expect(back.json().error_description).toBe(
      'The return time, 11:00, has already passed today; please choose a later time.',
    );
    expect((await search([today('13:00')])).statusCode).toBe(200);
  });

  it('refuses malformed JSON with 400 and a missing token with 401', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/fares/quotes',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '[{"brand":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_request' });
    const anon = await app.inject({ method: 'POST', url: '/api/v1/fares/quotes', payload: [item()] });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ error: 'invalid_token' });
  });
});

describe('identical searches moments apart share one answer (ADR 005)', () => {
  it('answers an identical search from the cache within its lifetime and prices a different one afresh', async () => {
    const { app, close, db } = await buildTestApp({ now: NOW, config: { searchCacheSeconds: 5 } });
    try {
      const token = await anonymousToken(app);
      const search = () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/fares/quotes',
          headers: { authorization: `Bearer ${token}` },
          payload: [item()],
        });
      const first = (await search()).body;
      await db.kysely.deleteFrom('private_rates').execute();
      expect((await search()).body).toBe(first);
      const other = await app.inject({
        method: 'POST',
        url: '/api/v1/fares/quotes',
        headers: { authorization: `Bearer ${token}` },
        payload: [item({ pax: 3 })],
      });
      expect(other.body).not.toBe(first);
    } finally {
      await close();
    }
  });
});

describe('private quotes are vehicles free for the whole working window (ADR 022)', () => {
  const live = bookingAppEachTest(NOW);
  const privateQuotes = async (over: Record<string, unknown> = {}) =>
    (await live.api.search({ private: true, ...over })) as unknown as Quote[];
  const products = (quotes: Quote[]) => new Set(quotes.map((q) => q.journey.product));
  const fleetRow = (vehicleClass: 'standard' | 'premium', size: 'saloon' | 'minibus') =>
    live.db.kysely
      .selectFrom('fleet')
      .select(['fleet_id', 'vehicles'])
      .where('base_id', '=', 1)
      .where('vehicle_class', '=', vehicleClass)
      .where('size', '=', size)
      .executeTakeFirstOrThrow();

  /**
   * Standing jobs (sold vehicle holds) on vehicles 1..`count` of `fleetID` from `startsAt` to
   * `endsAt` (ISO UTC), written straight into vehicle_holds; their booking and leg are a real
   * booking with a shared leg (a shared seat takes no vehicle), for the foreign keys.
   */
  async function standingJobs(fleetID: number, count: number, startsAt: string, endsAt: string) {
    const bookingID = await live.api.newBooking();
    const shared = (await live.api.search({ private: false })).find((q) => q.status.statusID === 2)!;
    expect((await live.api.addLeg(bookingID, shared.quoteID)).statusCode).toBe(200);
    const leg = await live.db.kysely
      .selectFrom('booking_legs')
      .select('passenger_id')
      .where('booking_id', '=', bookingID)
      .executeTakeFirstOrThrow();
    await live.db.kysely
      .insertInto('vehicle_holds')
      .values(
        Array.from({ length: count }, (_, i) => ({
          booking_id: bookingID,
          passenger_id: leg.passenger_id,
          fleet_id: fleetID,
          vehicle_number: i + 1,
          starts_at: startsAt,
          ends_at: endsAt,
          state: 'sold' as const,
          expires_at: null,
          client_address: null,
        })),
      )
      .execute();
  }

  it('a hub without a base gets no private quote', async () => {
    await live.db.kysely.deleteFrom('base_hubs').where('location_id', '=', GENEVA_AIRPORT).execute();
    const all = (await live.api.search()) as unknown as Quote[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((q) => q.journey.private)).toEqual([]);
  });

  it('every private class out of vehicles: the private search answers no quote (the site says NO PRIVATE TRANSFERS AVAILABLE)', async () => {
    await live.db.kysely.updateTable('fleet').set({ vehicles: 0 }).where('base_id', '=', 1).execute();
    expect(await privateQuotes()).toEqual([]);
    expect(await privateQuotes({ pax: 40 })).toEqual([]);
  });

  it('a private quote carries journey.vehiclesLeft; a shared one null', async () => {
    const all = (await live.api.search()) as unknown as Quote[];
    const standard = all.find((q) => q.journey.product === 'private_standard')!;
    expect(standard.journey.vehiclesLeft).toBe((await fleetRow('standard', 'saloon')).vehicles);
    expect(standard.journey.seatsLeft).toBeNull();
    const shared = all.filter((q) => !q.journey.private);
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.every((q) => q.journey.vehiclesLeft === null)).toBe(true);
  });

  it('after the standard saloons are booked for a minute the search offers no standard private at that minute but premium still', async () => {
    // 10:30 in Geneva is 09:30 UTC; the Geneva base is at the airport
    const saloons = await fleetRow('standard', 'saloon');
    await standingJobs(
      saloons.fleet_id,
      saloons.vehicles,
      '2026-12-19T09:00:00.000Z',
      '2026-12-19T12:00:00.000Z',
    );
    const at1030 = await privateQuotes();
    expect(products(at1030).has('private_standard')).toBe(false);
    expect(products(at1030).has('private_premium')).toBe(true);
    // a party of 5 takes a minivan, which is free
    expect(products(await privateQuotes({ pax: 5 })).has('private_standard')).toBe(true);
  });

  it('vehicles are back after the window ends: a job ending before the window does not count', async () => {
    const saloons = await fleetRow('standard', 'saloon');
    await standingJobs(
      saloons.fleet_id,
      saloons.vehicles,
      '2026-12-19T09:00:00.000Z',
      '2026-12-19T12:00:00.000Z',
    );
    // 14:00 in Geneva (13:00 UTC): the saloons came back at 12:00 UTC
    const later = await privateQuotes({ connection: { date: '2026-12-19', time: '14:00', modeID: 1 } });
    const standard = later.find((q) => q.journey.product === 'private_standard')!;
    expect(standard.journey).toMatchObject({ time: '14:00', vehiclesLeft: saloons.vehicles });
    // ending one minute into the window is a clash
    await standingJobs(
      saloons.fleet_id,
      saloons.vehicles,
      '2026-12-19T12:00:00.000Z',
      '2026-12-19T13:01:00.000Z',
    );
    const clash = await privateQuotes({ connection: { date: '2026-12-19', time: '14:00', modeID: 1 } });
    expect(products(clash).has('private_standard')).toBe(false);
  });

  it('17-32 standard pax need two minibuses free', async () => {
    const minibuses = await fleetRow('standard', 'minibus');
    const setVehicles = (vehicles: number) =>
      live.db.kysely
        .updateTable('fleet')
        .set({ vehicles })
        .where('fleet_id', '=', minibuses.fleet_id)
        .execute();
    await setVehicles(1);
    expect(products(await privateQuotes({ pax: 20 })).has('private_standard')).toBe(false);
    await setVehicles(2);
    const two = (await privateQuotes({ pax: 20 })).find((q) => q.journey.product === 'private_standard')!;
    expect(two.journey.vehiclesLeft).toBe(2);
    expect(two.notices).toContain('Only 2 vehicles of this kind are free at this time.');
  });
});
