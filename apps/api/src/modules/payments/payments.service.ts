import { createHash } from 'node:crypto';
import type {
  BookingStatus,
  ClientSecretSchema,
  GetClientSecretSchema,
  PaymentCustomerSchema,
} from '@alpine/contract';
import { paymentAmount, travellerMay } from '@alpine/domain';
import type { z } from 'zod';
import { conflict, notFound, unprocessable } from '../../http/api-error.ts';
import { errorText } from '../../i18n/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { OPEN_STATUSES, type PaymentDeps } from './payment-settlement.ts';

/** The message of a refused client amount (docs/architecture.md §4: the server decides the price). */
export const AMOUNT_CHANGED = 'The amount has changed: please review your booking.';
export const AWAITS_REVIEW = 'This booking awaits review and is not paid online.';
/** 409 for an expired booking: its seats were released (unpaid for 15 min, or its review ran out). */
export const BOOKING_EXPIRED =
  'This booking has expired and its seats were released; you have not been charged. Please search again.';
/** 409 when the new intent ended before it could be answered (a concurrent payment settled it). */
export const PAYMENT_ENDED_MEANWHILE =
  'A payment for this booking has just completed or ended; please reload the booking to see its state.';

const digest = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 40);

/**
 * The payment service of spec part 2 §7 (docs/architecture.md §4): payment customers, at most one open
 * payment intent per booking with the amount the server decides, and invoice payment. Amounts in minor units.
 */
export function paymentsService(deps: PaymentDeps) {
  const { repository, gateway, bookings, now } = deps;
  return {
    /**
     * POST /wp-json/stripe-api/v1/add-customer: creates a payment customer -> { customer_id,
     * status: 'success' }. Idempotent per session and details (a double click gets one customer).
     */
    async addCustomer(
      input: { email: string; name: string; phone: string },
      principal: Principal,
    ): Promise<z.infer<typeof PaymentCustomerSchema>> {
      const key = `customer-${digest(principal.sessionID, input.email, input.name, input.phone)}`;
      const customer = await gateway.createCustomer(input, key);
      await repository.insertCustomer({ id: customer.id, ...input, at: now() });
      return { customer_id: customer.id, status: 'success' };
    },

    /**
     * POST /wp-json/stripe-api/v1/get-client-secret -> { client_secret, payment_intent_id }.
     * 403/404 as bookings.getPayable throws; 422 when the booking awaits review, has no leg or
     * may not be paid by card; 409 when it is not pending payment, its first departure has come, or
     * when the client's amount or
     * currency differs from paymentAmount(total) (spec part 2 §9). At most one open intent per
     * booking: a retry or a concurrent call gets the same intent; an unpaid intent follows a changed
     * total; once the booking's intents have all ended (a payment refunded because the booking
     * changed, ADR 010) a new intent is created.
     */
    async clientSecret(
      input: z.infer<typeof GetClientSecretSchema>,
      principal: Principal,
    ): Promise<z.infer<typeof ClientSecretSchema>> {
      const booking = await bookings.getPayable(input.booking_id, principal);
      if (booking.state === 'awaiting_review' || (booking.needsReview && booking.state === 'pending_payment'))
        throw unprocessable(AWAITS_REVIEW);
      if (booking.state === 'expired') throw conflict(BOOKING_EXPIRED);
      if (!travellerMay(booking.state, 'pay'))
        throw conflict(errorText('stateCannotBePaid', { state: booking.state }));
      if (booking.legCount === 0) throw unprocessable('This booking has no journey yet: nothing to pay.');
      if (booking.departed) throw conflict(errorText('departedCannotPay'));
      if (!booking.paymentAllowed.card) throw unprocessable('This booking is paid by invoice, not by card.');
      const expected = paymentAmount(booking.totalMinor, booking.currency);
      if (expected.amount !== input.amount || expected.currency !== input.currency)
        throw conflict(AMOUNT_CHANGED);
      if (!(await repository.customerExists(input.customer_id)))
        throw notFound('No such payment customer: call add-customer first.');

      let intent = await repository.openIntentByBooking(booking.bookingID, OPEN_STATUSES);
      if (!intent) {
        // Earlier intents of this booking all ended (refunded, canceled): a new one, with a new
        // idempotency key per attempt so the gateway does not answer the ended one again.
        const attempt = (await repository.intentsByBooking(booking.bookingID)).length;
        const created = await gateway.createIntent(
          {
            bookingID: booking.bookingID,
            customerID: input.customer_id,
            amountMinor: expected.amount,
            currency: expected.currency,
          },
          attempt === 0
            ? `pi-booking-${booking.bookingID}-${expected.amount}${expected.currency}`
            : `pi-booking-${booking.bookingID}-attempt${attempt}-${expected.amount}${expected.currency}`,
        );
        await repository.insertIntent(
          {
            id: created.id,
            clientSecret: created.clientSecret,
            bookingID: booking.bookingID,
            customerID: input.customer_id,
            amountMinor: expected.amount,
            currency: expected.currency,
            status: created.status,
            provider: gateway.provider,
          },
          now(),
        );
        // Whoever inserted first wins (one open intent per booking); a concurrent loser answers the winner's.
        intent = await repository.openIntentByBooking(booking.bookingID, OPEN_STATUSES);
        if (!intent) throw conflict(PAYMENT_ENDED_MEANWHILE);
      } else if (
        intent.amountMinor !== expected.amount &&
        ['requires_payment_method', 'requires_action'].includes(intent.status)
      ) {
        await gateway.updateIntentAmount(
          intent.id,
          expected.amount,
          `pi-update-${intent.id}-${expected.amount}`,
        );
        await repository.setAmount(intent.id, expected.amount, expected.currency, now());
      }
      return { client_secret: intent.clientSecret, payment_intent_id: intent.id };
    },

    /** POST /api/v1/bookings/{bookingID}/payments { invoice: true } (spec part 2 §7) -> BookingStatus. */
    async payByInvoice(bookingID: number, principal: Principal): Promise<BookingStatus> {
      return bookings.confirmByInvoice(bookingID, principal);
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
