import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PayableBooking } from '../bookings/ports.ts';
import { paymentsTestApp, sessionOf, type FakeBookings } from './payments-test-kit.ts';
import { BOOKING_EXPIRED } from './payments.service.ts';

describe('payment service at the spec paths (spec part 2 §7; docs/architecture.md §4)', () => {
  let app: FastifyInstance;
  let bookings: FakeBookings;
  let close: () => Promise<void>;
  let token: string;
  let newToken: () => Promise<string>;

  beforeEach(async () => {
    const built = await paymentsTestApp();
    ({ app, bookings, close } = built);
    newToken = built.token;
    token = await built.token();
  });
  afterEach(() => close());

  const post = (url: string, payload: object, bearer: string | null = token) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
  const addCustomer = async () =>
    (
      (
        await post('/wp-json/stripe-api/v1/add-customer', {
          email: 'ann@example.com',
          name: 'Ann Smith',
          phone: '447700900123',
        })
      ).json() as {
        customer_id: string;
      }
    ).customer_id;
  const clientSecret = (customer_id: string, amount = 15_600, currency = 'chf', booking_id = 7) =>
    post('/wp-json/stripe-api/v1/get-client-secret', {
      customer_id,
      client_token: token,
      amount,
      currency,
      booking_id,
    });
  const booking = (b: Partial<PayableBooking> = {}) => bookings.add(sessionOf(token), { bookingID: 7, ...b });

  it('add-customer answers { customer_id, status: "success" } unwrapped, and needs a bearer token', async () => {
    const res = await post('/wp-json/stripe-api/v1/add-customer', {
      email: 'ann@example.com',
      name: 'Ann Smith',
      phone: '4477',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ customer_id: expect.stringMatching(/^cus_/), status: 'success' });
    const anonymous = await post(
      '/wp-json/stripe-api/v1/add-customer',
      { email: 'ann@example.com', name: 'Ann' },
      null,
    );
    expect(anonymous.statusCode).toBe(401);
    const bad = await post('/wp-json/stripe-api/v1/add-customer', { email: 'not-an-email', name: 'Ann' });
    expect(bad.statusCode).toBe(400);
  });

  it('get-client-secret answers a client secret and returns the same intent on a retry', async () => {
    booking();
    const customer = await addCustomer();
    const first = await clientSecret(customer);
    expect(first.statusCode).toBe(200);
    const body = first.json() as { client_secret: string; payment_intent_id: string };
    expect(body.payment_intent_id).toMatch(/^pi_/);
    expect(body.client_secret).toMatch(new RegExp(`^${body.payment_intent_id}_secret_`));
    expect((await clientSecret(customer)).json()).toEqual(body);
  });

  it('concurrent get-client-secret calls for a booking share one payment intent', async () => {
    booking();
    const customer = await addCustomer();
    const answers = await Promise.all([
      clientSecret(customer),
      clientSecret(customer),
      clientSecret(customer),
    ]);
    const ids = new Set(answers.map((a) => (a.json() as { payment_intent_id: string }).payment_intent_id));
    expect(ids.size).toBe(1);
  });

  it('refuses a client amount or currency that differs from the server total with 409', async () => {
    booking();
    const customer = await addCustomer();
    for (const [amount, currency] of [
      [15_500, 'chf'],
      [15_600, 'eur'],
    ] as const) {
      const res = await clientSecret(customer, amount, currency);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'conflict',
        error_description: 'The amount has changed: please review your booking.',
      });
    }
  });

  it('an unpaid intent follows a changed total and keeps its id', async () => {
    booking();
    const customer = await addCustomer();
    const first = (await clientSecret(customer)).json() as { payment_intent_id: string };
    bookings.bookings.get(7)!.totalMinor = 17_600;
    const second = await clientSecret(customer, 17_600);
    expect(second.statusCode).toBe(200);
    expect((second.json() as { payment_intent_id: string }).payment_intent_id).toBe(first.payment_intent_id);
  });

  it.each([
    [
      'awaits review',
      { needsReview: true, state: 'awaiting_review' },
      422,
      'This booking awaits review and is not paid online.',
    ],
    ['has no leg', { legCount: 0 }, 422, 'This booking has no journey yet: nothing to pay.'],
    [
      'may not be paid by card',
      { paymentAllowed: { card: false, invoice: true } },
      422,
      'This booking is paid by invoice, not by card.',
    ],
    ['is already confirmed', { state: 'confirmed' }, 409, 'This booking is confirmed: it cannot be paid.'],
    ['has expired', { state: 'expired' }, 409, BOOKING_EXPIRED],
    [
      'whose transfer has left',
      { departed: true },
      409,
      'This transfer has already left: it can no longer be paid.',
    ],
  ] as const)('get-client-secret refuses a booking that %s', async (_what, b, status, message) => {
    booking(b as Partial<PayableBooking>);
    const res = await clientSecret(await addCustomer());
    expect(res.statusCode).toBe(status);
    expect((res.json() as { error_description: string }).error_description).toBe(message);
  });

  it("get-client-secret is 404 for an unknown booking and 403 for another session's", async () => {
    const customer = await addCustomer();
    expect((await clientSecret(customer, 15_600, 'chf', 99)).statusCode).toBe(404);
    bookings.add(sessionOf(await newToken()), { bookingID: 8 });
    expect((await clientSecret(customer, 15_600, 'chf', 8)).statusCode).toBe(403);
  });

  it('get-client-secret is 404 for a payment customer that was never created', async () => {
    booking();
    const res = await clientSecret('cus_unknown');
    expect(res.statusCode).toBe(404);
  });

  it('POST /api/v1/bookings/{id}/payments { invoice: true } confirms an invoice booking; 422 otherwise', async () => {
    booking({ paymentAllowed: { card: true, invoice: true } });
    const res = await post('/api/v1/bookings/7/payments', { invoice: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { bookingID: 7, reference: 'REF7', state: 'confirmed', total: { price: 156, currency: 'CHF' } },
    });
    bookings.add(sessionOf(token), { bookingID: 9 });
    expect((await post('/api/v1/bookings/9/payments', { invoice: true })).statusCode).toBe(422);
    expect((await post('/api/v1/bookings/9/payments', { invoice: false })).statusCode).toBe(400);
  });
});
