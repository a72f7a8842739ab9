import { describe, expect, it } from 'vitest';
import { stripeGateway, type StripeClient } from './stripe-gateway.ts';

/** A fake stripe client recording every call with its request options (no network here). */
function fakeStripe() {
  const calls: { method: string; params: unknown; options: unknown }[] = [];
  const record =
    <T>(method: string, answer: T) =>
    async (...args: unknown[]) => {
      const [first, second, third] = args;
      if (method === 'paymentIntents.update')
        calls.push({ method, params: { id: first, ...(second as object) }, options: third });
      else calls.push({ method, params: first, options: second });
      return answer;
    };
  const client = {
    customers: { create: record('customers.create', { id: 'cus_1' }) },
    paymentIntents: {
      create: record('paymentIntents.create', {
        id: 'pi_1',
        client_secret: 'pi_1_secret_x',
        status: 'requires_payment_method',
      }),
      update: record('paymentIntents.update', { id: 'pi_1' }),
      retrieve: record('paymentIntents.retrieve', { id: 'pi_1' }),
    },
    refunds: { create: record('refunds.create', { id: 're_1' }) },
  } as unknown as StripeClient;
  return { client, calls };
}

describe('Stripe adapter (ADR 006 Safety: every create or refund carries an idempotency key)', () => {
  it('creates the payment intent with automatic payment methods, metadata.booking_id and the idempotency key', async () => {
    const { client, calls } = fakeStripe();
    const gateway = stripeGateway(client);
    const intent = await gateway.createIntent(
      { bookingID: 42, customerID: 'cus_1', amountMinor: 15_600, currency: 'chf' },
      'pi-booking-42-15600chf',
    );
    expect(intent).toEqual({ id: 'pi_1', clientSecret: 'pi_1_secret_x', status: 'requires_payment_method' });
    expect(calls).toEqual([
      {
        method: 'paymentIntents.create',
        params: {
          amount: 15_600,
          currency: 'chf',
          customer: 'cus_1',
          automatic_payment_methods: { enabled: true },
          metadata: { booking_id: '42' },
        },
        options: { idempotencyKey: 'pi-booking-42-15600chf' },
      },
    ]);
  });

  it('passes idempotency keys to customers.create, paymentIntents.update and refunds.create', async () => {
    const { client, calls } = fakeStripe();
    const gateway = stripeGateway(client);
    await gateway.createCustomer({ email: 'ann@example.com', name: 'Ann Smith', phone: '' }, 'customer-abc');
    await gateway.updateIntentAmount('pi_1', 17_600, 'pi-update-pi_1-17600');
    expect(
      await gateway.refund(
        { paymentIntentID: 'pi_1', amountMinor: 15_600, reason: 'seats_gone' },
        'refund-pi_1',
      ),
    ).toEqual({ id: 're_1' });
    expect(calls.map((c) => [c.method, c.options])).toEqual([
      ['customers.create', { idempotencyKey: 'customer-abc' }],
      ['paymentIntents.update', { idempotencyKey: 'pi-update-pi_1-17600' }],
      ['refunds.create', { idempotencyKey: 'refund-pi_1' }],
    ]);
    expect(calls[0]?.params).toEqual({ email: 'ann@example.com', name: 'Ann Smith' });
    expect(calls[2]?.params).toMatchObject({ payment_intent: 'pi_1', amount: 15_600 });
  });
});
