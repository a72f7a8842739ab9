import type { BookingsForPayments } from '../bookings/booking-payment-port.ts';
import { SEATS_GONE_MESSAGE, type CardError, type PaymentGateway } from './payment-gateway.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/** The card error a refunded seats-gone payment reports (spec part 2 §8: shown as it is). */
export const SEATS_GONE_ERROR: CardError = {
  type: 'card_error',
  code: 'seats_gone',
  message: SEATS_GONE_MESSAGE,
};

/** Statuses from which a payment can still end up paid. */
export const OPEN_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
];

/**
 * Settles a payment the gateway says succeeded (DESIGN §4; issue 3 Safety): asks the bookings
 * module to confirm the booking (idempotent per payment intent id). When the seats were sold
 * meanwhile ('seats_gone') the payment is refunded in full at once (idempotency key
 * `refund-<payment intent id>`; not again once a refund is recorded), the refund recorded, and the
 * intent marked canceled with SEATS_GONE_ERROR: never charged-but-unbooked. Answers the intent's final status.
 */
export function paymentSettlement(deps: {
  repository: PaymentsRepository;
  gateway: PaymentGateway;
  bookings: BookingsForPayments;
  now: () => Date;
}) {
  const { repository, gateway, bookings, now } = deps;
  return {
    async settle(payment: {
      bookingID: number;
      paymentIntentID: string;
      amountMinor: number;
    }): Promise<'succeeded' | 'canceled'> {
      const outcome = await bookings.confirmPaid(payment.bookingID, {
        provider: gateway.provider,
        reference: payment.paymentIntentID,
        amountMinor: payment.amountMinor,
      });
      if (outcome !== 'seats_gone') {
        await repository.transition(payment.paymentIntentID, OPEN_STATUSES, 'succeeded', null, now());
        return 'succeeded';
      }
      const refunded = await repository.refundsOf(payment.paymentIntentID);
      if (refunded.length > 0) {
        await repository.transition(
          payment.paymentIntentID,
          OPEN_STATUSES,
          'canceled',
          SEATS_GONE_ERROR,
          now(),
        );
        return 'canceled';
      }
      const refund = await gateway.refund(
        { paymentIntentID: payment.paymentIntentID, amountMinor: payment.amountMinor, reason: 'seats_gone' },
        `refund-${payment.paymentIntentID}`,
      );
      await repository.insertRefund({
        refundID: refund.id,
        paymentIntentID: payment.paymentIntentID,
        amountMinor: payment.amountMinor,
        reason: 'seats_gone',
        at: now(),
      });
      await repository.transition(
        payment.paymentIntentID,
        OPEN_STATUSES,
        'canceled',
        SEATS_GONE_ERROR,
        now(),
      );
      return 'canceled';
    },
  };
}
export type PaymentSettlement = ReturnType<typeof paymentSettlement>;
