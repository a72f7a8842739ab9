import type { BookingState, BookingStatus, OperatorDecision } from '@alpine/contract';
import type { DbTransaction } from '../../db/transaction.ts';
import type { Principal } from '../../http/principal.ts';
import type { AuditRecord } from './booking-audit.repository.ts';
import type { BookingRecord, LegRecord } from './booking-records.ts';
import type { CancellationRecord } from './cancellation/booking-cancellation.repository.ts';

/*
 * The one face of the bookings module (ADR 013): every type and helper another module uses is
 * exported from this file, and no other file of modules/bookings is imported from outside it
 * (app.ts, which wires the ports, excepted). The implementations live beside it:
 * payments-and-confirmation/booking-payments.ts (BookingsForPayments),
 * cancellation/booking-management.ts (BookingsForManagement), operator-port.ts
 * (BookingsForOperator); BookingMailOutbox is implemented by mail/booking-mail-outbox.ts.
 */

export { firstDepartureAt, mayAct, statusOf } from './booking-access.ts';
export type { AuditRecord } from './booking-audit.repository.ts';
export type { BookingRecord, LegRecord, StoredItems } from './booking-records.ts';
export { legItems } from './booking-records.ts';
export type { CancellationRecord } from './cancellation/booking-cancellation.repository.ts';
export type {
  ConfirmationDetails,
  ConfirmationLeg,
} from './payments-and-confirmation/confirmation-details.ts';

// ---- E-mails the bookings module records in the mail outbox (implemented by the mail module)

/** What a cancellation e-mail shows (manage-bookings, ADR 007); amounts in minor units of `currency`. */
export interface CancellationNotice {
  bookingID: number;
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  currency: 'CHF' | 'EUR';
  totalMinor: number;
  refundMinor: number;
  percent: number;
  /** The language the booking was made in (docs/architecture.md §6). */
  language?: string;
}

/** Whom a review e-mail greets (ADR 019; request received, expired, decided), in the booking's language. */
export interface ReviewNotice {
  bookingID: number;
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  language?: string;
}

/** What the e-mail of an expired review shows: whom it greets, in the booking's language. */
export type ReviewExpiredNotice = ReviewNotice;

/** A booking's ReviewNotice: its id, reference, traveller's names and e-mail, and its language. */
export function reviewNotice(
  bookingID: number,
  b: { reference: string; firstName: string; lastName: string; email: string; language?: string },
): ReviewNotice {
  return {
    bookingID,
    reference: b.reference,
    firstName: b.firstName,
    lastName: b.lastName,
    email: b.email,
    language: b.language,
  };
}

/**
 * The operator confirmed a reviewed booking (ADR 019): `payLink` (absolute URL) valid until
 * `payLinkExpiresAt` (ISO UTC), or both null for an invoice partner's booking confirmed at once.
 */
export interface ReviewConfirmedNotice extends ReviewNotice {
  currency: 'CHF' | 'EUR';
  totalMinor: number;
  payLink: string | null;
  payLinkExpiresAt: string | null;
}

/**
 * The traveller sent a booking to review (spec part 2 §4; ADR 010): the operator answers by
 * `reviewExpiresAt` (ISO UTC), until when the seats are held.
 */
export interface ReviewRequestedNotice extends ReviewNotice {
  reviewExpiresAt: string;
}

/** The operator declined a reviewed booking, for `reason` (ADR 019). */
export interface ReviewDeclinedNotice extends ReviewNotice {
  reason: string;
}

/**
 * What the bookings module asks of the mail module (ADR 009 transactional outbox; docs/architecture.md §4
 * "what must not be lost is written in the transaction it follows"; docs/architecture.md §12.14: the mail
 * module owns mail_outbox). Each call records the e-mail inside the caller's open transaction `tx`: it exists
 * if and only if the state change commits, once per booking (dedup key), and the mail module's
 * outbox job delivers it even if this process dies right after the commit. Implemented by
 * mail/booking-mail-outbox.ts; wired in app.ts.
 */
export interface BookingMailOutbox {
  /** The booking's confirmation (key `booking-confirmation:<bookingID>`), rendered with its e-ticket at send time. */
  recordConfirmation(tx: DbTransaction, bookingID: number): Promise<void>;
  /** The booking's cancellation e-mail (key `cancellation:<bookingID>`). */
  recordCancellation(tx: DbTransaction, notice: CancellationNotice): Promise<void>;
  /** The acknowledgement of a booking sent to review (key `review-requested:<bookingID>`). */
  recordReviewRequested(tx: DbTransaction, notice: ReviewRequestedNotice): Promise<void>;
  /** The operator's confirmation of a reviewed booking (key `review-confirmed:<bookingID>`; ADR 019). */
  recordReviewConfirmed(tx: DbTransaction, notice: ReviewConfirmedNotice): Promise<void>;
  /** The operator's refusal of a reviewed booking (key `review-declined:<bookingID>`; ADR 019). */
  recordReviewDeclined(tx: DbTransaction, notice: ReviewDeclinedNotice): Promise<void>;
}

// ---- Payments (modules/payments)

/** A booking as payment sees it. Amounts in minor units of `currency`. */
export interface PayableBooking {
  bookingID: number;
  reference: string;
  state: BookingState;
  /**
   * Decided by the server from the signed quotes and the formulas of spec part 2 §9: the sum of
   * the stored legs' prices, recomputed whenever it is read (ADR 006, ADR 014).
   */
  totalMinor: number;
  currency: 'CHF' | 'EUR';
  email: string;
  firstName: string;
  lastName: string;
  /** Payment ways its quotes allow (spec part 2 §2.6): card unless a partner says otherwise. */
  paymentAllowed: { card: boolean; invoice: boolean };
  /** True when a leg's quote has statusID 1: no online payment, the operator confirms (spec part 2 §4). */
  needsReview: boolean;
  /** Number of legs added; a booking without legs cannot be paid. */
  legCount: number;
  /** True when its first departure (local time at the origin) is now or past: it cannot be paid. */
  departed: boolean;
}

/**
 * Why a successful payment did not book (the caller refunds it; ADR 010: the message says
 * which): 'seats_gone' the released seats were sold meanwhile; 'booking_changed' the amount is
 * below the booking's total (a leg was added while paying); 'paid_otherwise' another payment
 * confirmed the booking; 'not_payable' the booking was cancelled or awaits review; 'departed' its
 * first departure has come (a transfer is never paid for once it has left; ADR 019).
 */
export type NotBooked = 'seats_gone' | 'booking_changed' | 'paid_otherwise' | 'not_payable' | 'departed';

/** Outcome of recording a successful payment: booked by it, or not booked and why. */
export type PaidOutcome = 'confirmed' | 'already_confirmed' | NotBooked;

/**
 * What the payments module may ask of the bookings module (ADR 013): read a payable booking and
 * confirm it exactly once. Implemented by payments-and-confirmation/booking-payments.ts
 * (bookingsService().forPayments); wired in app.ts.
 */
export interface BookingsForPayments {
  /** The booking if `principal` may act on it: 404 unknown, 403 another session's or customer's. */
  getPayable(bookingID: number, principal: Principal): Promise<PayableBooking>;
  /** Same without the ownership check, for the gateway's webhook (the signature proves the caller). */
  getPayableTrusted(bookingID: number): Promise<PayableBooking | null>;
  /**
   * Records a successful card payment and confirms the booking, exactly once (idempotent per
   * `payment.reference`). Seats whose hold expired are held again if still free; when they are not,
   * nothing is confirmed and 'seats_gone' is returned so the caller refunds (never charged-but-unbooked);
   * the other NotBooked outcomes likewise ask for a refund.
   */
  confirmPaid(
    bookingID: number,
    payment: { provider: 'sandbox' | 'stripe'; reference: string; amountMinor: number },
  ): Promise<PaidOutcome>;
  /** Pays by invoice (spec part 2 §7): 422 unless the quotes allow invoice; confirms the booking. */
  confirmByInvoice(bookingID: number, principal: Principal): Promise<BookingStatus>;
}

// ---- Manage-my-booking (modules/manage-bookings)

/**
 * What the bookings module offers the manage-bookings module (ADR 013): the bookings
 * module owns bookings, booking_legs, booking_claims, seat_holds, vehicle_holds (and moves
 * departure_loads' seats_taken; ADR 022: a cancellation releases the vehicles too); manage-bookings reads and cancels only through this port, never on the database.
 * Implemented by cancellation/booking-management.ts (bookingsService().forManagement); wired in
 * app.ts.
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
   * its held and sold seats and vehicles (ADR 022) back, in one transaction with one conditional UPDATE; `alsoIn` runs in
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

// ---- The operator's console (modules/operator)

/** The operator acting (ADR 013): its account id, for the audit log. */
export interface ActingOperator {
  operatorID: number;
}

/** A departure's counter row, made before its first change (the timetable's departure of a day). */
export interface DepartureLoadKey {
  departureKey: string;
  timetableID: number;
  date: string;
  time: string;
}

/**
 * A change the operator makes to a shared departure: its capacity for sale (`withheld` seats of
 * the timetable's `timetableCapacity` taken off) or closing it to sales (`closed`).
 */
export type DepartureChange =
  { change: 'capacity'; withheld: number; timetableCapacity: number } | { change: 'sales'; closed: boolean };

/**
 * What the bookings module offers the operator's console (modules/operator; ADR 013). The console
 * reads its lists with its own read-only queries; every write to bookings' tables goes through
 * this port, in one transaction with its audit line (and its e-mail and seats where it has them).
 * Implemented by operator-port.ts (bookingsService().forOperator); wired in app.ts.
 */
export interface BookingsForOperator {
  /** The expiry sweep (releaseExpiredHolds): run before the operator reads a list, so that it is current. */
  releaseExpired(now: Date): Promise<number>;
  /** A booking by id, or null. */
  findBooking(bookingID: number): Promise<BookingRecord | null>;
  /** Its legs by legIndex. */
  listLegs(bookingID: number): Promise<LegRecord[]>;
  /** Its audit log, oldest first, with the operator's e-mail where an operator acted. */
  history(bookingID: number): Promise<AuditRecord[]>;
  /**
   * Confirms an awaiting_review booking: back to pending_payment with a pay link e-mailed, or at
   * once for an invoice partner's booking (review/review-decisions.ts). 404 unknown; 409 not
   * awaiting review, seats gone, or departed.
   */
  confirmReview(bookingID: number, operator: ActingOperator): Promise<OperatorDecision>;
  /** Declines an awaiting_review booking: cancelled, seats released, traveller told. 404; 409. */
  declineReview(bookingID: number, operator: ActingOperator, reason: string): Promise<OperatorDecision>;
  /**
   * Boards leg `passengerID` of booking `bookingID` at `at` (ISO UTC), once, with the audit line
   * 'checked_in' (detail: the leg's date `date`) in the same transaction. False when it was
   * already boarded.
   */
  board(
    leg: { bookingID: number; passengerID: number; date: string },
    at: string,
    operator: ActingOperator,
  ): Promise<boolean>;
  /**
   * Changes a departure's capacity for sale or closes (reopens) it to sales, recorded in
   * departure_changes with the operator at `at` (ISO UTC), in one transaction: the capacity is
   * never set below the seats taken (one conditional UPDATE beside the holds', ADR 006). Answers
   * ok, or the seats taken when the capacity would fall below them (nothing written).
   */
  changeDeparture(
    load: DepartureLoadKey,
    change: DepartureChange,
    by: { operatorID: number; at: string },
  ): Promise<{ ok: true } | { ok: false; seatsTaken: number }>;
  /**
   * Sets fleet row `fleetID`'s count to `vehicles` (ADR 022), in one transaction: locks the row
   * (the vehicle holds' lock protocol), refuses when a standing job (held or sold) on a vehicle
   * numbered above `vehicles` is not over at `by.at` (numbers never change), else sets the count
   * and records the change (fleet_changes: from, to, operator, at ISO UTC); the search's caches are
   * dropped after the commit. Answers the count before and after, 'unknown' for no such row, or the
   * first clash (firstFleetClash: vehicle number and window, UTC ms); nothing is written unless ok.
   */
  changeFleet(
    fleetID: number,
    vehicles: number,
    by: { operatorID: number; at: string },
  ): Promise<FleetChangeOutcome>;
}

/** The outcome of BookingsForOperator.changeFleet (ADR 022). */
export type FleetChangeOutcome =
  | { ok: true; from: number; to: number }
  | { ok: false; reason: 'unknown' }
  | { ok: false; reason: 'clash'; clash: { number: number; startsAt: number; endsAt: number } };
