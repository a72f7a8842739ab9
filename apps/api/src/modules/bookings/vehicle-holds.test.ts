import type { FastifyInstance } from 'fastify';
import { privateLegWindow } from '@alpine/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { anonymousToken, buildTestApp } from '../../../test/helper.ts';
import { ERROR_CATALOGUES, errorText } from '../../i18n/errors.ts';
import { MAX_UNPAID_HELD_VEHICLES, VEHICLE_GONE } from './bookings.service.ts';
import {
  bookingApi,
  bookingsOn,
  clientPrincipal,
  GENEVA_AIRPORT,
  setFleet,
  testQuoteTokens,
  type TestQuote,
} from './bookings.test-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);
let clock = NOW;

/**
 * Holds on vehicles (ADR 022, with ADR 006's guarantees and ADR 011's caps): a private or coach leg
 * holds whole vehicles of its base, class and size for its working window, numbered 1..n; they
 * follow the booking as seats do.
 */
describe('vehicle holds of private and coach legs (ADR 022)', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let api: ReturnType<typeof bookingApi>;

  beforeEach(async () => {
    clock = NOW;
    ({ app, db, close } = await buildTestApp({ now: () => clock }));
    api = bookingApi(app, await anonymousToken(app));
  });
  afterEach(() => close());

  /** A new client (own session) from `address` (default 127.0.0.1). */
  const client = async (address?: string) => bookingApi(app, await anonymousToken(app), address);
  const privateQuote = async (product: string, pax = 2) =>
    (await api.search({ pax })).find((q: TestQuote) => q.journey.product === product)!;
  /** Books `quote` for `who` in a new booking: the add-leg answer and the bookingID. */
  const book = async (quote: TestQuote, who = api, headers: Record<string, string> = {}) => {
    const bookingID = await who.newBooking();
    const res = await who.addLeg(bookingID, quote.quoteID, {}, headers);
    return { bookingID, res, who };
  };
  const vehicles = (bookingID?: number) => {
    let q = db.kysely
      .selectFrom('vehicle_holds')
      .select(['booking_id', 'fleet_id', 'vehicle_number', 'state', 'starts_at', 'ends_at', 'expires_at'])
      .orderBy('hold_id');
    if (bookingID !== undefined) q = q.where('booking_id', '=', bookingID);
    return q.execute();
  };
  const state = async (bookingID: number) =>
    (
      await db.kysely
        .selectFrom('bookings')
        .select('state')
        .where('booking_id', '=', bookingID)
        .executeTakeFirstOrThrow()
    ).state;
  const sweep = (at: Date) => bookingsOn(db, () => at).releaseExpiredHolds(at);

  it('a private leg holds its vehicle and gets a number', async () => {
    const saloons = await setFleet(db, { vehicleClass: 'standard', size: 'saloon', vehicles: 3 });
    const quote = await privateQuote('private_standard');
    const first = await book(quote);
    expect(first.res.statusCode, first.res.body).toBe(200);
    expect((first.res.json() as { data: { holdExpiresAt: string } }).data.holdExpiresAt).toBe(
      minutes(15).toISOString(),
    );
    const verified = testQuoteTokens().verify(quote.quoteID, NOW);
    if (!verified.ok) throw new Error('the quote should verify');
    // Geneva Airport is the base's depot (0 minutes): the window runs from the pick-up to back at the airport
    const window = privateLegWindow({
      ...verified.claims,
      timeZone: 'Europe/Zurich',
      fromHub: verified.claims.origin === GENEVA_AIRPORT,
      hubMinutes: 0,
      routeMinutes: verified.claims.durationMinutes,
      product: 'private_standard',
    });
    expect(await vehicles(first.bookingID)).toEqual([
      {
        booking_id: first.bookingID,
        fleet_id: saloons,
        vehicle_number: 1,
        state: 'held',
        starts_at: new Date(window.startsAt).toISOString(),
        ends_at: new Date(window.endsAt).toISOString(),
        expires_at: minutes(15).toISOString(),
      },
    ]);
    // another traveller at the same minute takes the next vehicle
    const second = await book(quote, await client());
    expect(second.res.statusCode).toBe(200);
    expect((await vehicles(second.bookingID)).map((v) => v.vehicle_number)).toEqual([2]);
  });

  it("the last vehicle gone answers 409 in the request's language and holds nothing", async () => {
    await setFleet(db, { vehicleClass: 'standard', size: 'saloon', vehicles: 1 });
    const quote = await privateQuote('private_standard');
    expect((await book(quote)).res.statusCode).toBe(200);
    const late = await book(quote, await client('127.0.0.2'), { 'accept-language': 'fr' });
    expect(late.res.statusCode).toBe(409);
    expect(late.res.json()).toEqual({
      error: 'conflict',
      error_description: ERROR_CATALOGUES.fr.vehicleGone,
    });
    const legs = await db.kysely
      .selectFrom('booking_legs')
      .select('passenger_id')
      .where('booking_id', '=', late.bookingID)
      .execute();
    expect(legs).toEqual([]);
    expect(await vehicles(late.bookingID)).toEqual([]);
    // a hub no base serves: no vehicle either, nothing written
    await db.kysely.deleteFrom('base_hubs').where('location_id', '=', GENEVA_AIRPORT).execute();
    const premium = await book(await privateQuote('private_premium'), await client('127.0.0.3'));
    expect(premium.res.json()).toEqual({ error: 'conflict', error_description: VEHICLE_GONE });
    expect(await vehicles(premium.bookingID)).toEqual([]);
  });

  it('17-32 standard pax hold two minibuses', async () => {
    const minibuses = await setFleet(db, { vehicleClass: 'standard', size: 'minibus', vehicles: 4 });
    const { bookingID, res } = await book(await privateQuote('private_standard', 20));
    expect(res.statusCode, res.body).toBe(200);
    expect((await vehicles(bookingID)).map((v) => [v.fleet_id, v.vehicle_number])).toEqual([
      [minibuses, 1],
      [minibuses, 2],
    ]);
  });

  it('an unpaid vehicle hold is released when it expires', async () => {
    await setFleet(db, { vehicleClass: 'standard', size: 'saloon', vehicles: 1 });
    const quote = await privateQuote('private_standard');
    const { bookingID } = await book(quote);
    expect(await sweep(minutes(14))).toBe(0);
    expect(await sweep(minutes(16))).toBe(1);
    expect((await vehicles(bookingID)).map((v) => v.state)).toEqual(['released']);
    // a private-only booking expires with its vehicle holds
    expect(await state(bookingID)).toBe('expired');
    // and the vehicle is on sale again
    expect((await book(quote, await client('127.0.0.2'))).res.statusCode).toBe(200);
  });

  it('cancellation and decline release the vehicles', async () => {
    const quote = await privateQuote('private_standard');
    const { bookingID } = await book(quote);
    const total = (
      await bookingsOn(db, () => clock).forPayments.getPayable(bookingID, clientPrincipal(api.token))
    ).totalMinor;
    const { paid } = await api.payByCard({
      bookingID,
      email: 'ann@example.com',
      amount: total,
      currency: 'EUR',
    });
    expect((paid.json() as { status: string }).status).toBe('succeeded');
    expect((await vehicles(bookingID)).map((v) => v.state)).toEqual(['sold']);
    const cancelled = await api.call('POST', `/api/v1/bookings/${bookingID}/cancellation`, {
      acceptPolicy: true,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await vehicles(bookingID)).map((v) => v.state)).toEqual(['released']);

    const coach = await book(await privateQuote('private_coach', 40), await client('127.0.0.2'));
    expect(coach.res.statusCode).toBe(200);
    const sent = await coach.who.call('POST', `/api/v1/bookings/${coach.bookingID}/review`);
    expect(sent.statusCode, sent.body).toBe(200);
    await bookingsOn(db, () => clock).forOperator.declineReview(
      coach.bookingID,
      { operatorID: 1 },
      'No coach',
    );
    expect((await vehicles(coach.bookingID)).map((v) => v.state)).toEqual(['released']);
  });

  it('a coach sent to review keeps its vehicle until the deadline', async () => {
    const coach = await privateQuote('private_coach', 40);
    expect(coach.status.statusID).toBe(1);
    const { bookingID, res } = await book(coach);
    expect(res.statusCode).toBe(200);
    const sent = await api.call('POST', `/api/v1/bookings/${bookingID}/review`);
    const deadline = (sent.json() as { data: { reviewExpiresAt: string } }).data.reviewExpiresAt;
    expect((await vehicles(bookingID)).map((v) => [v.state, v.expires_at])).toEqual([['held', deadline]]);
    // past the unpaid hold's 15 minutes it is still held
    await sweep(minutes(16));
    expect((await vehicles(bookingID)).map((v) => v.state)).toEqual(['held']);
    // released at the review's deadline
    await sweep(new Date(Date.parse(deadline) + 1000));
    expect((await vehicles(bookingID)).map((v) => v.state)).toEqual(['released']);
    expect(await state(bookingID)).toBe('expired');
  });

  it('payment after expiry retakes a free vehicle or refunds', async () => {
    await setFleet(db, { vehicleClass: 'standard', size: 'saloon', vehicles: 2 });
    const quote = await privateQuote('private_standard');
    const late = await book(quote);
    const bookings = bookingsOn(db, () => clock);
    const payable = await bookings.forPayments.getPayable(late.bookingID, clientPrincipal(api.token));
    await sweep(minutes(16));
    clock = minutes(16);
    // vehicle 1 goes to another traveller meanwhile; vehicle 2 is free
    const other = await book(await privateQuote('private_standard'), await client('127.0.0.2'));
    expect((await vehicles(other.bookingID)).map((v) => v.vehicle_number)).toEqual([1]);
    const pay = (id: number, reference: string, amountMinor: number) =>
      bookings.forPayments.confirmPaid(id, { provider: 'sandbox', reference, amountMinor });
    expect(await pay(late.bookingID, 'pi_late', payable.totalMinor)).toBe('confirmed');
    expect((await vehicles(late.bookingID)).map((v) => [v.state, v.vehicle_number])).toEqual([['sold', 2]]);

    // the other's hold expires too and a third traveller takes vehicle 1: with both vehicles
    // standing, the other's late payment is refunded (seats_gone) and nothing of it is sold
    const otherPayable = await bookings.forPayments.getPayable(
      other.bookingID,
      clientPrincipal(other.who.token),
    );
    await sweep(minutes(16));
    clock = minutes(16);
    const third = await book(await privateQuote('private_standard'), await client('127.0.0.3'));
    expect((await vehicles(third.bookingID)).map((v) => v.vehicle_number)).toEqual([1]);
    expect(await pay(other.bookingID, 'pi_gone', otherPayable.totalMinor)).toBe('seats_gone');
    expect((await vehicles(other.bookingID)).map((v) => v.state)).toEqual(['released']);
    expect(await state(other.bookingID)).toBe('expired');
  });

  it('unpaid held vehicles are capped per session, per address and per address on half a fleet row (429)', async () => {
    await setFleet(db, { vehicleClass: 'standard', size: 'minibus', vehicles: 20 });
    await setFleet(db, { vehicleClass: 'standard', size: 'saloon', vehicles: 20 });
    const group = await privateQuote('private_standard', 20);
    const couple = await privateQuote('private_standard', 2);
    const refused = (
      key: 'tooManyHeldVehicles' | 'tooManyHeldVehiclesHere' | 'tooManyHeldVehiclesOfBase',
      held: number,
      limit: number,
    ) => ({
      error: 'too_many_requests',
      error_description: errorText(key, { held, limit }),
    });
    // a session: two groups of 17-32 (two minibuses each) is the most
    expect((await book(group)).res.statusCode).toBe(200);
    expect((await book(group)).res.statusCode).toBe(200);
    const overSession = await book(couple);
    expect(overSession.res.json()).toEqual(
      refused('tooManyHeldVehicles', 4, MAX_UNPAID_HELD_VEHICLES.session),
    );
    expect(await vehicles(overSession.bookingID)).toEqual([]);
    // an address: another session of 127.0.0.1 reaches 6, then is refused; another address is not
    const neighbour = await client();
    expect((await book(group, neighbour)).res.statusCode).toBe(200);
    expect((await book(couple, neighbour)).res.json()).toEqual(
      refused('tooManyHeldVehiclesHere', 6, MAX_UNPAID_HELD_VEHICLES.address),
    );
    expect((await book(couple, await client('10.0.0.9'))).res.statusCode).toBe(200);
    // half a row: Geneva's 4 premium saloons, at most 2 from one address at one time
    await setFleet(db, { vehicleClass: 'premium', size: 'saloon', vehicles: 4 });
    const premium = await privateQuote('private_premium', 2);
    expect((await book(premium, await client('127.0.0.5'))).res.statusCode).toBe(200);
    expect((await book(premium, await client('127.0.0.5'))).res.statusCode).toBe(200);
    expect((await book(premium, await client('127.0.0.5'))).res.json()).toEqual(
      refused('tooManyHeldVehiclesOfBase', 2, 2),
    );
    expect((await book(premium, await client('127.0.0.6'))).res.statusCode).toBe(200);
  });
});
