import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LocationSchema } from '@alpine/contract';
import { anonymousToken, buildTestApp } from '../../../test/helper.ts';

describe('locations (spec part 1 §3, §7)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;

  beforeEach(async () => {
    ({ app, close } = await buildTestApp());
    token = await anonymousToken(app);
  });
  afterEach(() => close());

  const get = (url: string, auth = true) =>
    app.inject({ method: 'GET', url, headers: auth ? { authorization: `Bearer ${token}` } : {} });

  it('GET /api/v1/locations/public?brandID=1 answers titled groups of locations', async () => {
    const res = await get('/api/v1/locations/public?brandID=1');
    expect(res.statusCode).toBe(200);
    const groups = (
      res.json() as { data: { title: string; locations: { locationID: number; name: string }[] }[] }
    ).data;
    expect(groups.map((g) => g.title)).toEqual([
      'Airports',
      'Train stations',
      'Cities',
      'French resorts',
      'Swiss resorts',
    ]);
    expect(groups[0]!.locations).toContainEqual({
      locationID: 1,
      name: 'Geneva Airport',
      aliases: ['Aéroport de Genève', 'Aeropuerto de Ginebra'],
    });
    expect(groups.flatMap((g) => g.locations).length).toBeGreaterThanOrEqual(50);
  });

  it('GET /api/v1/locations gives Geneva Airport as location 1 in Geneve with its address rule', async () => {
    const res = await get('/api/v1/locations');
    const geneva = (res.json() as { data: { locationID: number }[] }).data.find((l) => l.locationID === 1);
    expect(geneva).toMatchObject({
      name: 'Geneva Airport',
      city: 'Geneve',
      kind: 'airport',
      addressAtDestination: true,
      timeZone: 'Europe/Zurich',
    });
  });

  it('locations answer 304 to a matching If-None-Match, with ETag and public max-age=300 (docs/architecture.md §5)', async () => {
    for (const url of ['/api/v1/locations/public?brandID=1', '/api/v1/locations']) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      const revalidated = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'if-none-match': first.headers.etag! },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      const other = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'if-none-match': '"stale"' },
      });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    }
  });

  it('a 304 still needs a token: no token is 401 whatever If-None-Match says', async () => {
    const first = await get('/api/v1/locations/public?brandID=1');
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/locations/public?brandID=1',
      headers: { 'if-none-match': first.headers.etag! },
    });
    expect(res.statusCode).toBe(401);
  });

  it('locations carry only the contract fields (responses carry only the contract fields)', async () => {
    const all = (await get('/api/v1/locations')).json() as { data: Record<string, unknown>[] };
    expect(Object.keys(all.data[0]!).sort()).toEqual(Object.keys(LocationSchema.shape).sort());
    const groups = (await get('/api/v1/locations/public?brandID=1')).json() as {
      data: { locations: Record<string, unknown>[] }[];
    };
    // aliases only where another language names the place differently (docs/architecture.md §6)
    for (const location of groups.data.flatMap((g) => g.locations)) {
      expect(['locationID', 'name', 'aliases']).toEqual(expect.arrayContaining(Object.keys(location)));
    }
  });

  it('refuses brandID other than 1, and calls without a token', async () => {
    expect((await get('/api/v1/locations/public?brandID=2')).statusCode).toBe(400);
    expect((await get('/api/v1/locations/public')).statusCode).toBe(400);
    const anon = await get('/api/v1/locations', false);
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ error: 'invalid_token' });
  });
});

describe('the rest of the API surface', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ app, close } = await buildTestApp());
  });
  afterEach(() => close());

  it('GET /api/v1/config tells the site its gateway and OAuth client without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: {
        paymentGateway: 'sandbox',
        stripePublishableKey: null,
        brandID: 1,
        client: { client_id: 'web' },
        quoteTtlSeconds: 1800,
      },
    });
  });

  it('answers an unknown endpoint with 404 in the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'not_found',
      error_description: 'No such endpoint: GET /api/v1/nowhere',
    });
  });

  it('serves the OpenAPI document generated from the contract at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/fares/quotes', '/api/v1/auth/token', '/api/v1/locations/public']),
    );
  });
});
