import type { VehicleClass, VehicleSize } from '@alpine/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A fleet row with its base (ADR 022): names in English, the home location's time zone. */
export interface FleetRecord {
  fleetID: number;
  baseID: number;
  baseName: string;
  baseLocationID: number;
  baseLocation: string;
  timeZone: string;
  vehicleClass: VehicleClass;
  size: VehicleSize;
  seats: number;
  vehicles: number;
}

/** A standing vehicle job with its leg and booking (ADR 022); instants ISO UTC. */
export interface FleetJobRecord {
  fleetID: number;
  number: number;
  startsAt: string;
  endsAt: string;
  hold: 'held' | 'sold';
  bookingID: number;
  reference: string;
  state: string;
  passengerID: number;
  product: string;
  originID: number;
  destinationID: number;
  date: string;
  time: string;
  pax: number;
}

/** Vehicle classes in the console's order. */
const CLASS_ORDER: Record<VehicleClass, number> = { standard: 0, premium: 1, coach: 2 };

/**
 * Read-only SQL of the operator's fleet page (ADR 022): the fleet rows with their bases, and the
 * standing vehicle jobs of a span of time. It reads the bookings module's tables and writes
 * nothing: a count changes through BookingsForOperator.changeFleet (bookings/ports.ts; ADR 013).
 */
export function fleetRepository(db: Kysely<Database>) {
  const rows = () =>
    db
      .selectFrom('fleet as f')
      .innerJoin('bases as b', 'b.base_id', 'f.base_id')
      .innerJoin('locations as l', 'l.location_id', 'b.home_location_id')
      .select([
        'f.fleet_id',
        'f.base_id',
        'b.name as base_name',
        'b.home_location_id',
        'l.name as location_name',
        'l.time_zone',
        'f.vehicle_class',
        'f.size',
        'f.seats',
        'f.vehicles',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];
  const toRecord = (r: Row): FleetRecord => ({
    fleetID: r.fleet_id,
    baseID: r.base_id,
    baseName: r.base_name,
    baseLocationID: r.home_location_id,
    baseLocation: r.location_name,
    timeZone: r.time_zone,
    vehicleClass: r.vehicle_class,
    size: r.size,
    seats: r.seats,
    vehicles: r.vehicles,
  });

  return {
    /** Every fleet row, by base, class (standard, premium, coach) and seats. */
    async list(): Promise<FleetRecord[]> {
      const all = (await rows().execute()).map(toRecord);
      return all.sort(
        (a, b) =>
          a.baseID - b.baseID ||
          CLASS_ORDER[a.vehicleClass] - CLASS_ORDER[b.vehicleClass] ||
          a.seats - b.seats,
      );
    },

    /** One fleet row, or null. */
    async find(fleetID: number): Promise<FleetRecord | null> {
      const r = await rows().where('f.fleet_id', '=', fleetID).executeTakeFirst();
      return r ? toRecord(r) : null;
    },

    /**
     * The standing vehicle jobs (held or sold) whose window touches [`from`, `to`) (ISO UTC), by
     * fleet row, number and start.
     */
    async jobsBetween(from: string, to: string): Promise<FleetJobRecord[]> {
      const found = await db
        .selectFrom('vehicle_holds as v')
        .innerJoin('booking_legs as l', 'l.passenger_id', 'v.passenger_id')
        .innerJoin('bookings as b', 'b.booking_id', 'v.booking_id')
        .select([
          'v.fleet_id',
          'v.vehicle_number',
          'v.starts_at',
          'v.ends_at',
          'v.state as hold',
          'b.booking_id',
          'b.reference',
          'b.state',
          'l.passenger_id',
          'l.product',
          'l.origin_id',
          'l.destination_id',
          'l.service_date',
          'l.departure_time',
          'l.pax',
        ])
        .where('v.state', 'in', ['held', 'sold'])
        .where('v.starts_at', '<', to)
        .where('v.ends_at', '>', from)
        .orderBy('v.fleet_id')
        .orderBy('v.vehicle_number')
        .orderBy('v.starts_at')
        .execute();
      return found.map((r) => ({
        fleetID: r.fleet_id,
        number: r.vehicle_number,
        startsAt: r.starts_at,
        endsAt: r.ends_at,
        hold: r.hold as 'held' | 'sold',
        bookingID: r.booking_id,
        reference: r.reference,
        state: r.state,
        passengerID: r.passenger_id,
        product: r.product,
        originID: r.origin_id,
        destinationID: r.destination_id,
        date: r.service_date,
        time: r.departure_time,
        pax: r.pax,
      }));
    },
  };
}
export type FleetRepository = ReturnType<typeof fleetRepository>;
