import polyline from '@mapbox/polyline';
import { distanceKm, estimateRoute } from '@alpine/domain';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousToken, buildTestApp } from '../../../test/helper.ts';

type Candidate = {
  name: string;
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } };
};
type Prediction = {
  organisation: string;
  street: string;
  city: string;
  postcode: string;
  addressID: number | null;
  location: { lat: number; lng: number };
};
const CHAMONIX = 10;
const MORZINE = 11;
const MORGANE = { lat: 45.9188, lng: 6.8705 };

describe('geo proxy with the embedded gazetteer and router (spec part 2 §7; ADR 018)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;

  beforeEach(async () => {
    ({ app, close } = await buildTestApp());
    token = await anonymousToken(app);
  });
  afterEach(() => close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });
  const place = async (query: string) => {
    const res = await get(`/api/v1/geo/place?${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { candidates: Candidate[] }).candidates;
  };

  it('GET /api/v1/geo/place finds a seeded hotel by its name, read as candidates[0].geometry.location', async () => {
    const candidates = await place(`input=${encodeURIComponent('Hôtel Le Morgane')}&locationID=${CHAMONIX}`);
    expect(candidates[0]).toEqual({
      name: 'Hôtel Le Morgane',
      formatted_address: "145 Avenue de l'Aiguille du Midi, 74400 Chamonix-Mont-Blanc, France",
      geometry: { location: MORGANE },
    });
  });

  it('GET /api/v1/geo/place matches without accents, in any case and with a typo', async () => {
    for (const input of ['hotel le morgane', 'HOTEL MORGAN', 'morgan chamonix']) {
      const candidates = await place(`input=${encodeURIComponent(input)}&locationID=${CHAMONIX}`);
      expect(candidates[0]?.name).toBe('Hôtel Le Morgane');
    }
  });

  it('GET /api/v1/geo/place ranks the place nearest the location first among equal matches', async () => {
    const nearChamonix = await place(`input=Gare%20Routiere&locationID=${CHAMONIX}`);
    const nearMorzine = await place(`input=Gare%20Routiere&locationID=${MORZINE}`);
    expect(nearChamonix[0]?.name).toBe('Gare Routière de Chamonix Sud');
    expect(nearMorzine[0]?.name).toBe('Gare Routière de Morzine');
  });

  it('GET /api/v1/geo/place answers no candidates for an unknown place', async () => {
    expect(await place('input=Qwxyz%20Plorf&locationID=10')).toEqual([]);
  });

  it('GET /api/v1/geo/place writes the country in the Accept-Language', async () => {
    const res = await get(`/api/v1/geo/place?input=Hotel%20Le%20Morgane&locationID=${CHAMONIX}`, {
      'accept-language': 'es',
    });
    expect((res.json() as { candidates: Candidate[] }).candidates[0]?.formatted_address).toMatch(
      /, Francia$/,
    );
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it.each([
    ['no input', 'locationID=10', 400],
    ['blank input', 'input=%20%20', 400],
    ['a NUL byte', 'input=Hotel%00Morgane', 400],
    ['201 characters', `input=${'a'.repeat(201)}`, 400],
    ['locationID 2^31', 'input=Hotel&locationID=2147483648', 400],
    ['locationID 0', 'input=Hotel&locationID=0', 400],
    ['an unknown field', 'input=Hotel&key=x', 400],
    ['an unknown location', 'input=Hotel&locationID=99999', 404],
  ])('GET /api/v1/geo/place refuses %s with %s', async (_what, query, status) => {
    const res = await get(`/api/v1/geo/place?${query}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: expect.any(String), error_description: expect.any(String) });
  });

  it('GET /api/v1/geo/directions walks the great-circle line x 1.3 at 4.8 km/h, as an encoded polyline', async () => {
    const stop = { lat: 45.9197, lng: 6.8687 };
    const res = await get(
      `/api/v1/geo/directions?origin=${MORGANE.lat},${MORGANE.lng}&destination=${stop.lat},${stop.lng}&mode=walking`,
    );
    expect(res.statusCode).toBe(200);
    const route = (
      res.json() as {
        routes: [
          {
            overview_polyline: { points: string };
            legs: [{ distance: { value: number }; duration: { value: number } }];
          },
        ];
      }
    ).routes[0];
    expect(polyline.decode(route.overview_polyline.points)).toEqual([
      [MORGANE.lat, MORGANE.lng],
      [stop.lat, stop.lng],
    ]);
    const expected = estimateRoute(MORGANE, stop, 'walking');
    expect(route.legs[0].distance.value).toBe(expected.metres);
    expect(route.legs[0].duration.value).toBe(expected.seconds);
    expect(route.legs[0].distance.value).toBe(Math.round(distanceKm(MORGANE, stop) * 1300));
    expect(res.headers['cache-control']).toBe('private, max-age=300');
  });

  it('GET /api/v1/geo/directions drives at 50 km/h when mode=driving', async () => {
    const res = await get('/api/v1/geo/directions?origin=45,6&destination=45.01,6&mode=driving');
    const leg = (res.json() as { routes: [{ legs: [{ duration: { value: number } }] }] }).routes[0].legs[0];
    expect(leg.duration.value).toBe(104);
  });

  it.each([
    ['no destination', 'origin=45,6'],
    ['a latitude of 91', 'origin=91,6&destination=45,6'],
    ['a longitude of 181', 'origin=45,181&destination=45,6'],
    ['words', 'origin=Chamonix&destination=45,6'],
    ['an unknown mode', 'origin=45,6&destination=45,6&mode=flying'],
  ])('GET /api/v1/geo/directions refuses %s with 400', async (_what, query) => {
    const res = await get(`/api/v1/geo/directions?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('GET /api/v1/geo/autocomplete lists organisation, street, city and postcode, nearest first', async () => {
    const res = await get(`/api/v1/geo/autocomplete?input=hotel&locationID=${CHAMONIX}`);
    expect(res.statusCode).toBe(200);
    const predictions = (res.json() as { predictions: Prediction[] }).predictions;
    expect(predictions.length).toBeGreaterThan(2);
    expect(predictions.length).toBeLessThanOrEqual(8);
    expect(predictions.every((p) => p.city === 'Chamonix-Mont-Blanc')).toBe(true);
    const seeded = predictions.find((p) => p.organisation === 'Hôtel Mont-Blanc Chamonix');
    expect(seeded).toMatchObject({ street: '62 Allée du Majestic', postcode: '74400', addressID: 1003 });
    const named = predictions.find((p) => p.organisation === 'Hôtel Le Morgane');
    expect(named?.addressID).toBeNull();
  });

  it('GET /api/v1/geo/autocomplete needs 2 characters', async () => {
    expect((await get('/api/v1/geo/autocomplete?input=h')).statusCode).toBe(400);
  });

  it('the geo proxy needs a bearer token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/geo/place?input=Hotel' });
    expect(res.statusCode).toBe(401);
  });

  it('GET /api/v1/geo/place allows 60 calls a minute from one address, then 429', async () => {
    for (let i = 0; i < 60; i += 1)
      expect((await get('/api/v1/geo/place?input=Chamonix')).statusCode).toBe(200);
    const res = await get('/api/v1/geo/place?input=Chamonix');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'too_many_requests' });
  });
});
