import { sql, type Kysely } from 'kysely';
import { lockKeysUntilCommit } from '../../../db/advisory-lock.ts';
import type { Database } from '../../../db/schema.ts';
import type { HoldRecord, NewHold } from '../booking-records.ts';

const changed = (r: { numUpdatedRows: bigint }) => r.numUpdatedRows > 0n;

/**
 * Seat holds of shared departures and the seat counts they move (docs/architecture.md §4: no overbooking on
 * SQLite or PostgreSQL; unpaid holds expire). Every change of seats_taken is one conditional UPDATE.
 * With the operator's changes of a departure's counter row (capacity withheld, closed to sales)
 * and their departure_changes lines: they are conditional on the seats taken (ADR 006).
 * Used by bookings.repository.ts, on the database or inside its transaction.
 */
export function seatHoldQueries(db: Kysely<Database>) {
  return {
    /**
     * Takes `seats` on a departure if they fit its timetable's capacity, atomically: ensures the
     * departure_loads row, then one conditional UPDATE (docs/architecture.md §4: no overbooking). False when
     * full.
     */
    async takeSeats(h: Pick<NewHold, 'departureKey' | 'timetableID' | 'date' | 'time' | 'seats'>) {
      await db
        .insertInto('departure_loads')
        .values({
          departure_key: h.departureKey,
          timetable_id: h.timetableID,
          service_date: h.date,
          departure_time: h.time,
          seats_taken: 0,
        })
        .onConflict((oc) => oc.column('departure_key').doNothing())
        .execute();
      const r = await db
        .updateTable('departure_loads')
        .set((eb) => ({ seats_taken: eb('seats_taken', '+', h.seats) }))
        .where('departure_key', '=', h.departureKey)
        .where(
          sql<boolean>`closed = 0 and seats_taken + withheld + ${h.seats} <= (select capacity from timetables where timetable_id = ${h.timetableID})`,
        )
        .executeTakeFirst();
      return changed(r);
    },

    /** Records a hold (state held). */
    async insertHold(h: NewHold): Promise<void> {
      await db
        .insertInto('seat_holds')
        .values({
          booking_id: h.bookingID,
          passenger_id: h.passengerID,
          departure_key: h.departureKey,
          timetable_id: h.timetableID,
          service_date: h.date,
          departure_time: h.time,
          seats: h.seats,
          state: 'held',
          expires_at: h.expiresAt,
          client_address: h.clientAddress,
        })
        .execute();
    },

    /**
     * Makes the seat holds of one session, and of one client address, wait for each other until
     * this transaction ends, so that unpaidSeatsHeld counts every hold committed before it and
     * MAX_UNPAID_HELD_SEATS holds under concurrent requests (db/advisory-lock.ts).
     */
    async lockHolders(sessionID: string, clientAddress: string | null): Promise<void> {
      const keys = [`held-seats-session:${sessionID}`];
      if (clientAddress !== null) keys.push(`held-seats-address:${clientAddress}`);
      await lockKeysUntilCommit(db, keys);
    },

    /**
     * Seats held, not yet paid, at `nowIso` on bookings pending payment: of session `sessionID`
     * (`session`) and taken from `clientAddress` (`address`; 0 when unknown). What
     * MAX_UNPAID_HELD_SEATS caps.
     */
    async unpaidSeatsHeld(
      sessionID: string,
      clientAddress: string | null,
      nowIso: string,
    ): Promise<{ session: number; address: number }> {
      const held = (by: 'session' | 'address') =>
        db
          .selectFrom('seat_holds')
          .innerJoin('bookings', 'bookings.booking_id', 'seat_holds.booking_id')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('seat_holds.seats'), eb.lit(0)).as('seats'))
          .where('seat_holds.state', '=', 'held')
          .where('seat_holds.expires_at', '>', nowIso)
          .where('bookings.state', '=', 'pending_payment')
          .where((eb) =>
            by === 'session'
              ? eb('bookings.owner_session', '=', sessionID)
              : eb('seat_holds.client_address', '=', clientAddress ?? ''),
          )
          .executeTakeFirstOrThrow();
      const session = Number((await held('session')).seats);
      const address = clientAddress === null ? 0 : Number((await held('address')).seats);
      return { session, address };
    },

    /** The holds of a booking. */
    async listHolds(bookingID: number): Promise<HoldRecord[]> {
      const rows = await db
        .selectFrom('seat_holds')
        .select(['hold_id', 'booking_id', 'passenger_id', 'departure_key', 'timetable_id', 'seats', 'state'])
        .select(['service_date', 'departure_time', 'expires_at'])
        .where('booking_id', '=', bookingID)
        .orderBy('hold_id')
        .execute();
      return rows.map((r) => ({
        holdID: r.hold_id,
        bookingID: r.booking_id,
        passengerID: r.passenger_id,
        departureKey: r.departure_key,
        timetableID: r.timetable_id,
        date: r.service_date,
        time: r.departure_time,
        seats: r.seats,
        state: r.state as HoldRecord['state'],
        expiresAt: r.expires_at,
      }));
    },

    /** Held holds of pending_payment bookings whose expiry (ISO UTC) is at or before `nowIso`. */
    async listExpiredHolds(nowIso: string): Promise<{ holdID: number; bookingID: number }[]> {
      const rows = await db
        .selectFrom('seat_holds as h')
        .innerJoin('bookings as b', 'b.booking_id', 'h.booking_id')
        .select(['h.hold_id', 'h.booking_id'])
        .where('h.state', '=', 'held')
        .where('h.expires_at', 'is not', null)
        .where('h.expires_at', '<=', nowIso)
        .where('b.state', '=', 'pending_payment')
        .orderBy('h.hold_id')
        .execute();
      return rows.map((r) => ({ holdID: r.hold_id, bookingID: r.booking_id }));
    },

    /**
     * Releases one expired hold if it is still held and expired (conditional: never twice) and
     * gives its seats back. Returns whether it released.
     */
    async releaseHold(holdID: number, nowIso: string): Promise<boolean> {
      const hold = await db
        .updateTable('seat_holds')
        .set({ state: 'released' })
        .where('hold_id', '=', holdID)
        .where('state', '=', 'held')
        .where('expires_at', 'is not', null)
        .where('expires_at', '<=', nowIso)
        .returning(['departure_key', 'seats'])
        .executeTakeFirst();
      if (!hold) return false;
      await db
        .updateTable('departure_loads')
        .set((eb) => ({ seats_taken: eb('seats_taken', '-', hold.seats) }))
        .where('departure_key', '=', hold.departure_key)
        .execute();
      return true;
    },

    /**
     * Releases every hold of a booking in one of `states` (default: held; a cancellation passes
     * sold and held) and gives its seats back to the departure: one conditional UPDATE per hold, so
     * a hold is released at most once even when callers race. Returns the seats released.
     */
    async releaseHoldsOf(bookingID: number, states: ('held' | 'sold')[] = ['held']): Promise<number> {
      const holds = await db
        .selectFrom('seat_holds')
        .select('hold_id')
        .where('booking_id', '=', bookingID)
        .where('state', 'in', states)
        .execute();
      let seats = 0;
      for (const { hold_id } of holds) {
        const hold = await db
          .updateTable('seat_holds')
          .set({ state: 'released', expires_at: null })
          .where('hold_id', '=', hold_id)
          .where('state', 'in', states)
          .returning(['departure_key', 'seats'])
          .executeTakeFirst();
        if (!hold) continue;
        await db
          .updateTable('departure_loads')
          .set((eb) => ({ seats_taken: eb('seats_taken', '-', hold.seats) }))
          .where('departure_key', '=', hold.departure_key)
          .execute();
        seats += hold.seats;
      }
      return seats;
    },

    /** Moves a hold from `from` (held or released) to sold, with no expiry. */
    async sellHold(holdID: number, from: 'held' | 'released'): Promise<boolean> {
      const r = await db
        .updateTable('seat_holds')
        .set({ state: 'sold', expires_at: null })
        .where('hold_id', '=', holdID)
        .where('state', '=', from)
        .executeTakeFirst();
      return changed(r);
    },

    /** A departure's seats taken and withheld (null: no counter row yet, nothing taken). */
    async departureLoad(departureKey: string): Promise<{ seatsTaken: number; withheld: number } | null> {
      const r = await db
        .selectFrom('departure_loads')
        .select(['seats_taken', 'withheld'])
        .where('departure_key', '=', departureKey)
        .executeTakeFirst();
      return r ? { seatsTaken: r.seats_taken, withheld: r.withheld } : null;
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
  };
}
