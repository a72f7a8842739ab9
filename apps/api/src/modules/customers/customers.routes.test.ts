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

  it('POST /api/v1/customers answers the same session its own customer again and never customer_exists (ADR 007)', async () => {
    const first = await call('POST', '/api/v1/customers', ANNA);
    const again = await call('POST', '/api/v1/customers', { ...ANNA, email: 'anna.muller@EXAMPLE.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await anonymousToken(app);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/v1/customers',
      headers: { authorization: `Bearer ${other}` },
      payload: ANNA,
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).not.toEqual(first.json());
  });

  it('GET /api/v1/customers?email= answers [] to another session, whether or not the address exists (ADR 007)', async () => {
    await call('POST', '/api/v1/customers', ANNA);
    const other = await anonymousToken(app);
    for (const email of ['anna.muller%40example.com', 'nobody%40example.com']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/customers?email=${email}`,
        headers: { authorization: `Bearer ${other}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [] });
    }
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
