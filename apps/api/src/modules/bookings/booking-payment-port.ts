import type { BookingState, BookingStatus } from '@alpine/contract';
import type { Principal } from '../auth/auth.service.ts';

/**
 * What the payments module may ask of the bookings module (docs/architecture.md §4 authority and safety
 * rules; ADR 013: a module reaches another only through its exported functions). Implemented by the
 * bookings service; wired in app.ts.
 */

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
