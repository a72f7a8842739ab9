import {
  bookingTransition,
  extraColumnsOf,
  INITIAL_BOOKING_STATE,
  itemsOfColumns,
  languageOr,
  statesAccepting,
  targetOf,
} from '@alpine/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DbTransaction } from '../../db/transaction.ts';
import type { BookingRecord, LegRecord, NewBooking, NewLeg } from './booking-records.ts';
import { auditQueries } from './booking-audit.repository.ts';
import { cancellationQueries } from './cancellation/booking-cancellation.repository.ts';
import { bookingReadQueries } from './cancellation/booking-cancellation.repository.ts';
import { reviewQueries } from './review/booking-review.repository.ts';
import { seatHoldQueries } from './holds/seat-holds.repository.ts';
import { fleetChangeQueries } from './holds/fleet-changes.repository.ts';
import { vehicleHoldQueries } from './holds/vehicle-holds.repository.ts';

/** True when `err` is a unique-constraint violation on SQLite or PostgreSQL. */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const changed = (r: { numUpdatedRows: bigint }) => r.numUpdatedRows > 0n;

/** A stored booking language: one of LANGUAGES (packages/domain), else 'en'. */
const languageOf = languageOr;

const BOOKING_COLUMNS = [
  'booking_id',
  'reference',
  'customer_id',
  'owner_session',
  'first_name',
  'last_name',
  'email',
  'mobile',
  'state',
  'currency',
  'created_at',
  'confirmed_at',
  'paid_reference',
  'marketing_tag',
  'language',
  'pay_link_expires_at',
] as const;

/** The queries of the bookings module, on the database or inside a transaction. */
function queries(db: Kysely<Database>) {
  return {
    ...seatHoldQueries(db),
    ...fleetChangeQueries(db),
    ...vehicleHoldQueries(db),
    ...reviewQueries(db),
    ...bookingReadQueries(db),
    ...cancellationQueries(db),
    ...auditQueries(db),
    /** Inserts a booking; null when its reference is taken (the caller draws another). */
    async insertBooking(b: NewBooking): Promise<number | null> {
      try {
        const row = await db
          .insertInto('bookings')
          .values({
            reference: b.reference,
            customer_id: b.customerID,
            owner_session: b.ownerSession,
            first_name: b.firstName,
            last_name: b.lastName,
            email: b.email,
            mobile: b.mobile,
            state: INITIAL_BOOKING_STATE,
            currency: null,
            total_minor: 0,
            created_at: b.createdAt,
            language: b.language ?? 'en',
          })
          .returning('booking_id')
          .executeTakeFirstOrThrow();
        return row.booking_id;
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    /** Records that account `customerID` owns a booking (ADR 008); a repeat does nothing. */
    async insertClaim(
      bookingID: number,
      customerID: number,
      via: 'made' | 'link',
      at: string,
    ): Promise<void> {
      await db
        .insertInto('booking_claims')
        .values({ booking_id: bookingID, customer_id: customerID, via, claimed_at: at })
        .onConflict((oc) => oc.columns(['booking_id', 'customer_id']).doNothing())
        .execute();
    },

    /**
     * Gives account `customerID` every booking made with `email` (lower-case) before `madeBefore`
     * (ISO UTC, when the link proving the e-mail was sent) that it does not own yet; how many.
     */
    async claimByEmail(customerID: number, email: string, madeBefore: string, at: string): Promise<number> {
      const r = await db
        .insertInto('booking_claims')
        .columns(['booking_id', 'customer_id', 'via', 'claimed_at'])
        .expression((eb) =>
          eb
            .selectFrom('bookings')
            .select((s) => [
              'booking_id',
              s.val(customerID).as('customer_id'),
              s.val('link').as('via'),
              s.val(at).as('claimed_at'),
            ])
            .where('email', '=', email)
            .where('created_at', '<', madeBefore),
        )
        .onConflict((oc) => oc.columns(['booking_id', 'customer_id']).doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0);
    },

    /** True when account `customerID` owns the booking (a claim exists). */
    async hasClaim(bookingID: number, customerID: number): Promise<boolean> {
      const row = await db
        .selectFrom('booking_claims')
        .select('booking_id')
        .where('booking_id', '=', bookingID)
        .where('customer_id', '=', customerID)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * One booking, or null. Its totalMinor is the sum of its stored legs' price_minor, recomputed
     * on every read (ADR 006, ADR 014): the running bookings.total_minor is never read for an amount.
     */
    async findBooking(bookingID: number): Promise<BookingRecord | null> {
      const r = await db
        .selectFrom('bookings')
        .select(BOOKING_COLUMNS)
        .select((eb) =>
          eb
            .selectFrom('booking_legs')
            .select((l) => l.fn.sum<number | string | null>('booking_legs.price_minor').as('sum'))
            .whereRef('booking_legs.booking_id', '=', 'bookings.booking_id')
            .as('legs_minor'),
        )
        .where('booking_id', '=', bookingID)
        .executeTakeFirst();
      return r
        ? {
            bookingID: r.booking_id,
            reference: r.reference,
            customerID: r.customer_id,
            ownerSession: r.owner_session,
            firstName: r.first_name,
            lastName: r.last_name,
            email: r.email,
            mobile: r.mobile,
            state: r.state as BookingRecord['state'],
            currency: r.currency as BookingRecord['currency'],
            // PostgreSQL answers SUM(integer) as a bigint string; no legs is NULL.
            totalMinor: Number(r.legs_minor ?? 0),
            createdAt: r.created_at,
            confirmedAt: r.confirmed_at,
            paidReference: r.paid_reference,
            marketingTag: r.marketing_tag,
            language: languageOf(r.language),
            payLinkExpiresAt: r.pay_link_expires_at ?? null,
          }
        : null;
    },

    /**
     * Locks a pending booking's row for the rest of the transaction (a no-op update, portable to
     * SQLite and PostgreSQL). False when the booking is not pending_payment.
     */
    async lockPending(bookingID: number): Promise<boolean> {
      const r = await db
        .updateTable('bookings')
        .set((eb) => ({ total_minor: eb.ref('total_minor') }))
        .where('booking_id', '=', bookingID)
        .where('state', '=', 'pending_payment')
        .executeTakeFirst();
      return changed(r);
    },

    /** The legs of a booking in leg order. */
    async listLegs(bookingID: number): Promise<LegRecord[]> {
      const rows = await db
        .selectFrom('booking_legs')
        .selectAll()
        .where('booking_id', '=', bookingID)
        .orderBy('leg_index')
        .execute();
      return rows.map((r) => ({
        passengerID: r.passenger_id,
        bookingID: r.booking_id,
        legIndex: r.leg_index,
        quoteHash: r.quote_hash,
        product: r.product,
        originID: r.origin_id,
        destinationID: r.destination_id,
        date: r.service_date,
        time: r.departure_time,
        durationMinutes: r.duration_minutes,
        pax: r.pax,
        fareMinor: r.fare_minor,
        promotionID: r.promotion_id,
        promotionPercentage: r.promotion_percentage === null ? null : Number(r.promotion_percentage),
        promotionFixedMinor: r.promotion_fixed_minor,
        partnerID: r.partner_id,
        statusID: r.status_id,
        departureKey: r.departure_key,
        flight: r.flight,
        originAddressID: r.origin_address_id,
        destinationAddressID: r.destination_address_id,
        items: itemsOfColumns(r),
        priceMinor: r.price_minor,
        currency: r.currency as LegRecord['currency'],
        quoteExpiresAt: r.quote_expires_at,
        connectionDate: r.connection_date,
        connectionTime: r.connection_time,
        needsOperatorCheck: r.needs_operator_check === 1,
      }));
    },

    /** Inserts a leg; returns its passengerID. */
    async insertLeg(l: NewLeg): Promise<number> {
      const row = await db
        .insertInto('booking_legs')
        .values({
          booking_id: l.bookingID,
          leg_index: l.legIndex,
          quote_hash: l.quoteHash,
          product: l.product,
          origin_id: l.originID,
          destination_id: l.destinationID,
          service_date: l.date,
          departure_time: l.time,
          duration_minutes: l.durationMinutes,
          pax: l.pax,
          fare_minor: l.fareMinor,
          promotion_id: l.promotionID,
          promotion_percentage: l.promotionPercentage,
          promotion_fixed_minor: l.promotionFixedMinor,
          partner_id: l.partnerID,
          status_id: l.statusID,
          departure_key: l.departureKey,
          flight: l.flight,
          origin_address_id: l.originAddressID,
          destination_address_id: l.destinationAddressID,
          ...extraColumnsOf(l.items),
          price_minor: l.priceMinor,
          currency: l.currency,
          quote_expires_at: l.quoteExpiresAt,
          connection_date: l.connectionDate ?? null,
          connection_time: l.connectionTime ?? null,
          needs_operator_check: l.needsOperatorCheck ? 1 : 0,
        })
        .returning('passenger_id')
        .executeTakeFirstOrThrow();
      return row.passenger_id;
    },

    /**
     * Adds a leg's price to the running bookings.total_minor and sets the booking's currency, in the
     * leg's transaction. The running total is never read for an amount: findBooking sums the legs
     * (ADR 014).
     */
    async addToTotal(bookingID: number, priceMinor: number, currency: string): Promise<void> {
      await db
        .updateTable('bookings')
        .set((eb) => ({ total_minor: eb('total_minor', '+', priceMinor), currency }))
        .where('booking_id', '=', bookingID)
        .execute();
    },

    /**
     * Marks an unpaid pending booking 'expired' when none of its holds, seat or vehicle (ADR 022),
     * is held any more.
     */
    async expireIfNoHolds(bookingID: number): Promise<boolean> {
      const r = await db
        .updateTable('bookings')
        .set({ state: bookingTransition('pending_payment', 'holds_expired') })
        .where('booking_id', '=', bookingID)
        .where('state', '=', 'pending_payment')
        .where('paid_reference', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('seat_holds')
                .select('hold_id')
                .where('seat_holds.booking_id', '=', bookingID)
                .where('seat_holds.state', '=', 'held'),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('vehicle_holds')
                .select('hold_id')
                .where('vehicle_holds.booking_id', '=', bookingID)
                .where('vehicle_holds.state', '=', 'held'),
            ),
          ),
        )
        .executeTakeFirst();
      return changed(r);
    },

    /** Confirms a pending or expired booking with its payment reference; false when not in such a state. */
    async confirmBooking(bookingID: number, paidReference: string, confirmedAt: string): Promise<boolean> {
      const r = await db
        .updateTable('bookings')
        .set({ state: targetOf('paid'), paid_reference: paidReference, confirmed_at: confirmedAt })
        .where('booking_id', '=', bookingID)
        .where('state', 'in', statesAccepting('paid'))
        .where('paid_reference', 'is', null)
        .executeTakeFirst();
      return changed(r);
    },

    /** The distinct promotions a booking's legs carry (counted once each when it is confirmed). */
    async listPromotionIDs(bookingID: number): Promise<number[]> {
      const rows = await db
        .selectFrom('booking_legs')
        .select('promotion_id')
        .distinct()
        .where('booking_id', '=', bookingID)
        .where('promotion_id', 'is not', null)
        .execute();
      return rows.map((r) => r.promotion_id!);
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

    /** Stores the marketing tag of a booking. */
    async setTag(bookingID: number, tag: string): Promise<void> {
      await db
        .updateTable('bookings')
        .set({ marketing_tag: tag })
        .where('booking_id', '=', bookingID)
        .execute();
    },
  };
}
export type BookingQueries = ReturnType<typeof queries>;

/**
 * SQL of the bookings module (owner of bookings, booking_legs, seat_holds, vehicle_holds,
 * booking_claims; it also moves departure_loads.seats_taken, the capacity counter quotes only
 * reads, and locks fleet rows to hold vehicles, inside its own transactions: docs/architecture.md
 * §4, ADR 006, ADR 013, ADR 022). `transaction(fn)`
 * runs `fn` with the same queries in one transaction: a throw rolls everything back. Its second
 * argument is that transaction for another module's port (the mail outbox, ADR 009).
 */
export function bookingsRepository(db: Kysely<Database>) {
  return {
    ...queries(db),
    transaction<T>(fn: (tx: BookingQueries, outbox: DbTransaction) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => fn(queries(trx), trx));
    },
  };
}
export type BookingsRepository = ReturnType<typeof bookingsRepository>;
