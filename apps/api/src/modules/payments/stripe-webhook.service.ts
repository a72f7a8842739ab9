import { IdSchema } from '@alpine/contract';
import type { BookingsForPayments } from '../bookings/ports.ts';
import type { CardError } from './payment-gateway.ts';
import type { PaymentSettlement } from './payment-settlement.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { StripeIntentEvent } from './stripe-events.ts';

/** A payment_intent.* event, parsed by parseStripeEvent (stripe-events.ts) before it gets here. */
export type { StripeIntentEvent };

/** What the webhook did with an event. */
export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

/**
 * Stripe webhook events (spec part 2 §2.6; docs/architecture.md §4), after the route has verified the
 * signature. Idempotent per event id (payment_events): a redelivered event does nothing.
 * payment_intent.succeeded confirms the booking of metadata.booking_id (or of the stored intent) without
 * calling Stripe, and refunds when the seats are gone; payment_intent.payment_failed records the card error
 * unless the intent already succeeded (events may arrive out of order). A handling failure forgets the event
 * and rethrows, so that Stripe's retry is handled.
 */
export function stripeWebhookService(deps: {
  repository: PaymentsRepository;
  settlement: PaymentSettlement;
  bookings: BookingsForPayments;
  now: () => Date;
}) {
  const { repository, settlement, bookings, now } = deps;

  async function succeeded(pi: StripeIntentEvent['data']['object']): Promise<WebhookOutcome> {
    if (!pi.id) return 'ignored';
    const stored = await repository.intentByID(pi.id);
    // metadata is the sender's: an id outside 1..2^31-1 is ignored, never sent to SQL (ADR 012).
    const parsedID = IdSchema.safeParse(pi.metadata?.booking_id ?? stored?.bookingID);
    if (!parsedID.success) return 'ignored';
    const bookingID = parsedID.data;
    const booking = await bookings.getPayableTrusted(bookingID);
    if (!booking) return 'ignored';
    const amountMinor = pi.amount_received ?? pi.amount ?? stored?.amountMinor ?? 0;
    await settlement.settle({ bookingID, paymentIntentID: pi.id, amountMinor });
    return 'handled';
  }

  async function failed(pi: StripeIntentEvent['data']['object']): Promise<WebhookOutcome> {
    if (!pi.id) return 'ignored';
    const e = pi.last_payment_error;
    const error: CardError = {
      type: e?.type === 'validation_error' ? 'validation_error' : 'card_error',
      code: e?.code ?? 'card_declined',
      message: e?.message ?? 'Your card was declined.',
    };
    const moved = await repository.transition(
      pi.id,
      ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'],
      'requires_payment_method',
      error,
      now(),
    );
    return moved ? 'handled' : 'ignored';
  }

  return {
    async handle(event: StripeIntentEvent): Promise<WebhookOutcome> {
      const handler =
        event.type === 'payment_intent.succeeded'
          ? succeeded
          : event.type === 'payment_intent.payment_failed'
            ? failed
            : null;
      if (!handler) return 'ignored';
      if (!(await repository.recordEvent(event.id, event.type, now()))) return 'duplicate';
      try {
        return await handler(event.data.object);
      } catch (err) {
        await repository.forgetEvent(event.id);
        throw err;
      }
    },
  };
}
export type StripeWebhookService = ReturnType<typeof stripeWebhookService>;
