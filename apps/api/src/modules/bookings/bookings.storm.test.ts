import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { anonymousToken, buildTestApp } from '../../../test/helper.ts';
import { SEATS_GONE } from './bookings.service.ts';
import { bookingApi, testQuoteTokens } from './bookings.test-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const BUYERS = 20;
const SEATS_LEFT = 5;

describe('the storm: concurrent buyers never overbook (DESIGN §4; issue 3 Safety)', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ app, db, close } = await buildTestApp({ now: NOW }));
  });
  afterEach(() => close());

  it(`${BUYERS} parallel buyers of 2 seats on a departure with ${SEATS_LEFT} seats left: 2 succeed, the rest get 409`, async () => {
    const api = bookingApi(app, await anonymousToken(app));
    const quote = (await api.search()).find((q) => q.journey.product === 'shared_fixed')!;
    const verified = testQuoteTokens().verify(quote.quoteID, NOW);
    if (!verified.ok || !verified.claims.departureKey) throw new Error('a shared quote should verify');
    const key = verified.claims.departureKey;
    const timetableID = Number(key.split(':')[0]);
    const { capacity } = await db.kysely
      .selectFrom('timetables')
      .select('capacity')
      .where('timetable_id', '=', timetableID)
      .executeTakeFirstOrThrow();
    await db.kysely
      .insertInto('departure_loads')
      .values({
        departure_key: key,
        timetable_id: timetableID,
        service_date: verified.claims.date,
        departure_time: verified.claims.time,
        seats_taken: capacity - SEATS_LEFT,
      })
      .execute();

    const results = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const buyer = bookingApi(app, await anonymousToken(app));
        const bookingID = await buyer.newBooking();
        return buyer.addLeg(bookingID, quote.quoteID);
      }),
    );
    const sold = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(sold).toHaveLength(Math.floor(SEATS_LEFT / 2));
    for (const r of refused) expect(r.json()).toEqual({ error: 'conflict', error_description: SEATS_GONE });

    const load = await db.kysely
      .selectFrom('departure_loads')
      .select('seats_taken')
      .where('departure_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(load.seats_taken).toBe(capacity - SEATS_LEFT + sold.length * 2);
    expect(load.seats_taken).toBeLessThanOrEqual(capacity);
    const held = await db.kysely
      .selectFrom('seat_holds')
      .select(sql<number>`sum(seats)`.as('seats'))
      .where('departure_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(Number(held.seats)).toBe(sold.length * 2);
    // Nothing of a refused buyer was written: no leg without its hold.
    const legs = await db.kysely.selectFrom('booking_legs').select('passenger_id').execute();
    expect(legs).toHaveLength(sold.length);
  });
});
