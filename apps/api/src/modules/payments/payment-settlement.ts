import type { BookingsForPayments, NotBooked } from '../bookings/ports.ts';
import { SEATS_GONE_MESSAGE, type CardError, type PaymentGateway } from './payment-gateway.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/** The card error a refunded seats-gone payment reports (spec part 2 §8: shown as it is). */
export const SEATS_GONE_ERROR: CardError = {
  type: 'card_error',
  code: 'seats_gone',
  message: SEATS_GONE_MESSAGE,
};

/**
 * The card error of a refunded payment, by why it did not book (ADR 010: the message says
 * what happened; spec part 2 §8: the payment page shows it as it is). Only 'seats_gone' speaks of
 * seats; the others say the traveller was not charged and what to do.
 */
export const NOT_BOOKED_ERRORS: Record<NotBooked, CardError> = {
  seats_gone: SEATS_GONE_ERROR,
  booking_changed: {
    type: 'card_error',
    code: 'booking_changed',
    message:
      'Your earlier payment was refunded because the booking changed while you paid; you have not been charged. Please pay the new total.',
  },
  paid_otherwise: {
    type: 'card_error',
    code: 'already_paid',
    message:
      'This booking was already paid by another payment, so this payment was refunded; you are charged only once.',
  },
  not_payable: {
    type: 'card_error',
    code: 'booking_not_payable',
    message:
      'Your payment was refunded because this booking can no longer be paid (it was cancelled or awaits our review); you have not been charged.',
  },
  departed: {
    type: 'card_error',
    code: 'transfer_departed',
    message: 'Your payment was refunded because this transfer has already left; you have not been charged.',
  },
};

/** Statuses from which a payment can still end up paid ("open": at most one per booking). */
export const OPEN_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
];

/** What the payment service and its settlement work with: the payments tables, the gateway, the bookings' port and the clock. */
export interface PaymentDeps {
  repository: PaymentsRepository;
  gateway: PaymentGateway;
  bookings: BookingsForPayments;
  now: () => Date;
}

/**
 * Settles a payment the gateway says succeeded (docs/architecture.md §4; ADR 006 Safety; ADR 010): asks the
 * bookings module to confirm the booking (idempotent per payment intent id). When the payment did
 * not book (a NotBooked outcome: seats sold meanwhile, booking changed, paid by another payment,
 * no longer payable) it is refunded in full at once (idempotency key `refund-<payment intent id>`;
 * not again once a refund is recorded), the refund recorded with the outcome as its reason, and the
 * intent marked canceled with NOT_BOOKED_ERRORS[outcome]: never charged-but-unbooked. A canceled
 * intent is no longer open, so get-client-secret gives the booking a new one. Answers the intent's
 * final status.
 */
export function paymentSettlement(deps: PaymentDeps) {
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
      if (outcome === 'confirmed' || outcome === 'already_confirmed') {
        await repository.transition(payment.paymentIntentID, OPEN_STATUSES, 'succeeded', null, now());
        return 'succeeded';
      }
      const error = NOT_BOOKED_ERRORS[outcome];
      const refunded = await repository.refundsOf(payment.paymentIntentID);
      if (refunded.length === 0) {
        const refund = await gateway.refund(
          { paymentIntentID: payment.paymentIntentID, amountMinor: payment.amountMinor, reason: outcome },
          `refund-${payment.paymentIntentID}`,
        );
        await repository.insertRefund({
          refundID: refund.id,
          paymentIntentID: payment.paymentIntentID,
          amountMinor: payment.amountMinor,
          reason: outcome,
          at: now(),
        });
      }
      await repository.transition(payment.paymentIntentID, OPEN_STATUSES, 'canceled', error, now());
      return 'canceled';
    },
  };
}
export type PaymentSettlement = ReturnType<typeof paymentSettlement>;
