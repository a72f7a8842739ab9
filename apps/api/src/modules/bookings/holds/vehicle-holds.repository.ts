import type { VehicleClass, VehicleJob, VehicleSize, VehicleWindow } from '@alpine/domain';
import type { Kysely } from 'kysely';
import { lockKeysUntilCommit } from '../../../db/advisory-lock.ts';
import type { Database } from '../../../db/schema.ts';

const changed = (r: { numUpdatedRows: bigint }) => r.numUpdatedRows > 0n;
const iso = (ms: number) => new Date(ms).toISOString();

/** The base serving a hub location and the minutes from its depot to the hub (ADR 022). */
export interface HubBase {
  locationID: number;
  baseID: number;
  minutes: number;
}

/** A fleet row as a hold reads it under its lock (ADR 022). */
export interface FleetRow {
  fleetID: number;
  baseID: number;
  vehicleClass: VehicleClass;
  size: VehicleSize;
  vehicles: number;
}

/** A vehicle to record as held for a leg: its fleet row, number and window (ISO UTC), expiry ISO UTC. */
export interface NewVehicleHold {
  bookingID: number;
  passengerID: number;
  fleetID: number;
  vehicleNumber: number;
  startsAt: string;
  endsAt: string;
  expiresAt: string;
  /** The connection's address that asked for it (request.ip), or null when unknown. */
  clientAddress: string | null;
}

/** A stored vehicle hold: held (counted, may expire), sold (paid) or released (vehicle free again). */
export interface VehicleHoldRecord {
  holdID: number;
  bookingID: number;
  passengerID: number;
  fleetID: number;
  vehicleNumber: number;
  startsAt: string;
  endsAt: string;
  state: 'held' | 'sold' | 'released';
  expiresAt: string | null;
}

/**
 * Vehicle holds of private and coach legs (ADR 022, with ADR 006's guarantees): the bookings
 * module owns vehicle_holds and, inside its transactions, locks the fleet rows it holds vehicles
 * of. The lock protocol, shared with the operator's count changes: `lockFleetRow` (a no-op
 * conditional UPDATE of the row, taken after the booking's row: ADR 006's order), then
 * `standingJobs` of the window, then `freeVehicleNumbers` (@alpine/domain) and one
 * `insertVehicleHold` per vehicle. On PostgreSQL the row lock serialises holds of one fleet row;
 * SQLite runs one write transaction at a time. Releases and sales are conditional UPDATEs of one
 * hold each (never twice) and need no fleet lock: a vehicle freed meanwhile is only seen busy by
 * a hold that read before it. Used by bookings.repository.ts, on the database or in its transaction.
 */
export function vehicleHoldQueries(db: Kysely<Database>) {
  /** Locks fleet row `fleetID` (as lockFleetRow) and reads it after the lock; null when unknown. */
  async function lockFleetRowByID(fleetID: number): Promise<FleetRow | null> {
    await db
      .updateTable('fleet')
      .set((eb) => ({ vehicles: eb.ref('vehicles') }))
      .where('fleet_id', '=', fleetID)
      .execute();
    const r = await db
      .selectFrom('fleet')
      .select(['fleet_id', 'base_id', 'vehicle_class', 'size', 'vehicles'])
      .where('fleet_id', '=', fleetID)
      .executeTakeFirst();
    return r
      ? {
          fleetID: r.fleet_id,
          baseID: r.base_id,
          vehicleClass: r.vehicle_class,
          size: r.size,
          vehicles: r.vehicles,
        }
      : null;
  }

  return {
    lockFleetRowByID,
    /** The bases of those of `locationIDs` that are hubs (base_hubs), by location id. */
    async hubBases(locationIDs: number[]): Promise<Map<number, HubBase>> {
      if (locationIDs.length === 0) return new Map();
      const rows = await db
        .selectFrom('base_hubs')
        .select(['location_id', 'base_id', 'minutes'])
        .where('location_id', 'in', locationIDs)
        .execute();
      return new Map(
        rows.map((r) => [
          r.location_id,
          { locationID: r.location_id, baseID: r.base_id, minutes: r.minutes },
        ]),
      );
    },

    /**
     * Locks the fleet row of (base, class, size) until the transaction ends (`UPDATE fleet SET
     * vehicles = vehicles`: ADR 022's protocol) and reads it after the lock; null when the base
     * has no such row.
     */
    async lockFleetRow(
      baseID: number,
      vehicleClass: VehicleClass,
      size: VehicleSize,
    ): Promise<FleetRow | null> {
      const found = await db
        .selectFrom('fleet')
        .select('fleet_id')
        .where('base_id', '=', baseID)
        .where('vehicle_class', '=', vehicleClass)
        .where('size', '=', size)
        .executeTakeFirst();
      if (!found) return null;
      return lockFleetRowByID(found.fleet_id);
    },

    /**
     * The standing jobs (held, in review or sold) of fleet row `fleetID` whose window overlaps
     * `window` (start inclusive, end exclusive; ISO UTC strings compare as instants): their
     * numbers and windows in UTC ms, as freeVehicleNumbers reads them.
     */
    async standingJobs(fleetID: number, window: VehicleWindow): Promise<VehicleJob[]> {
      const rows = await db
        .selectFrom('vehicle_holds')
        .select(['vehicle_number', 'starts_at', 'ends_at'])
        .where('fleet_id', '=', fleetID)
        .where('state', 'in', ['held', 'sold'])
        .where('starts_at', '<', iso(window.endsAt))
        .where('ends_at', '>', iso(window.startsAt))
        .execute();
      return rows.map((r) => ({
        number: r.vehicle_number,
        startsAt: Date.parse(r.starts_at),
        endsAt: Date.parse(r.ends_at),
      }));
    },

    /** Records one held vehicle. */
    async insertVehicleHold(h: NewVehicleHold): Promise<void> {
      await db
        .insertInto('vehicle_holds')
        .values({
          booking_id: h.bookingID,
          passenger_id: h.passengerID,
          fleet_id: h.fleetID,
          vehicle_number: h.vehicleNumber,
          starts_at: h.startsAt,
          ends_at: h.endsAt,
          state: 'held',
          expires_at: h.expiresAt,
          client_address: h.clientAddress,
        })
        .execute();
    },

    /**
     * Vehicles held, not yet paid, at `nowIso` on bookings pending payment (ADR 011 amended,
     * ADR 022): of session `sessionID` (`session`), taken from `clientAddress` (`address`; 0 when
     * unknown) and, of those, on fleet row `fleetID` overlapping `window` (`addressOnRow`). What
     * MAX_UNPAID_HELD_VEHICLES caps.
     */
    async unpaidVehiclesHeld(
      sessionID: string,
      clientAddress: string | null,
      nowIso: string,
      fleetID: number,
      window: VehicleWindow,
    ): Promise<{ session: number; address: number; addressOnRow: number }> {
      const held = (by: 'session' | 'address' | 'addressOnRow') => {
        let q = db
          .selectFrom('vehicle_holds as v')
          .innerJoin('bookings as b', 'b.booking_id', 'v.booking_id')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('v.state', '=', 'held')
          .where('v.expires_at', '>', nowIso)
          .where('b.state', '=', 'pending_payment');
        q =
          by === 'session'
            ? q.where('b.owner_session', '=', sessionID)
            : q.where('v.client_address', '=', clientAddress ?? '');
        if (by === 'addressOnRow') {
          q = q
            .where('v.fleet_id', '=', fleetID)
            .where('v.starts_at', '<', iso(window.endsAt))
            .where('v.ends_at', '>', iso(window.startsAt));
        }
        return q.executeTakeFirstOrThrow().then((r) => Number(r.n));
      };
      const session = await held('session');
      if (clientAddress === null) return { session, address: 0, addressOnRow: 0 };
      return { session, address: await held('address'), addressOnRow: await held('addressOnRow') };
    },

    /**
     * Makes the vehicle holds of one session, and of one client address, wait for each other
     * until this transaction ends, so that unpaidVehiclesHeld counts every hold committed before
     * it and MAX_UNPAID_HELD_VEHICLES holds under concurrent requests (db/advisory-lock.ts).
     */
    async lockVehicleHolders(sessionID: string, clientAddress: string | null): Promise<void> {
      const keys = [`held-vehicles-session:${sessionID}`];
      if (clientAddress !== null) keys.push(`held-vehicles-address:${clientAddress}`);
      await lockKeysUntilCommit(db, keys);
    },

    /** The vehicle holds of a booking, in hold order. */
    async listVehicleHolds(bookingID: number): Promise<VehicleHoldRecord[]> {
      const rows = await db
        .selectFrom('vehicle_holds')
        .select(['hold_id', 'booking_id', 'passenger_id', 'fleet_id', 'vehicle_number'])
        .select(['starts_at', 'ends_at', 'state', 'expires_at'])
        .where('booking_id', '=', bookingID)
        .orderBy('hold_id')
        .execute();
      return rows.map((r) => ({
        holdID: r.hold_id,
        bookingID: r.booking_id,
        passengerID: r.passenger_id,
        fleetID: r.fleet_id,
        vehicleNumber: r.vehicle_number,
        startsAt: r.starts_at,
        endsAt: r.ends_at,
        state: r.state,
        expiresAt: r.expires_at,
      }));
    },

    /** Held vehicle holds of pending_payment bookings whose expiry (ISO UTC) is at or before `nowIso`. */
    async listExpiredVehicleHolds(nowIso: string): Promise<{ holdID: number; bookingID: number }[]> {
      const rows = await db
        .selectFrom('vehicle_holds as v')
        .innerJoin('bookings as b', 'b.booking_id', 'v.booking_id')
        .select(['v.hold_id', 'v.booking_id'])
        .where('v.state', '=', 'held')
        .where('v.expires_at', 'is not', null)
        .where('v.expires_at', '<=', nowIso)
        .where('b.state', '=', 'pending_payment')
        .orderBy('v.hold_id')
        .execute();
      return rows.map((r) => ({ holdID: r.hold_id, bookingID: r.booking_id }));
    },

    /** Releases one expired vehicle hold if it is still held and expired (conditional: never twice). */
    async releaseVehicleHold(holdID: number, nowIso: string): Promise<boolean> {
      const r = await db
        .updateTable('vehicle_holds')
        .set({ state: 'released' })
        .where('hold_id', '=', holdID)
        .where('state', '=', 'held')
        .where('expires_at', 'is not', null)
        .where('expires_at', '<=', nowIso)
        .executeTakeFirst();
      return changed(r);
    },

    /**
     * Releases every vehicle hold of a booking in one of `states` (default: held; a cancellation
     * passes sold and held), one conditional UPDATE: a hold is released at most once even when
     * callers race. Returns how many vehicles it released.
     */
    async releaseVehicleHoldsOf(bookingID: number, states: ('held' | 'sold')[] = ['held']): Promise<number> {
      const r = await db
        .updateTable('vehicle_holds')
        .set({ state: 'released', expires_at: null })
        .where('booking_id', '=', bookingID)
        .where('state', 'in', states)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    /** Gives a booking's held vehicles the expiry `expiresAt` (ISO UTC): a review's deadline or pay link. */
    async extendVehicleHolds(bookingID: number, expiresAt: string): Promise<void> {
      await db
        .updateTable('vehicle_holds')
        .set({ expires_at: expiresAt })
        .where('booking_id', '=', bookingID)
        .where('state', '=', 'held')
        .execute();
    },

    /** Moves a held vehicle hold to sold, with no expiry (conditional). */
    async sellVehicleHold(holdID: number): Promise<boolean> {
      const r = await db
        .updateTable('vehicle_holds')
        .set({ state: 'sold', expires_at: null })
        .where('hold_id', '=', holdID)
        .where('state', '=', 'held')
        .executeTakeFirst();
      return changed(r);
    },

    /**
     * Sells a released vehicle hold again under vehicle number `vehicleNumber` (a payment after its
     * hold expired, ADR 006 and ADR 022: the caller holds the fleet row's lock and found the
     * number free). Conditional on the hold still being released.
     */
    async resellVehicleHold(holdID: number, vehicleNumber: number): Promise<boolean> {
      const r = await db
        .updateTable('vehicle_holds')
        .set({ state: 'sold', expires_at: null, vehicle_number: vehicleNumber })
        .where('hold_id', '=', holdID)
        .where('state', '=', 'released')
        .executeTakeFirst();
      return changed(r);
    },
  };
}
