import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../db/database.ts';

/** The invariants the booking state model test checks after every command (not a test file itself). */

/** The outbox key of a booking's confirmation e-mail (mail/booking-mails.ts). */
const confirmationKey = (bookingID: number) => `booking-confirmation:${bookingID}`;

/**
 * ADR 022's invariants of vehicles, read from the database: per fleet row (base, class and size),
 * the vehicles held (unpaid or in review) plus sold never exceed the row's vehicles at any instant,
 * every number is within 1..vehicles, and no two standing jobs whose windows overlap share a
 * number. Instants are checked at every job's start (where the count of overlapping jobs can grow).
 */
export async function checkVehicleInvariants(db: Db): Promise<void> {
  const fleet = await db.kysely.selectFrom('fleet').select(['fleet_id', 'vehicles']).execute();
  const vehicles = new Map(fleet.map((f) => [f.fleet_id, f.vehicles]));
  const jobs = await db.kysely
    .selectFrom('vehicle_holds')
    .select(['hold_id', 'fleet_id', 'vehicle_number', 'starts_at', 'ends_at'])
    .where('state', 'in', ['held', 'sold'])
    .execute();
  for (const job of jobs) {
    const count = vehicles.get(job.fleet_id) ?? 0;
    expect(job.vehicle_number, `vehicle number of hold ${job.hold_id}`).toBeGreaterThanOrEqual(1);
    expect(job.vehicle_number, `vehicle number of hold ${job.hold_id}`).toBeLessThanOrEqual(count);
    const overlapping = jobs.filter(
      (o) => o.fleet_id === job.fleet_id && o.starts_at <= job.starts_at && o.ends_at > job.starts_at,
    );
    expect(
      overlapping.length,
      `vehicles busy on fleet row ${job.fleet_id} at ${job.starts_at}`,
    ).toBeLessThanOrEqual(count);
    const sharing = jobs.filter(
      (o) =>
        o.hold_id !== job.hold_id &&
        o.fleet_id === job.fleet_id &&
        o.vehicle_number === job.vehicle_number &&
        o.starts_at < job.ends_at &&
        job.starts_at < o.ends_at,
    );
    expect(
      sharing,
      `overlapping jobs sharing vehicle ${job.vehicle_number} with hold ${job.hold_id}`,
    ).toEqual([]);
  }
}

/**
 * The invariants of ADR 010, read from the database: seats held + sold <= capacity
 * on every departure (and departure_loads agrees with seat_holds); vehicles as
 * checkVehicleInvariants (ADR 022); at most one successful and one
 * open payment per booking, none left processing; every charged booking confirmed (or cancelled
 * after it) or its payment refunded; every paid booking has exactly one confirmation e-mail and an
 * unpaid one none; every review that expired was e-mailed once.
 */
export async function checkInvariants(db: Db): Promise<void> {
  const loads = await sql<{ key: string; taken: number; capacity: number; holds: number | null }>`
    select l.departure_key as key, l.seats_taken as taken, t.capacity as capacity,
      (select sum(h.seats) from seat_holds h where h.departure_key = l.departure_key and h.state in ('held', 'sold')) as holds
    from departure_loads l join timetables t on t.timetable_id = l.timetable_id`.execute(db.kysely);
  for (const l of loads.rows) {
    expect(l.taken, `seats on ${l.key}`).toBeLessThanOrEqual(l.capacity);
    expect(l.taken, `departure_loads vs seat_holds on ${l.key}`).toBe(Number(l.holds ?? 0));
  }
  const bookings = await db.kysely
    .selectFrom('bookings')
    .select(['booking_id', 'state', 'paid_reference', 'review_requested_at'])
    .execute();
  const intents = await db.kysely
    .selectFrom('payment_intents')
    .select(['id', 'booking_id', 'status'])
    .execute();
  const refunds = await db.kysely.selectFrom('refunds').select(['payment_intent_id', 'reason']).execute();
  const mails = await db.kysely.selectFrom('mail_outbox').select('dedup_key').execute();
  const holds = [
    ...(await db.kysely.selectFrom('seat_holds').select(['booking_id', 'state']).execute()),
    ...(await db.kysely.selectFrom('vehicle_holds').select(['booking_id', 'state']).execute()),
  ];
  await checkVehicleInvariants(db);
  const count = (key: string) => mails.filter((m) => m.dedup_key === key).length;

  expect(
    intents.filter((i) => i.status === 'processing'),
    'payments left processing',
  ).toEqual([]);
  for (const b of bookings) {
    const mine = intents.filter((i) => i.booking_id === b.booking_id);
    expect(mine.filter((i) => i.status === 'succeeded').length).toBeLessThanOrEqual(1);
    expect(mine.filter((i) => i.status.startsWith('requires_')).length).toBeLessThanOrEqual(1);
    for (const i of mine.filter((x) => x.status === 'succeeded')) {
      expect(b.paid_reference, `booking ${b.booking_id} charged by ${i.id}`).toBe(i.id);
      expect(['confirmed', 'cancelled']).toContain(b.state);
    }
    for (const i of mine.filter((x) => x.status === 'canceled')) {
      expect(b.paid_reference).not.toBe(i.id);
      expect(
        refunds.filter((f) => f.payment_intent_id === i.id),
        `refund of ${i.id}`,
      ).toHaveLength(1);
    }
    const paid = b.paid_reference !== null;
    expect(paid).toBe(b.state === 'confirmed' || b.state === 'cancelled');
    expect(count(confirmationKey(b.booking_id)), `confirmation e-mails of ${b.booking_id}`).toBe(
      paid ? 1 : 0,
    );
    const states = holds.filter((h) => h.booking_id === b.booking_id).map((h) => h.state);
    if (b.state === 'confirmed') expect(states.every((s) => s === 'sold')).toBe(true);
    if (b.state === 'cancelled' || b.state === 'expired') expect(states).not.toContain('held');
    if (b.state === 'pending_payment' || b.state === 'awaiting_review') expect(states).not.toContain('sold');
    if (b.state === 'expired' && b.review_requested_at !== null) {
      expect(count(`review-expired:${b.booking_id}`), `expired review ${b.booking_id} e-mailed`).toBe(1);
    }
  }
}
