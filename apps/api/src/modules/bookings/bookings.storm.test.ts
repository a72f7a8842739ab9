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
/** Repetitions of the storm: STORM_REPEAT, else 3 in CI and 20 on a developer's machine. */
const REPEAT = Number(process.env.STORM_REPEAT ?? (process.env.CI ? 3 : 20));

/** A departure's counter as the storm leaves it. */
async function seatsTaken(db: Db, key: string): Promise<number> {
  const load = await db.kysely
    .selectFrom('departure_loads')
    .select('seats_taken')
    .where('departure_key', '=', key)
    .executeTakeFirstOrThrow();
  return load.seats_taken;
}

/**
 * The control: the hold written the naive way, reading the counter and then writing it (the race
 * seat-holds.repository.ts closes with one conditional UPDATE). The pause between the two lets
 * every buyer read before any writes, as a busy server would.
 */
async function naiveHold(db: Db, key: string, capacity: number, seats: number): Promise<boolean> {
  const taken = await seatsTaken(db, key);
  await new Promise((resolve) => setTimeout(resolve, 5));
  if (taken + seats > capacity) return false;
  await db.kysely
    .updateTable('departure_loads')
    .set({ seats_taken: taken + seats })
    .where('departure_key', '=', key)
    .execute();
  return true;
}

describe('the storm: concurrent buyers never overbook (docs/architecture.md §4; ADR 006 Safety)', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ app, db, close } = await buildTestApp({ now: NOW }));
  });
  afterEach(() => close());

  /** A shared departure of the search with SEATS_LEFT seats left: its key and its capacity. */
  async function nearlyFull(): Promise<{ quoteID: string; key: string; capacity: number }> {
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
    return { quoteID: quote.quoteID, key, capacity };
  }

  it(`control: ${BUYERS} parallel buyers holding seats the naive way (read, then write) oversell the departure`, async () => {
    const { key, capacity } = await nearlyFull();
    const sold = await Promise.all(Array.from({ length: BUYERS }, () => naiveHold(db, key, capacity, 2)));
    // every buyer read SEATS_LEFT seats left, so more than the 2 pairs that fit were sold
    expect(sold.filter(Boolean).length).toBeGreaterThan(Math.floor(SEATS_LEFT / 2));
  });

  it(`${BUYERS} parallel buyers of 2 seats on a departure with ${SEATS_LEFT} seats left: 2 succeed, the rest get 409 (${REPEAT} storms)`, async () => {
    for (let storm = 0; storm < REPEAT; storm += 1) {
      await close();
      ({ app, db, close } = await buildTestApp({ now: NOW }));
      await oneStorm();
    }
  });

  async function oneStorm(): Promise<void> {
    const { quoteID, key, capacity } = await nearlyFull();
    const results = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const buyer = bookingApi(app, await anonymousToken(app));
        const bookingID = await buyer.newBooking();
        return buyer.addLeg(bookingID, quoteID);
      }),
    );
    const sold = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(sold).toHaveLength(Math.floor(SEATS_LEFT / 2));
    for (const r of refused) expect(r.json()).toEqual({ error: 'conflict', error_description: SEATS_GONE });

    const taken = await seatsTaken(db, key);
    expect(taken).toBe(capacity - SEATS_LEFT + sold.length * 2);
    expect(taken).toBeLessThanOrEqual(capacity);
    const held = await db.kysely
      .selectFrom('seat_holds')
      .select(sql<number>`sum(seats)`.as('seats'))
      .where('departure_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(Number(held.seats)).toBe(sold.length * 2);
    // Nothing of a refused buyer was written: no leg without its hold.
    const legs = await db.kysely.selectFrom('booking_legs').select('passenger_id').execute();
    expect(legs).toHaveLength(sold.length);
  }
});
