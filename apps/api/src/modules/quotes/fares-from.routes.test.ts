import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FaresFromSchema, type FaresFrom } from '@alpine/contract';
import { anonymousToken, buildTestApp } from '../../../test/helper.ts';

const GENEVA_AIRPORT = 1;
const CHAMONIX = 10;
const GENEVA_CORNAVIN = 97;
const NOW = new Date('2026-11-21T12:00:00Z');
/** sampleSeasonDate('2026-11-21'): the first Saturday from 8 January 2027. */
const SAMPLE_DATE = '2027-01-09';

describe('GET /api/v1/fares/from (docs/architecture.md §6)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ app, close } = await buildTestApp({ now: NOW }));
  });
  afterEach(() => close());

  const get = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/v1/fares/from${query}`, headers });

  /** The cheapest fare the quote search itself offers one passenger at each hour of the sample day. */
  async function cheapestSearched(resortID: number, isPrivate: boolean): Promise<number> {
    const token = await anonymousToken(app);
    let cheapest = Infinity;
    for (let hour = 6; hour <= 20; hour++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/fares/quotes',
        headers: { authorization: `Bearer ${token}` },
        payload: [
          {
            brand: { brandID: 1 },
            origin: { locationID: GENEVA_AIRPORT },
            destination: { locationID: resortID },
            connection: { date: SAMPLE_DATE, time: `${String(hour).padStart(2, '0')}:00`, modeID: 1 },
            private: isPrivate,
            fixed: null,
            pax: 1,
          },
        ],
      });
      const [quotes] = res.json().data as [{ journey: { product: string }; fare: { price: number } }[]];
      for (const q of quotes) {
        if (q.journey.product !== 'private_coach')
          cheapest = Math.min(cheapest, Math.round(q.fare.price * 100));
      }
    }
    return cheapest;
  }

  it('names the places in the Accept-Language, same prices and order, and varies on it', async () => {
    const english = (await get(`?locationID=${CHAMONIX}`)).json().data as FaresFrom;
    const spanishRes = await get(`?locationID=${CHAMONIX}`, { 'accept-language': 'es' });
    expect(spanishRes.headers.vary).toMatch(/accept-language/i);
    const spanish = spanishRes.json().data as FaresFrom;
    const french = (await get(`?locationID=${CHAMONIX}`, { 'accept-language': 'fr-CH,fr;q=0.9' })).json()
      .data as FaresFrom;
    const geneva = (answer: FaresFrom) => answer.routes.find((r) => r.airport.locationID === GENEVA_AIRPORT)!;
    expect(geneva(english).airport.name).toBe('Geneva Airport');
    expect(geneva(spanish).airport.name).toBe('Aeropuerto de Ginebra');
    expect(geneva(french).airport.name).toBe('Aéroport de Genève');
    expect(geneva(french).resort.name).toBe('Chamonix-Mont-Blanc');
    const figures = (answer: FaresFrom) =>
      answer.routes.map((r) => [
        r.airport.locationID,
        r.durationMinutes,
        r.sharedFromMinor,
        r.privateFromMinor,
      ]);
    expect(figures(spanish)).toEqual(figures(english));
    expect(figures(french)).toEqual(figures(english));
    // one ETag per language: a cache never answers Spanish with the English bytes
    expect(spanishRes.headers.etag).not.toBe((await get(`?locationID=${CHAMONIX}`)).headers.etag);
  });

  it('answers every airport route of a resort with the quote search’s cheapest shared seat and private vehicle', async () => {
    const res = await get(`?locationID=${CHAMONIX}`);
    expect(res.statusCode).toBe(200);
    const data = FaresFromSchema.parse(res.json().data) as FaresFrom;
    expect(data).toMatchObject({ locationID: CHAMONIX, date: SAMPLE_DATE });
    expect(data.routes.map((r) => r.airport.locationID).sort((a, b) => a - b)).toEqual([1, 4, 93, 94]);
    for (const route of data.routes)
      expect(route.resort).toEqual({ locationID: CHAMONIX, name: 'Chamonix-Mont-Blanc' });
    const minutes = data.routes.map((r) => r.durationMinutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    const geneva = data.routes.find((r) => r.airport.locationID === GENEVA_AIRPORT)!;
    expect(geneva.currency).toBe('EUR');
    expect(geneva.sharedFromMinor).toBe(await cheapestSearched(CHAMONIX, false));
    expect(geneva.privateFromMinor).toBe(await cheapestSearched(CHAMONIX, true));
  });

  it('answers an airport with a route to each of the 32 resorts', async () => {
    const data = (await get(`?locationID=${GENEVA_AIRPORT}`)).json().data as FaresFrom;
    expect(data.routes).toHaveLength(32);
    for (const route of data.routes) {
      expect(route.airport.locationID).toBe(GENEVA_AIRPORT);
      expect(route.durationMinutes).toBeGreaterThan(0);
      expect(route.privateFromMinor).toBeGreaterThan(0);
    }
    // a private-only route has no shared price rather than a made-up one
    expect(data.routes.some((r) => r.sharedFromMinor === null)).toBe(true);
  });

  it('is public static data: ETag and public max-age=300, 304 to a matching If-None-Match', async () => {
    const first = await get(`?locationID=${CHAMONIX}`);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await get(`?locationID=${CHAMONIX}`, { 'if-none-match': first.headers.etag! });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 not_found for an unknown location and for one that is neither airport nor resort', async () => {
    for (const id of [999_999, GENEVA_CORNAVIN]) {
      const res = await get(`?locationID=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        error: 'not_found',
        error_description: expect.stringContaining(String(id)),
      });
    }
  });

  it('answers 400 with { error, error_description } for a missing, malformed or out-of-range locationID', async () => {
    for (const query of [
      '',
      '?locationID=',
      '?locationID=abc',
      '?locationID=-1',
      '?locationID=99999999999',
      '?locationID=1%00',
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json()).sort()).toEqual(['error', 'error_description']);
    }
  });

  it('is in the OpenAPI document', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    expect(Object.keys(spec.paths['/api/v1/fares/from']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404']),
    );
  });
});
