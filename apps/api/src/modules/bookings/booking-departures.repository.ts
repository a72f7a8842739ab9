import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const changed = (r: { numUpdatedRows: bigint }) => r.numUpdatedRows > 0n;

/** A departure's counters: seats taken (held and sold), withheld by the operator, closed to sales. */
export interface DepartureLoad {
  seatsTaken: number;
  withheld: number;
  closed: boolean;
}

/** A booked leg of a manifest or of the day's private jobs, with its booking (ADR 019). */
export interface BookedLeg {
  bookingID: number;
  reference: string;
  state: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  passengerID: number;
  product: string;
  originID: number;
  destinationID: number;
  date: string;
  time: string;
  pax: number;
  flight: string;
  connectionTime: string | null;
  originAddressID: number;
  destinationAddressID: number;
  checkedInAt: string | null;
  items: {
    bags: number;
    handLuggage: number;
    skis: number;
    bikes: number;
    pets: number;
    seatsR: number;
    seatsF: number;
    seatsB: number;
    flexi: boolean;
    children: number;
  };
}

/**
 * SQL of the operator's departures and check-in (ADR 019): loads, held and sold seats,
 * booked legs, capacity and sales changes (each with its departure_changes line) and boarding.
 * Part of bookingsRepository: departure_loads and seat_holds move only in this module.
 */
export function departureQueries(db: Kysely<Database>) {
  const legs = () =>
    db
      .selectFrom('booking_legs as l')
      .innerJoin('bookings as b', 'b.booking_id', 'l.booking_id')
      .select([
        'b.booking_id',
        'b.reference',
        'b.state',
        'b.first_name',
        'b.last_name',
        'b.email',
        'b.mobile',
        'l.passenger_id',
        'l.product',
        'l.origin_id',
        'l.destination_id',
        'l.service_date',
        'l.departure_time',
        'l.pax',
        'l.flight',
        'l.connection_time',
        'l.origin_address_id',
        'l.destination_address_id',
        'l.checked_in_at',
        'l.bags',
        'l.hand_luggage',
        'l.skis',
        'l.bikes',
        'l.pets',
        'l.seats_rear',
        'l.seats_front',
        'l.seats_booster',
        'l.flexi',
        'l.children',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof legs>['execute']>>[number];
  const toLeg = (r: Row): BookedLeg => ({
    bookingID: r.booking_id,
    reference: r.reference,
    state: r.state,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    mobile: r.mobile,
    passengerID: r.passenger_id,
    product: r.product,
    originID: r.origin_id,
    destinationID: r.destination_id,
    date: r.service_date,
    time: r.departure_time,
    pax: r.pax,
    flight: r.flight,
    connectionTime: r.connection_time ?? null,
    originAddressID: r.origin_address_id,
    destinationAddressID: r.destination_address_id,
    checkedInAt: r.checked_in_at ?? null,
    items: {
      bags: r.bags,
      handLuggage: r.hand_luggage,
      skis: r.skis,
      bikes: r.bikes,
      pets: r.pets,
      seatsR: r.seats_rear,
      seatsF: r.seats_front,
      seatsB: r.seats_booster,
      flexi: r.flexi === 1,
      children: r.children,
    },
  });

  return {
    /** The counters of departures by key (absent: nothing taken, nothing withheld, open). */
    async departureLoads(keys: string[]): Promise<Map<string, DepartureLoad>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .selectFrom('departure_loads')
        .select(['departure_key', 'seats_taken', 'withheld', 'closed'])
        .where('departure_key', 'in', keys)
        .execute();
      return new Map(
        rows.map((r) => [
          r.departure_key,
          { seatsTaken: r.seats_taken, withheld: r.withheld, closed: r.closed === 1 },
        ]),
      );
    },

    /** Seats held and sold per departure key of `date` (holds not released). */
    async seatsByState(date: string): Promise<Map<string, { held: number; sold: number }>> {
      const rows = await db
        .selectFrom('seat_holds')
        .select((eb) => ['departure_key', 'state', eb.fn.sum<number | string>('seats').as('seats')])
        .where('service_date', '=', date)
        .where('state', 'in', ['held', 'sold'])
        .groupBy(['departure_key', 'state'])
        .execute();
      const by = new Map<string, { held: number; sold: number }>();
      for (const r of rows) {
        const entry = by.get(r.departure_key) ?? { held: 0, sold: 0 };
        entry[r.state as 'held' | 'sold'] = Number(r.seats);
        by.set(r.departure_key, entry);
      }
      return by;
    },

    /** The confirmed legs on a shared departure, by pick-up and name. */
    async manifestLegs(departureKey: string): Promise<BookedLeg[]> {
      const rows = await legs()
        .where('l.departure_key', '=', departureKey)
        .where('b.state', '=', 'confirmed')
        .orderBy('l.origin_address_id')
        .orderBy('b.last_name')
        .orderBy('l.passenger_id')
        .execute();
      return rows.map(toLeg);
    },

    /** The private and coach legs of `date` (no departure key) of bookings confirmed or awaiting review. */
    async privateLegsOn(date: string): Promise<BookedLeg[]> {
      const rows = await legs()
        .where('l.service_date', '=', date)
        .where('l.departure_key', 'is', null)
        .where('b.state', 'in', ['confirmed', 'awaiting_review'])
        .orderBy('l.departure_time')
        .orderBy('l.passenger_id')
        .execute();
      return rows.map(toLeg);
    },

    /** The legs of the booking with `reference` (any case), in leg order. */
    async legsOfReference(reference: string): Promise<BookedLeg[]> {
      const rows = await legs()
        .where('b.reference', '=', reference.trim().toUpperCase())
        .orderBy('l.leg_index')
        .execute();
      return rows.map(toLeg);
    },

    /** Makes sure a departure has its counter row (seats 0, open). */
    async ensureLoad(d: {
      departureKey: string;
      timetableID: number;
      date: string;
      time: string;
    }): Promise<void> {
      await db
        .insertInto('departure_loads')
        .values({
          departure_key: d.departureKey,
          timetable_id: d.timetableID,
          service_date: d.date,
          departure_time: d.time,
          seats_taken: 0,
        })
        .onConflict((oc) => oc.column('departure_key').doNothing())
        .execute();
    },

    /**
     * Withholds `withheld` seats of the timetable's `timetableCapacity` (conditional: only when the
     * seats taken fit the new capacity). False when they do not.
     */
    async setWithheld(departureKey: string, withheld: number, timetableCapacity: number): Promise<boolean> {
      const r = await db
        .updateTable('departure_loads')
        .set({ withheld })
        .where('departure_key', '=', departureKey)
        .where('seats_taken', '<=', timetableCapacity - withheld)
        .executeTakeFirst();
      return changed(r);
    },

    /** Closes (true) or reopens a departure to sales. */
    async setClosed(departureKey: string, closed: boolean): Promise<void> {
      await db
        .updateTable('departure_loads')
        .set({ closed: closed ? 1 : 0 })
        .where('departure_key', '=', departureKey)
        .execute();
    },

    /** Records a capacity change or a closing or reopening (ADR 019: the change audited). */
    async recordDepartureChange(c: {
      departureKey: string;
      change: 'capacity' | 'closed' | 'reopened';
      from: number | null;
      to: number | null;
      operatorID: number;
      at: string;
    }): Promise<void> {
      await db
        .insertInto('departure_changes')
        .values({
          departure_key: c.departureKey,
          change: c.change,
          from_value: c.from,
          to_value: c.to,
          operator_id: c.operatorID,
          at: c.at,
        })
        .execute();
    },

    /** Marks a leg boarded at `at` by `operatorID` (conditional: once). False when already boarded. */
    async checkIn(passengerID: number, at: string, operatorID: number): Promise<boolean> {
      const r = await db
        .updateTable('booking_legs')
        .set({ checked_in_at: at, checked_in_by: operatorID })
        .where('passenger_id', '=', passengerID)
        .where('checked_in_at', 'is', null)
        .executeTakeFirst();
      return changed(r);
    },

    /** When a leg was boarded (ISO UTC), or null. */
    async checkedInAt(passengerID: number): Promise<string | null> {
      const r = await db
        .selectFrom('booking_legs')
        .select('checked_in_at')
        .where('passenger_id', '=', passengerID)
        .executeTakeFirst();
      return r?.checked_in_at ?? null;
    },
  };
}
