import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { paymentsTestApp, type FakeBookings } from './payments-test-kit.ts';
import { paymentsRepository } from './payments.repository.ts';

const SECRET = 'whsec_test_secret';

/** A Stripe-less gateway (no network here) recording refunds and their idempotency keys. */
function recordingGateway() {
  const refunds: { paymentIntentID: string; amountMinor: number; key: string }[] = [];
  const gateway: PaymentGateway = {
    provider: 'stripe',
    createCustomer: async () => ({ id: 'cus_1' }),
    createIntent: async () => ({
      id: 'pi_1',
      clientSecret: 'pi_1_secret_1',
      status: 'requires_payment_method',
    }),
    updateIntentAmount: async () => {},
    retrieveIntent: async () => null,
    refund: async (input, key) => {
      refunds.push({ paymentIntentID: input.paymentIntentID, amountMinor: input.amountMinor, key });
      return { id: `re_${refunds.length}` };
    },
  };
  return { gateway, refunds };
}

const intentEvent = (id: string, type: string, object: Record<string, unknown> = {}) => ({
  id,
  object: 'event',
  type,
  data: {
    object: {
      id: 'pi_123',
      object: 'payment_intent',
      amount: 15_600,
      amount_received: 15_600,
      metadata: { booking_id: '7' },
      ...object,
    },
  },
});

describe('POST /api/v1/payments/stripe/webhook (spec part 2 §2.6 and Safety)', () => {
  let app: FastifyInstance;
  let db: Db;
  let bookings: FakeBookings;
  let close: () => Promise<void>;
  let refunds: ReturnType<typeof recordingGateway>['refunds'];

  beforeEach(async () => {
    const recording = recordingGateway();
    refunds = recording.refunds;
    ({ app, db, bookings, close } = await paymentsTestApp({
      gateway: recording.gateway,
      config: { stripeWebhookSecret: SECRET },
    }));
    bookings.add('some-session', { bookingID: 7 });
  });
  afterEach(() => close());

  const deliver = (event: object, secret = SECRET) => {
    const payload = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };

  it('refuses a bad signature with 400 and confirms nothing', async () => {
    const res = await deliver(intentEvent('evt_1', 'payment_intent.succeeded'), 'whsec_someone_else');
    expect(res.statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(intentEvent('evt_1', 'payment_intent.succeeded')),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(bookings.paidCalls).toHaveLength(0);
  });

  it('payment_intent.succeeded confirms the booking of metadata.booking_id without calling Stripe', async () => {
    const res = await deliver(intentEvent('evt_1', 'payment_intent.succeeded'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { received: true, outcome: 'handled' } });
    expect(bookings.confirmations).toEqual([{ bookingID: 7, reference: 'pi_123' }]);
    expect(bookings.paidCalls[0]?.amountMinor).toBe(15_600);
  });

  it('the same event delivered three times (also concurrently) confirms once', async () => {
    const event = intentEvent('evt_1', 'payment_intent.succeeded');
    const answers = [await deliver(event), ...(await Promise.all([deliver(event), deliver(event)]))];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => (a.json() as { data: { outcome: string } }).data.outcome)).toEqual([
      'handled',
      'duplicate',
      'duplicate',
    ]);
    expect(bookings.paidCalls).toHaveLength(1);
    expect(bookings.confirmations).toHaveLength(1);
  });

  it('events out of order (success, a late failure, success again) confirm once and the failure is ignored', async () => {
    const repository = paymentsRepository(db.kysely);
    await repository.insertIntent(
      {
        id: 'pi_123',
        clientSecret: 'pi_123_secret_x',
        bookingID: 7,
        customerID: 'cus_1',
        amountMinor: 15_600,
        currency: 'chf',
        status: 'requires_payment_method',
        provider: 'stripe',
      },
      new Date(),
    );
    const succeeded = intentEvent('evt_2', 'payment_intent.succeeded');
    const failed = intentEvent('evt_1', 'payment_intent.payment_failed', {
      last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    for (const event of [succeeded, failed, succeeded, failed, succeeded])
      expect((await deliver(event)).statusCode).toBe(200);
    expect(bookings.confirmations).toHaveLength(1);
    expect(await repository.intentByID('pi_123')).toMatchObject({ status: 'succeeded', lastError: null });
  });

  it('payment_intent.payment_failed records the card error on an unpaid intent', async () => {
    const repository = paymentsRepository(db.kysely);
    await repository.insertIntent(
      {
        id: 'pi_123',
        clientSecret: 's',
        bookingID: 7,
        customerID: 'cus_1',
        amountMinor: 15_600,
        currency: 'chf',
        status: 'requires_payment_method',
        provider: 'stripe',
      },
      new Date(),
    );
    await deliver(
      intentEvent('evt_1', 'payment_intent.payment_failed', {
        last_payment_error: {
          type: 'card_error',
          code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      }),
    );
    expect(await repository.intentByID('pi_123')).toMatchObject({
      status: 'requires_payment_method',
      lastError: {
        type: 'card_error',
        code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    expect(bookings.paidCalls).toHaveLength(0);
  });

  it("a succeeded payment whose seats are gone is refunded once with the idempotency key 'refund-<intent>'", async () => {
    bookings.seatsGone.add(7);
    const event = intentEvent('evt_1', 'payment_intent.succeeded');
    await deliver(event);
    await deliver(event);
    await deliver(intentEvent('evt_9', 'payment_intent.succeeded'));
    expect(refunds[0]).toEqual({ paymentIntentID: 'pi_123', amountMinor: 15_600, key: 'refund-pi_123' });
    expect(new Set(refunds.map((r) => r.key)).size).toBe(1);
    expect(await paymentsRepository(db.kysely).refundsOf('pi_123')).toHaveLength(1);
    expect(bookings.confirmations).toHaveLength(0);
  });

  it('ignores events of other types and of unknown bookings with 200', async () => {
    expect((await deliver(intentEvent('evt_1', 'charge.succeeded'))).json()).toEqual({
      data: { received: true, outcome: 'ignored' },
    });
    const unknown = await deliver(
      intentEvent('evt_2', 'payment_intent.succeeded', { metadata: { booking_id: '999' } }),
    );
    expect(unknown.json()).toEqual({ data: { received: true, outcome: 'ignored' } });
    expect(bookings.paidCalls).toHaveLength(0);
  });

  it.each([
    ['an object as data.object.id', { id: { nested: 'pi_123' } }, 'data.object.id'],
    ['a string amount', { amount: '15600' }, 'data.object.amount'],
    ['a fractional amount_received', { amount_received: 156.5 }, 'data.object.amount_received'],
    ['a number in metadata', { metadata: { booking_id: 7 } }, 'data.object.metadata.booking_id'],
    ['a string as last_payment_error', { last_payment_error: 'declined' }, 'data.object.last_payment_error'],
    ['a NUL in the intent id', { id: 'pi_\u0000' }, 'data.object.id'],
  ])(
    'a signed payment_intent event with %s answers 400 naming the field and confirms nothing (ADR 012)',
    async (_name, object, field) => {
      for (const type of ['payment_intent.succeeded', 'payment_intent.payment_failed']) {
        const res = await deliver(intentEvent(`evt_${type}`, type, object));
        expect(res.statusCode).toBe(400);
        const body = res.json() as { error: string; error_description: string };
        expect(body.error).toBe('invalid_request');
        expect(body.error_description).toContain(field);
      }
      expect(bookings.paidCalls).toHaveLength(0);
    },
  );

  it('a signed event whose envelope is malformed (a number as type) answers 400', async () => {
    const res = await deliver({ ...intentEvent('evt_1', 'x'), type: 42 });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error_description: string }).error_description).toContain('type');
  });

  it('a signed success whose metadata.booking_id is 2^31 is ignored with 200, not a 500 (ADR 012)', async () => {
    const res = await deliver(
      intentEvent('evt_1', 'payment_intent.succeeded', { metadata: { booking_id: '2147483648' } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { received: true, outcome: 'ignored' } });
    expect(bookings.paidCalls).toHaveLength(0);
  });

  it('a signed event of another type is acknowledged whatever its object holds', async () => {
    const res = await deliver(intentEvent('evt_1', 'charge.refunded', { id: { not: 'a string' } }));
    expect(res.json()).toEqual({ data: { received: true, outcome: 'ignored' } });
  });

  it('keeps JSON parsing for the other routes of the app (the raw body parser is scoped)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: 'web',
        client_secret: 'web-public',
      }),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the webhook route exists only with STRIPE_WEBHOOK_SECRET', () => {
  it('is 404 without the secret', async () => {
    const { app, close } = await paymentsTestApp();
    try {
      const res = await app.inject({ method: 'POST', url: '/api/v1/payments/stripe/webhook', payload: {} });
      expect(res.statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});
