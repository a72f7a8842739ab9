import type { DbTransaction } from '../../db/transaction.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { BookingRecord, LegRecord } from './booking-records.ts';
import type { CancellationRecord } from './booking-reads.repository.ts';

export { firstDepartureAt, mayAct, statusOf } from './booking-access.ts';
export type { BookingMailOutbox, CancellationNotice } from './booking-mail-port.ts';
export type { BookingRecord, LegRecord, StoredItems } from './booking-records.ts';
export { legItems } from './booking-records.ts';
export type { CancellationRecord } from './booking-reads.repository.ts';

/**
 * What the bookings module offers the manage-bookings module (ADR 013): the bookings
 * module owns bookings, booking_legs, booking_claims, seat_holds (and moves departure_loads'
 * seats_taken); manage-bookings reads and cancels only through this port, never on the database.
 * Implemented by booking-management.ts (bookingsService().forManagement); wired in app.ts. This file
 * is the only one of bookings that manage-bookings imports (with the pure helpers re-exported above).
 */
export interface BookingsForManagement {
  /** A booking by id, or null. */
  findBooking(bookingID: number): Promise<BookingRecord | null>;
  /** Its legs by legIndex. */
  listLegs(bookingID: number): Promise<LegRecord[]>;
  /** The bookingID of a reference (case-insensitive), or null. */
  bookingIDByReference(reference: string): Promise<number | null>;
  /** The bookingID of a leg (passengerID), or null. */
  bookingIDOfPassenger(passengerID: number): Promise<number | null>;
  /** The bookingIDs a customer's list shows (confirmed, awaiting review, cancelled) that it owns. */
  listedBookingIDs(customerID: number): Promise<number[]>;
  /** The cancellation columns of a booking (all null until cancelled). */
  cancellationOf(bookingID: number): Promise<CancellationRecord>;
  /** customerOwns (booking-access.ts): the signed-in account made or claimed `booking`. */
  customerOwns(booking: Pick<BookingRecord, 'bookingID'>, principal: Principal): Promise<boolean>;
  /**
   * Cancels a confirmed booking with the refund the policy gave (minor units, percent) and gives
   * its held and sold seats back, in one transaction with one conditional UPDATE; `alsoIn` runs in
   * that transaction (the cancellation e-mail's outbox row, ADR 009). False when not confirmed.
   */
  cancelConfirmed(
    bookingID: number,
    cancellation: { at: string; refundMinor: number; refundPercent: number },
    alsoIn?: (tx: DbTransaction) => Promise<void>,
  ): Promise<boolean>;
  /**
   * Claims the refund of a cancelled booking for one caller (true for exactly one of concurrent
   * callers): from no claim (`from` null, the default) or by taking over the stale claim `from`.
   */
  claimRefund(bookingID: number, claim: string, from?: string | null): Promise<boolean>;
  /**
   * Cancelled bookings whose refund is owed and not recorded: unclaimed and cancelled at or
   * before `cancelledBefore` (ISO UTC), or claimed (stale or not); oldest first, at most 100.
   */
  listUnfinishedRefunds(
    cancelledBefore: string,
  ): Promise<{ bookingID: number; refundReference: string | null }[]>;
  /** Replaces the caller's claim with the gateway's refund id, or (null) gives the claim back. */
  settleRefundClaim(bookingID: number, claim: string, refundReference: string | null): Promise<void>;
}
