import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { paymentsTestApp, sessionOf, type FakeBookings } from './payments-test-kit.ts';
import { paymentsRepository } from './payments.repository.ts';
import { stripeGateway } from './stripe-gateway.ts';

const VISA = '4242 4242 4242 4242';
const card = (number: string) => ({ number, exp_month: 12, exp_year: 2030, cvc: '123' });

describe('sandbox card payments (docs/architecture.md §4; spec part 2 §2.6 and Safety)', () => {
  let app: FastifyInstance;
  let db: Db;
  let bookings: FakeBookings;
  let close: () => Promise<void>;
  let token: string;

  beforeEach(async () => {
    const built = await paymentsTestApp();
    ({ app, db, bookings, close } = built);
    token = await built.token();
  });
  afterEach(() => close());

  const auth = () => ({ authorization: `Bearer ${token}` });

  /** A payable booking of this session with its payment intent. */
  async function intentFor(bookingID = 7) {
    bookings.add(sessionOf(token), { bookingID });
    const customer = await app.inject({
      method: 'POST',
      url: '/wp-json/stripe-api/v1/add-customer',
      headers: auth(),
      payload: { email: 'ann@example.com', name: 'Ann Smith', phone: '447700900123' },
    });
    const { customer_id } = customer.json() as { customer_id: string };
    const res = await app.inject({
      method: 'POST',
      url: '/wp-json/stripe-api/v1/get-client-secret',
      headers: auth(),
      payload: { customer_id, amount: 15_600, currency: 'chf', booking_id: bookingID },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { client_secret: string; payment_intent_id: string };
  }

  const confirm = (id: string, client_secret: string, number: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payment-intents/${id}/confirm`,
      payload: { client_secret, card: card(number) },
    });
  const authenticateStep = (id: string, client_secret: string, outcome: 'approve' | 'fail') =>
    app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payment-intents/${id}/authenticate`,
      payload: { client_secret, outcome },
    });

  it('4242 4242 4242 4242 succeeds and confirms the booking with the intent as reference', async () => {
    const pi = await intentFor();
    const res = await confirm(pi.payment_intent_id, pi.client_secret, VISA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: pi.payment_intent_id, status: 'succeeded', error: null });
    expect(bookings.confirmations).toEqual([{ bookingID: 7, reference: pi.payment_intent_id }]);
    expect(bookings.paidCalls[0]?.amountMinor).toBe(15_600);
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['1234 5678 9012 3456', 'incorrect_number', 'Your card number is incorrect.'],
  ])('card %s is declined with the card error "%s" and confirms nothing', async (number, code, message) => {
    const pi = await intentFor();
    const res = await confirm(pi.payment_intent_id, pi.client_secret, number);
    expect(res.json()).toEqual({
      id: pi.payment_intent_id,
      status: 'requires_payment_method',
      error: { type: 'card_error', code, message },
    });
    expect(bookings.paidCalls).toHaveLength(0);
  });

  it('an expired card is declined with "Your card has expired."', async () => {
    const pi = await intentFor();
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payment-intents/${pi.payment_intent_id}/confirm`,
      payload: {
        client_secret: pi.client_secret,
        card: { number: VISA, exp_month: 1, exp_year: 2026, cvc: '123' },
      },
    });
    expect(res.json()).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'expired_card', message: 'Your card has expired.' },
    });
  });

  it('a declined card leaves the booking payable and a later 4242 succeeds on the same intent', async () => {
    const pi = await intentFor();
    await confirm(pi.payment_intent_id, pi.client_secret, '4000 0000 0000 0002');
    expect(bookings.bookings.get(7)?.state).toBe('pending_payment');
    const res = await confirm(pi.payment_intent_id, pi.client_secret, VISA);
    expect(res.json()).toEqual({ id: pi.payment_intent_id, status: 'succeeded', error: null });
    expect(bookings.confirmations).toHaveLength(1);
  });

  it('4000 0027 6000 3184 requires 3-D Secure: approving pays, failing declines and stays payable', async () => {
    const pi = await intentFor();
    const first = await confirm(pi.payment_intent_id, pi.client_secret, '4000 0027 6000 3184');
    expect(first.json()).toEqual({ id: pi.payment_intent_id, status: 'requires_action', error: null });
    expect(bookings.paidCalls).toHaveLength(0);

    const failed = await authenticateStep(pi.payment_intent_id, pi.client_secret, 'fail');
    expect(failed.json()).toEqual({
      id: pi.payment_intent_id,
      status: 'requires_payment_method',
      error: {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      },
    });
    expect(bookings.paidCalls).toHaveLength(0);

    await confirm(pi.payment_intent_id, pi.client_secret, '4000 0027 6000 3184');
    const approved = await authenticateStep(pi.payment_intent_id, pi.client_secret, 'approve');
    expect(approved.json()).toEqual({ id: pi.payment_intent_id, status: 'succeeded', error: null });
    expect(bookings.confirmations).toHaveLength(1);
  });

  it('authenticate is 409 when the intent does not await authentication', async () => {
    const pi = await intentFor();
    const res = await authenticateStep(pi.payment_intent_id, pi.client_secret, 'approve');
    expect(res.statusCode).toBe(409);
  });

  it('confirming a succeeded intent again answers succeeded without a second confirmation', async () => {
    const pi = await intentFor();
    await confirm(pi.payment_intent_id, pi.client_secret, VISA);
    const again = await confirm(pi.payment_intent_id, pi.client_secret, VISA);
    expect(again.json()).toEqual({ id: pi.payment_intent_id, status: 'succeeded', error: null });
    expect(bookings.paidCalls).toHaveLength(1);
  });

  it('two concurrent confirmations (a double click) confirm the booking once and both answer succeeded', async () => {
    const pi = await intentFor();
    const answers = await Promise.all([
      confirm(pi.payment_intent_id, pi.client_secret, VISA),
      confirm(pi.payment_intent_id, pi.client_secret, VISA),
      confirm(pi.payment_intent_id, pi.client_secret, VISA),
    ]);
    expect(answers.map((a) => (a.json() as { status: string }).status)).toEqual([
      'succeeded',
      'succeeded',
      'succeeded',
    ]);
    expect(bookings.paidCalls).toHaveLength(1);
    expect(bookings.confirmations).toHaveLength(1);
  });

  it('a payment whose seats were sold meanwhile is refunded in full and the intent canceled with the reason', async () => {
    const pi = await intentFor();
    bookings.seatsGone.add(7);
    const res = await confirm(pi.payment_intent_id, pi.client_secret, VISA);
    expect(res.json()).toEqual({
      id: pi.payment_intent_id,
      status: 'canceled',
      error: {
        type: 'card_error',
        code: 'seats_gone',
        message: 'Your payment was refunded because the seats were sold before it completed.',
      },
    });
    const refunds = await paymentsRepository(db.kysely).refundsOf(pi.payment_intent_id);
    expect(refunds).toEqual([
      { refundID: expect.stringMatching(/^re_/), amountMinor: 15_600, reason: 'seats_gone' },
    ]);
    expect(bookings.confirmations).toHaveLength(0);
    const again = await confirm(pi.payment_intent_id, pi.client_secret, VISA);
    expect(again.json()).toMatchObject({ status: 'canceled' });
    expect(await paymentsRepository(db.kysely).refundsOf(pi.payment_intent_id)).toHaveLength(1);
  });

  it('refuses a wrong client_secret with 403 and an unknown intent with 404', async () => {
    const pi = await intentFor();
    expect((await confirm(pi.payment_intent_id, 'pi_x_secret_guess', VISA)).statusCode).toBe(403);
    expect((await confirm('pi_unknown', pi.client_secret, VISA)).statusCode).toBe(404);
    expect(bookings.paidCalls).toHaveLength(0);
  });

  it('refuses a malformed card with 400', async () => {
    const pi = await intentFor();
    const res = await confirm(pi.payment_intent_id, pi.client_secret, 'four two');
    expect(res.statusCode).toBe(400);
  });
});

describe('sandbox routes exist only with the sandbox gateway (docs/architecture.md §4)', () => {
  it('answers 404 on the sandbox confirm path when the gateway is Stripe', async () => {
    const fakeStripe = {} as Parameters<typeof stripeGateway>[0];
    const { app, close } = await paymentsTestApp({ gateway: stripeGateway(fakeStripe) });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/sandbox/payment-intents/pi_1/confirm',
        payload: { client_secret: 'x', card: card(VISA) },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});
