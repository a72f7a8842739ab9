import type { BookingRefunds } from '../manage-bookings/booking-refund-port.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/** The reason recorded with the refund of a cancelled booking. */
export const CANCELLATION_REASON = 'cancellation';

/**
 * Refunds of cancelled bookings (ADR 007; docs/architecture.md §4): through the gateway that took the
 * payment (sandbox or Stripe), with the idempotency key `cancel-<bookingID>` so that a retry never
 * refunds twice, recorded in refunds. A refund already recorded for the intent answers itself.
 * The intent must have been taken by this gateway (a sandbox payment is not refunded on Stripe).
 */
export function paymentRefunds(deps: {
  repository: PaymentsRepository;
  gateway: PaymentGateway;
  now: () => Date;
}): BookingRefunds {
  const { repository, gateway } = deps;
  return {
    async refundCancellation({ bookingID, paidReference, amountMinor }) {
      if (paidReference.startsWith('invoice:')) return { refundID: null };
      const intent = await repository.intentByID(paidReference);
      if (!intent || intent.bookingID !== bookingID) {
        throw new Error(`Booking ${bookingID} was paid by ${paidReference}, which is not a known payment`);
      }
      if (intent.provider !== gateway.provider) {
        throw new Error(`Payment ${paidReference} was taken by ${intent.provider}, not ${gateway.provider}`);
      }
      const earlier = (await repository.refundsOf(paidReference)).find(
        (r) => r.reason === CANCELLATION_REASON,
      );
      if (earlier) return { refundID: earlier.refundID };
      const refund = await gateway.refund(
        { paymentIntentID: paidReference, amountMinor, reason: CANCELLATION_REASON },
        `cancel-${bookingID}`,
      );
      await repository.insertRefund({
        refundID: refund.id,
        paymentIntentID: paidReference,
        amountMinor,
        reason: CANCELLATION_REASON,
        at: deps.now(),
      });
      return { refundID: refund.id };
    },
  };
}
