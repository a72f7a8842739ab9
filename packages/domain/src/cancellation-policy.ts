/**
 * Cancellation policy (ADR 007; spec part 2 §2.3 for the flexi fare): how much of a booking's
 * total is refunded when the traveller cancels, measured from the first departure.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days before the first departure: flexi refunds in full up to here (spec part 2 §2.3). */
export const FLEXI_FULL_REFUND_DAYS = 7;
/** Days before the first departure: flexi changes are free up to here (spec part 2 §2.3). */
export const FLEXI_FREE_CHANGE_DAYS = 4;
/** Days before the first departure: standard fares refund in full up to here. */
export const STANDARD_FULL_REFUND_DAYS = 30;
/** Days before the first departure: standard fares refund half up to here. */
export const STANDARD_HALF_REFUND_DAYS = 7;

export type CancellationRule =
  'flexi-full' | 'flexi-none' | 'standard-full' | 'standard-half' | 'standard-none' | 'departed';

export interface CancellationRefundInput {
  flexi: boolean;
  /** The amount paid, in minor units. */
  totalMinor: number;
  /** UTC instant of the booking's first departure. */
  travelAt: Date;
  now: Date;
}

export interface CancellationRefund {
  refundMinor: number;
  percent: 0 | 50 | 100;
  rule: CancellationRule;
}

/**
 * The refund due on cancelling now. Thresholds are inclusive ("up to 7 days before" includes
 * exactly 7 days). Flexi: 100% up to 7 days, nothing after. Standard: 100% up to 30 days, 50%
 * up to 7 days, nothing after. Nothing once the first departure has passed. Half refunds round
 * down to the minor unit.
 */
export function cancellationRefund(input: CancellationRefundInput): CancellationRefund {
  const leadMs = input.travelAt.getTime() - input.now.getTime();
  const total = Math.max(0, Math.trunc(input.totalMinor));
  const result = (percent: 0 | 50 | 100, rule: CancellationRule): CancellationRefund => ({
    refundMinor: Math.floor((total * percent) / 100),
    percent,
    rule,
  });
  if (leadMs <= 0) return result(0, 'departed');
  if (input.flexi) {
    return leadMs >= FLEXI_FULL_REFUND_DAYS * DAY_MS ? result(100, 'flexi-full') : result(0, 'flexi-none');
  }
  if (leadMs >= STANDARD_FULL_REFUND_DAYS * DAY_MS) return result(100, 'standard-full');
  if (leadMs >= STANDARD_HALF_REFUND_DAYS * DAY_MS) return result(50, 'standard-half');
  return result(0, 'standard-none');
}

/** The policy as the cancellation modal shows it: English paragraphs, in order. */
export const CANCELLATION_POLICY_TEXT: readonly string[] = [
  'You can cancel your booking online from My Bookings or from Find Booking. The time that counts is the first pick-up time of the booking, in the local time of the pick-up point.',
  'Flexi fare: cancel up to 7 days before travel for a 100% refund. Changes to the date or time are free up to 4 days before travel. Within 7 days of travel a cancellation is not refunded.',
  'Standard fares: cancel 30 days or more before travel for a 100% refund; from 30 days to 7 days before travel we refund 50% of the total; within 7 days of travel a cancellation is not refunded.',
  'Refunds go back to the card used to pay, through the same payment provider, usually within 5 to 10 working days. A cancellation applies to the whole booking, outbound and return, and releases its seats for sale. Once the first transfer has departed the booking can no longer be cancelled for a refund.',
  'We send a confirmation of the cancellation and the refund to the booking e-mail. For questions call us on +41 22 555 01 00.',
];
