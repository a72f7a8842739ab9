import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import polyline from '@mapbox/polyline';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymousToken, buildTestApp, testConfig } from '../../../test/helper.ts';

/** A local fake of a remote geo API: `handle` answers each request; `calls` lists their URLs. */
async function fakeServer(handle: (url: URL, res: ServerResponse, req: IncomingMessage) => void) {
  const calls: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    calls.push(url);
    handle(url, res, req);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

type Candidates = { candidates: { name: string; geometry: { location: { lat: number; lng: number } } }[] };
type Routes = {
  routes: {
    overview_polyline: { points: string };
    legs: { distance: { value: number }; duration: { value: number } }[];
  }[];
};

describe('geo proxy with configured services, against local fakes (ADR 018)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  async function appWith(geo: { geocoderUrl?: string; routerUrl?: string; cacheSeconds?: number }) {
    const base = testConfig().geo;
    const built = await buildTestApp({
      config: {
        geo: {
          ...base,
          geocoderUrl: geo.geocoderUrl ?? null,
          routerUrl: geo.routerUrl ?? null,
          timeoutMs: 300,
          cacheSeconds: geo.cacheSeconds ?? 0,
        },
      },
    });
    cleanups.push(built.close);
    const token = await anonymousToken(built.app);
    const get = (url: string) =>
      built.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    return { app: built.app as FastifyInstance, get };
  }

  it('a Nominatim answer becomes the candidates, searched around the location', async () => {
    const fake = await fakeServer((url, res) =>
      json(res, 200, [
        { lat: '45.9230', lon: '6.8700', display_name: 'Chalet Test, Chamonix, France', name: 'Chalet Test' },
      ]),
    );
    cleanups.push(fake.close);
    const { get } = await appWith({ geocoderUrl: fake.base });
    const res = await get('/api/v1/geo/place?input=Chalet%20Test&locationID=10');
    expect(res.json()).toEqual({
      candidates: [
        {
          name: 'Chalet Test',
          formatted_address: 'Chalet Test, Chamonix, France',
          geometry: { location: { lat: 45.923, lng: 6.87 } },
        },
      ],
    });
    const call = fake.calls[0]!;
    expect(call.pathname).toBe('/search');
    expect(call.searchParams.get('q')).toBe('Chalet Test');
    expect(call.searchParams.get('format')).toBe('jsonv2');
    expect(call.searchParams.get('viewbox')).toBe(
      [6.8694 - 0.1, 45.9237 + 0.1, 6.8694 + 0.1, 45.9237 - 0.1].join(','),
    );
  });

  it('a Photon answer (GEOCODER_URL ending in /api) becomes the candidates', async () => {
    const fake = await fakeServer((_url, res) =>
      json(res, 200, {
        type: 'FeatureCollection',
        features: [
          {
            geometry: { type: 'Point', coordinates: [6.87, 45.923] },
            properties: {
              name: 'Chalet Photon',
              street: 'Rue X',
              housenumber: '3',
              postcode: '74400',
              city: 'Chamonix',
              country: 'France',
            },
          },
        ],
      }),
    );
    cleanups.push(fake.close);
    const { get } = await appWith({ geocoderUrl: `${fake.base}/api` });
    const body = (await get('/api/v1/geo/place?input=Chalet&locationID=10')).json() as Candidates;
    expect(body.candidates[0]).toEqual({
      name: 'Chalet Photon',
      formatted_address: 'Chalet Photon, 3 Rue X, 74400 Chamonix, France',
      geometry: { location: { lat: 45.923, lng: 6.87 } },
    });
    expect(fake.calls[0]!.searchParams.get('lat')).toBe('45.9237');
  });

  it('a failing geocoder (500) falls back to the embedded gazetteer', async () => {
    const fake = await fakeServer((_url, res) => json(res, 500, { error: 'down' }));
    cleanups.push(fake.close);
    const { get } = await appWith({ geocoderUrl: fake.base });
    const res = await get('/api/v1/geo/place?input=Hotel%20Le%20Morgane&locationID=10');
    expect(res.statusCode).toBe(200);
    expect((res.json() as Candidates).candidates[0]?.name).toBe('Hôtel Le Morgane');
    expect(fake.calls).toHaveLength(1);
  });

  it('a geocoder slower than the timeout falls back to the embedded gazetteer in time', async () => {
    const fake = await fakeServer((_url, res) => setTimeout(() => json(res, 200, []), 2000));
    cleanups.push(fake.close);
    const { get } = await appWith({ geocoderUrl: fake.base });
    const started = Date.now();
    const res = await get('/api/v1/geo/place?input=Hotel%20Le%20Morgane&locationID=10');
    expect(Date.now() - started).toBeLessThan(1500);
    expect((res.json() as Candidates).candidates[0]?.name).toBe('Hôtel Le Morgane');
  });

  it('a geocoder answering garbage or nothing falls back to the embedded gazetteer', async () => {
    let answer: unknown = { not: 'an array' };
    const fake = await fakeServer((_url, res) => json(res, 200, answer));
    cleanups.push(fake.close);
    const { get } = await appWith({ geocoderUrl: fake.base });
    const first = (
      await get('/api/v1/geo/place?input=Hotel%20Le%20Morgane&locationID=10')
    ).json() as Candidates;
    answer = [];
    const second = (
      await get('/api/v1/geo/place?input=Hotel%20Le%20Morgane&locationID=10')
    ).json() as Candidates;
    expect(first.candidates[0]?.name).toBe('Hôtel Le Morgane');
    expect(second.candidates[0]?.name).toBe('Hôtel Le Morgane');
  });

  it('after 3 failures in a row the circuit opens: the geocoder is not called again for a while', async () => {
    const fake = await fakeServer((_url, res) => json(res, 503, {}));
    cleanups.push(fake.close);
    const { get } = await appWith({ geocoderUrl: fake.base });
    for (let i = 0; i < 5; i += 1) {
      const res = await get(`/api/v1/geo/place?input=Morgane%20${i}&locationID=10`);
      expect(res.statusCode).toBe(200);
    }
    expect(fake.calls).toHaveLength(3);
  });

  it('answers are cached: the same search within GEO_CACHE_SECONDS calls the geocoder once', async () => {
    const fake = await fakeServer((_url, res) =>
      json(res, 200, [{ lat: '45.9', lon: '6.8', display_name: 'Somewhere, France' }]),
    );
    cleanups.push(fake.close);
    const { get } = await appWith({ geocoderUrl: fake.base, cacheSeconds: 600 });
    const a = await get('/api/v1/geo/place?input=Somewhere&locationID=10');
    const b = await get('/api/v1/geo/place?input=somewhere&locationID=10');
    expect(b.json()).toEqual(a.json());
    expect(fake.calls).toHaveLength(1);
    expect((a.json() as Candidates).candidates[0]?.name).toBe('Somewhere');
  });

  it('an OSRM route becomes routes[0] with its polyline, metres and seconds; walking asks the foot profile', async () => {
    const points = polyline.encode([
      [45.9188, 6.8705],
      [45.919, 6.869],
      [45.9197, 6.8687],
    ]);
    const fake = await fakeServer((_url, res) =>
      json(res, 200, { code: 'Ok', routes: [{ geometry: points, distance: 301.4, duration: 226.6 }] }),
    );
    cleanups.push(fake.close);
    const { get } = await appWith({ routerUrl: fake.base });
    const res = await get(
      '/api/v1/geo/directions?origin=45.9188,6.8705&destination=45.9197,6.8687&mode=walking',
    );
    expect(res.json()).toEqual({
      routes: [
        { overview_polyline: { points }, legs: [{ distance: { value: 301 }, duration: { value: 227 } }] },
      ],
    });
    expect(fake.calls[0]!.pathname).toBe('/route/v1/foot/6.8705,45.9188;6.8687,45.9197');
    expect(fake.calls[0]!.searchParams.get('geometries')).toBe('polyline');
  });

  it("OSRM's NoRoute gives no routes", async () => {
    const fake = await fakeServer((_url, res) =>
      json(res, 400, { code: 'NoRoute', message: 'Impossible route' }),
    );
    cleanups.push(fake.close);
    const { get } = await appWith({ routerUrl: fake.base });
    const res = await get('/api/v1/geo/directions?origin=45,6&destination=46,7&mode=driving');
    expect(res.json()).toEqual({ routes: [] });
  });

  it('a failing router falls back to the embedded great-circle route', async () => {
    const fake = await fakeServer((_url, res) => {
      res.destroy();
    });
    cleanups.push(fake.close);
    const { get } = await appWith({ routerUrl: fake.base });
    const res = await get('/api/v1/geo/directions?origin=45,6&destination=45.01,6&mode=walking');
    const route = (res.json() as Routes).routes[0]!;
    expect(route.legs[0]).toEqual({ distance: { value: 1445 }, duration: { value: 1084 } });
    expect(polyline.decode(route.overview_polyline.points)).toEqual([
      [45, 6],
      [45.01, 6],
    ]);
  });
});
