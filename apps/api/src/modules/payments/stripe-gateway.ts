import type Stripe from 'stripe';
import type { PaymentGateway } from './payment-gateway.ts';

/** The part of the stripe SDK the adapter uses (a real `new Stripe(key)` fits; tests pass a fake). */
export interface StripeClient {
  customers: { create: Stripe['customers']['create'] };
  paymentIntents: {
    create: Stripe['paymentIntents']['create'];
    update: Stripe['paymentIntents']['update'];
    retrieve: Stripe['paymentIntents']['retrieve'];
  };
  refunds: { create: Stripe['refunds']['create'] };
}

/**
 * Stripe adapter (docs/architecture.md §10, §4; spec part 2 §2.6): customers.create, paymentIntents.create
 * with automatic payment methods and metadata.booking_id, paymentIntents.update for a changed amount,
 * paymentIntents.retrieve (crash recovery, ADR 009), refunds.create. Every create, update and refund carries
 * the caller's idempotency key. Stripe errors propagate (the service answers 5xx; the client may retry with
 * the same key).
 */
export function stripeGateway(stripe: StripeClient): PaymentGateway {
  return {
    provider: 'stripe',
    async createCustomer(input, idempotencyKey) {
      const customer = await stripe.customers.create(
        { email: input.email, name: input.name, ...(input.phone ? { phone: input.phone } : {}) },
        { idempotencyKey },
      );
      return { id: customer.id };
    },
    async createIntent(input, idempotencyKey) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountMinor,
          currency: input.currency,
          customer: input.customerID,
          automatic_payment_methods: { enabled: true },
          metadata: { booking_id: String(input.bookingID) },
        },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`Stripe gave payment intent ${intent.id} no client_secret`);
      return { id: intent.id, clientSecret: intent.client_secret, status: intent.status };
    },
    async updateIntentAmount(id, amountMinor, idempotencyKey) {
      await stripe.paymentIntents.update(id, { amount: amountMinor }, { idempotencyKey });
    },
    async retrieveIntent(id) {
      const intent = await stripe.paymentIntents.retrieve(id);
      return {
        status: intent.status,
        amountReceivedMinor: intent.status === 'succeeded' ? intent.amount_received : null,
      };
    },
    async refund(input, idempotencyKey) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.paymentIntentID,
          amount: input.amountMinor,
          metadata: { reason: input.reason },
        },
        { idempotencyKey },
      );
      return { id: refund.id };
    },
  };
}
