import { ON_OPERATOR_DAY, statesWhere } from '@alpine/domain';
import type { Kysely } from 'kysely';
import { EXTRA_ITEMS, itemsOfColumns, type WireItems } from '@alpine/domain';
import type { Database } from '../../db/schema.ts';

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
  items: WireItems;
}

/**
 * Read-only SQL of the operator's departures and check-in (ADR 019): the departures'
 * counters, the seats held and sold, the booked legs of a manifest, of the day's private jobs (with
 * their vehicles, ADR 022) and of a reference, and when a leg was boarded. It reads the bookings module's tables and writes
 * nothing: capacity, sales and boarding go through BookingsForOperator (bookings/ports.ts; ADR 013).
 */
export function departuresRepository(db: Kysely<Database>) {
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
        ...EXTRA_ITEMS.map((e) => `l.${e.column}` as const),
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
    items: itemsOfColumns(r),
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
        .where('b.state', 'in', statesWhere(ON_OPERATOR_DAY))
        .orderBy('l.departure_time')
        .orderBy('l.passenger_id')
        .execute();
      return rows.map(toLeg);
    },

    /**
     * The vehicles held or sold for legs `passengerIDs` (ADR 022), per leg by fleet row and
     * number: a leg of 17-32 standard pax has two.
     */
    async vehiclesOfLegs(
      passengerIDs: number[],
    ): Promise<Map<number, { fleetID: number; number: number }[]>> {
      const by = new Map<number, { fleetID: number; number: number }[]>();
      if (passengerIDs.length === 0) return by;
      const rows = await db
        .selectFrom('vehicle_holds')
        .select(['passenger_id', 'fleet_id', 'vehicle_number'])
        .where('passenger_id', 'in', passengerIDs)
        .where('state', 'in', ['held', 'sold'])
        .orderBy('passenger_id')
        .orderBy('fleet_id')
        .orderBy('vehicle_number')
        .execute();
      for (const r of rows) {
        const list = by.get(r.passenger_id) ?? [];
        list.push({ fleetID: r.fleet_id, number: r.vehicle_number });
        by.set(r.passenger_id, list);
      }
      return by;
    },

    /** The legs of the booking with `reference` (any case), in leg order. */
    async legsOfReference(reference: string): Promise<BookedLeg[]> {
      const rows = await legs()
        .where('b.reference', '=', reference.trim().toUpperCase())
        .orderBy('l.leg_index')
        .execute();
      return rows.map(toLeg);
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
export type DeparturesRepository = ReturnType<typeof departuresRepository>;
