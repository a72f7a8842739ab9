/**
 * What the bookings module asks of the payments module to refund a cancelled booking (ADR 007;
 * docs/architecture.md §4). Implemented by payments/payment-refunds.ts; wired in app.ts.
 */
export interface BookingRefunds {
  /**
   * Refunds `amountMinor` of the payment `paidReference` (the payment intent that confirmed the
   * booking) through the gateway that took it, idempotently per booking: a second call answers
   * the refund already made. An invoice ('invoice:<id>') has no card payment: refundID null.
   */
  refundCancellation(input: {
    bookingID: number;
    paidReference: string;
    amountMinor: number;
  }): Promise<{ refundID: string | null }>;
}
