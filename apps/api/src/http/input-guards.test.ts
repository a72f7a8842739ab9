import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousToken, buildTestApp } from '../../test/helper.ts';
import { findBadText } from './input-guards.ts';

/**
 * Issue 7 §5, each example reproduced by name, on SQLite and PostgreSQL: ids outside 1..2^31-1
 * (IdSchema) and NUL characters (text() and the NUL guard of input-guards.ts) are refused with
 * 400 before SQL, where PostgreSQL answered 500. The §13 examples are in framework-errors.test.ts.
 */

const BIG = '2147483648';
const person = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', mobile: '+447900000000' };
const searchItem = {
  brand: { brandID: 1 },
  origin: { locationID: 1 },
  destination: { locationID: 4 },
  connection: { date: '2026-12-20', time: '10:00', modeID: 1 },
  pax: 2,
};
const leg = {
  quote: { quoteID: 'q'.repeat(20) },
  origin: { addressID: 1 },
  destination: { addressID: 1 },
  items: {},
};

type Case = [name: string, method: 'GET' | 'POST' | 'PATCH', url: string, body: unknown, expected: string];

/** Finding 5: each answered 500 on PostgreSQL ("value out of range" or "invalid byte sequence 0x00"). */
const finding5: Case[] = [
  [
    'POST /api/v1/bookings/2147483648/tags',
    'POST',
    `/api/v1/bookings/${BIG}/tags`,
    { tag: 'marketing-opt-in' },
    'params.bookingID: must be a whole number from 1 to 2147483647',
  ],
  [
    'POST /api/v1/bookings/2147483648/passengers',
    'POST',
    `/api/v1/bookings/${BIG}/passengers`,
    leg,
    'params.bookingID: must be a whole number',
  ],
  [
    'POST /api/v1/bookings/2147483648/payments',
    'POST',
    `/api/v1/bookings/${BIG}/payments`,
    { invoice: true },
    'params.bookingID: must be a whole number',
  ],
  [
    'POST /api/v1/bookings/2147483648/review',
    'POST',
    `/api/v1/bookings/${BIG}/review`,
    undefined,
    'params.bookingID: must be a whole number',
  ],
  [
    'POST /api/v1/bookings/2147483648/cancellation',
    'POST',
    `/api/v1/bookings/${BIG}/cancellation`,
    { acceptPolicy: true },
    'params.bookingID: must be a whole number',
  ],
  [
    'GET /api/v1/passengers/2147483648?email=',
    'GET',
    `/api/v1/passengers/${BIG}?email=a%40b.c`,
    undefined,
    'params.passengerID: must be a whole number',
  ],
  [
    'GET /api/v1/locations/2147483648/addresses',
    'GET',
    `/api/v1/locations/${BIG}/addresses`,
    undefined,
    'params.locationID: must be a whole number',
  ],
  [
    'GET /api/v1/bookings?customerID=2147483648',
    'GET',
    `/api/v1/bookings?customerID=${BIG}`,
    undefined,
    'querystring.customerID: must be a whole number',
  ],
  [
    'POST /api/v1/addresses with locationID 2^31',
    'POST',
    '/api/v1/addresses',
    { locationID: 2 ** 31, organisation: 'Hotel', street: 'Rue 1', city: 'Verbier', postcode: '1936' },
    'body.locationID: must be a whole number',
  ],
  [
    'POST /api/v1/bookings with customerID 2^31',
    'POST',
    '/api/v1/bookings',
    { customerID: 2 ** 31, ...person },
    'body.customerID: must be a whole number',
  ],
  [
    'POST /api/v1/bookings/1/passengers with addressID 2^31',
    'POST',
    '/api/v1/bookings/1/passengers',
    { ...leg, origin: { addressID: 2 ** 31 } },
    'body.origin.addressID: must be a whole number',
  ],
  [
    'POST /api/v1/fares/quotes with origin 2^31',
    'POST',
    '/api/v1/fares/quotes',
    [{ ...searchItem, origin: { locationID: 2 ** 31 } }],
    'body[0].origin.locationID: must be a whole number',
  ],
  [
    'POST /api/v1/fares/quotes with partner 2^31',
    'POST',
    '/api/v1/fares/quotes',
    [{ ...searchItem, partner: 2 ** 31 }],
    'body[0].partner: must be a whole number',
  ],
  [
    'POST /api/v1/fares/quotes with customer 2^40',
    'POST',
    '/api/v1/fares/quotes',
    [{ ...searchItem, customer: 2 ** 40 }],
    'body[0].customer: must be a whole number',
  ],
  [
    'POST get-client-secret with booking_id 2^31',
    'POST',
    '/wp-json/stripe-api/v1/get-client-secret',
    { customer_id: 'cus_1', amount: 100, currency: 'chf', booking_id: 2 ** 31 },
    'body.booking_id: must be a whole number',
  ],
  [
    'GET /api/v1/bookings/%00?email=a%40b.c',
    'GET',
    '/api/v1/bookings/%00?email=a%40b.c',
    undefined,
    'params.reference: must not contain a NUL character',
  ],
  [
    'GET /api/v1/bookings/ABC?email=%00',
    'GET',
    '/api/v1/bookings/ABCDEFGH?email=%00a%40b.c',
    undefined,
    'querystring.email: must not contain a NUL character',
  ],
  [
    'GET /api/v1/passengers/1?email=%00',
    'GET',
    '/api/v1/passengers/1?email=a%00%40b.c',
    undefined,
    'querystring.email: must not contain a NUL character',
  ],
  [
    'POST /api/v1/customers with a lastName of "\\u0000abc"',
    'POST',
    '/api/v1/customers',
    { ...person, lastName: '\u0000abc' },
    'body.lastName: must not contain a NUL character',
  ],
  [
    'POST /api/v1/bookings with a firstName of "Ann\\u0000"',
    'POST',
    '/api/v1/bookings',
    { customerID: 1, ...person, firstName: 'Ann\u0000' },
    'body.firstName: must not contain a NUL character',
  ],
  [
    'POST /api/v1/customers with a lone surrogate in the firstName (stored differently by SQLite and PostgreSQL)',
    'POST',
    '/api/v1/customers',
    { ...person, firstName: 'Ab\ud800cd' },
    'body.firstName: must be valid Unicode text (a lone surrogate is not a character)',
  ],
  [
    'POST /api/v1/addresses with a lone low surrogate in the street',
    'POST',
    '/api/v1/addresses',
    { locationID: 4, organisation: 'Hotel', street: 'Rue \udc00', city: 'Verbier', postcode: '1936' },
    'body.street: must be valid Unicode text (a lone surrogate is not a character)',
  ],
  [
    'POST /api/v1/addresses with a NUL in the street',
    'POST',
    '/api/v1/addresses',
    { locationID: 4, organisation: 'Hotel', street: 'Rue\u00001', city: 'Verbier', postcode: '1936' },
    'body.street: must not contain a NUL character',
  ],
  [
    'POST /api/v1/fares/quotes with a NUL in the promotion',
    'POST',
    '/api/v1/fares/quotes',
    [{ ...searchItem, promotion: 'SKI\u0000' }],
    'body[0].promotion: must not contain a NUL character',
  ],
  [
    'POST /api/v1/auth/token with a NUL in the username',
    'POST',
    '/api/v1/auth/token',
    {
      grant_type: 'password',
      client_id: 'web',
      client_secret: 'web-public',
      username: 'a\u0000@b.c',
      password: 'x',
    },
    'body.username: must not contain a NUL character',
  ],
  [
    'POST /api/v1/auth/verify-email with a NUL token',
    'POST',
    '/api/v1/auth/verify-email',
    { token: '\u0000' },
    'body.token: must not contain a NUL character',
  ],
  [
    'POST /api/v1/auth/password-reset/confirm with a NUL token',
    'POST',
    '/api/v1/auth/password-reset/confirm',
    { token: 'abc\u0000', password: 'long-enough-1' },
    'body.token: must not contain a NUL character',
  ],
  [
    'POST add-customer with a NUL in the name',
    'POST',
    '/wp-json/stripe-api/v1/add-customer',
    { email: 'a@b.ch', name: 'A\u0000' },
    'body.name: must not contain a NUL character',
  ],
  [
    'POST get-client-secret with a NUL in customer_id',
    'POST',
    '/wp-json/stripe-api/v1/get-client-secret',
    { customer_id: 'cus_\u0000', amount: 100, currency: 'chf', booking_id: 1 },
    'body.customer_id: must not contain a NUL character',
  ],
  [
    'POST sandbox confirm of intent %00',
    'POST',
    '/api/v1/sandbox/payment-intents/%00/confirm',
    { client_secret: 's', card: { number: '4242424242424242', exp_month: 1, exp_year: 2030, cvc: '123' } },
    'params.id: must not contain a NUL character',
  ],
  [
    'POST a body with a NUL in an unknown key',
    'POST',
    '/api/v1/customers',
    { ...person, 'x\u0000': 1 },
    'must not contain a NUL character',
  ],
];

describe('ADR 012: ids and strings are checked before they reach SQL', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp());
    token = await anonymousToken(app);
  });
  afterAll(() => close());

  it.each(finding5)('%s answers 400, not 500', async (_name, method, url, body, expected) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    expect(res.statusCode).toBe(400);
    const json = res.json() as { error: string; error_description: string };
    expect(json.error).toBe('invalid_request');
    expect(json.error_description).toContain(expected);
  });

  it('GET /api/v1/bookings/%00 answers 400 without a token too (the guard runs before authentication)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/bookings/%00?email=a%40b.c' });
    expect([400, 401]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ error: expect.any(String), error_description: expect.any(String) });
  });

  it('an id of 2147483647 (the largest) passes validation and answers 404, not 400 or 500', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/passengers/2147483647?email=a%40b.c',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('findBadText (ADR 012)', () => {
  it('passes emoji and accents (surrogate pairs) and finds a NUL or a lone surrogate with its path', () => {
    expect(findBadText({ firstName: 'Zoë 🎿⛷️', list: ['Ñandú', { city: 'Genève' }] })).toBeNull();
    expect(findBadText({ list: ['ok', { city: 'Gen\ud83c' }] })).toEqual({
      path: '.list[1].city',
      problem: 'surrogate',
    });
    expect(findBadText([{ name: '\udfff🎿' }])).toEqual({ path: '[0].name', problem: 'surrogate' });
    expect(findBadText({ a: 'x\u0000\ud800' })).toEqual({ path: '.a', problem: 'nul' });
    expect(findBadText({ ['k\ud800']: 'v' })).toEqual({ path: '.k\ufffd', problem: 'surrogate' });
  });
});
