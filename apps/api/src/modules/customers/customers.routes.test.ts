import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousToken, buildTestApp } from '../../../test/helper.ts';

const ANNA = {
  firstName: 'Anna',
  lastName: 'Muller',
  email: 'Anna.Muller@example.com',
  mobile: '+447900000000',
};

describe('customers (spec part 2 §7, §8)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;

  beforeEach(async () => {
    ({ app, close } = await buildTestApp());
    token = await anonymousToken(app);
  });
  afterEach(() => close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

  it('POST /api/v1/customers creates a customer and answers only its id', async () => {
    const res = await call('POST', '/api/v1/customers', ANNA);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Record<string, unknown> };
    expect(Object.keys(data)).toEqual(['customerID']);
    expect(data.customerID).toEqual(expect.any(Number));
  });

  it('POST /api/v1/customers answers 400 customer_exists for an e-mail that has a customer, whatever its case', async () => {
    await call('POST', '/api/v1/customers', ANNA);
    const res = await call('POST', '/api/v1/customers', { ...ANNA, email: 'anna.muller@EXAMPLE.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'customer_exists', error_description: expect.any(String) });
  });

  it('GET /api/v1/customers?email= finds the id of an existing customer, and [] for an unknown e-mail', async () => {
    const created = (await call('POST', '/api/v1/customers', ANNA)).json() as {
      data: { customerID: number };
    };
    const found = await call('GET', '/api/v1/customers?email=anna.muller%40example.com');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ data: [{ customerID: created.data.customerID }] });
    const none = await call('GET', '/api/v1/customers?email=nobody%40example.com');
    expect(none.json()).toEqual({ data: [] });
  });

  it('answers bad input with 400 and error_description, and no token with 401', async () => {
    for (const res of [
      await call('POST', '/api/v1/customers', { ...ANNA, email: 'not-an-email' }),
      await call('POST', '/api/v1/customers', { ...ANNA, mobile: '0790' }),
      await call('POST', '/api/v1/customers', { ...ANNA, firstName: 'A' }),
      await call('POST', '/api/v1/customers', { ...ANNA, admin: true }),
      await call('GET', '/api/v1/customers?email=nope'),
      await call('GET', '/api/v1/customers'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request', error_description: expect.any(String) });
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/customers?email=a%40b.com' });
    expect(anonymous.statusCode).toBe(401);
  });
});
