import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { anonymousToken, buildTestApp } from '../../../test/helper.ts';

type Address = {
  addressID: number;
  locationID: number;
  organisation: string;
  country: string;
  fixed: boolean;
};
const CHAMONIX = 10;

describe('addresses (spec part 2 §2.4, §7)', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let token: string;

  beforeEach(async () => {
    ({ app, db, close } = await buildTestApp());
    token = await anonymousToken(app);
  });
  afterEach(() => close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
  const list = async (query: string) =>
    ((await call('GET', `/api/v1/locations/${CHAMONIX}/addresses${query}`)).json() as { data: Address[] })
      .data;

  it('GET /api/v1/locations/{locationID}/addresses lists the location addresses, filtered by the fixed flag', async () => {
    const all = await list('?type=shared');
    const fixed = await list('?type=shared&fixed=true');
    const door = await list('?type=shared&fixed=false');
    expect(all.length).toBeGreaterThan(2);
    expect(all.every((a) => a.locationID === CHAMONIX)).toBe(true);
    expect(fixed.length).toBeGreaterThan(0);
    expect(fixed.every((a) => a.fixed)).toBe(true);
    expect(door.length).toBeGreaterThan(0);
    expect(door.every((a) => !a.fixed)).toBe(true);
    expect(fixed.length + door.length).toBe(all.length);
    expect(fixed.map((a) => a.organisation)).toContain('Gare Routière de Chamonix Sud');
  });

  it('door-to-door addresses of an airport include its terminal, where a private driver meets you', async () => {
    const res = await call('GET', '/api/v1/locations/1/addresses?fixed=false');
    const names = (res.json() as { data: Address[] }).data.map((a) => a.organisation);
    expect(names).toContain('Geneva Airport Arrivals Hall');
    expect(names).toContain('Mövenpick Hotel Geneva');
    expect(names).not.toContain('Geneva Airport Coach Park (P-Cars)');
  });

  it('GET /api/v1/locations/{locationID}/addresses answers 404 for an unknown location', async () => {
    const res = await call('GET', '/api/v1/locations/99999/addresses');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found', error_description: expect.any(String) });
  });

  it('POST /api/v1/addresses stores a typed address in the location country, kept out of the public list', async () => {
    const res = await call('POST', '/api/v1/addresses', {
      locationID: CHAMONIX,
      organisation: 'Chalet Belvédère',
      street: '12 Chemin des Pècles',
      city: 'Chamonix',
      postcode: '74400',
    });
    expect(res.statusCode).toBe(200);
    const { addressID } = (res.json() as { data: { addressID: number } }).data;
    expect(addressID).toEqual(expect.any(Number));
    expect((await list('')).map((a) => a.addressID)).not.toContain(addressID);
  });

  it('spec part 2 §7 create address: the country sent is kept (ISO 3166-1 alpha-2); only when absent the location one', async () => {
    const body = {
      locationID: CHAMONIX,
      organisation: 'Chalet',
      street: '1 Rue',
      city: 'Chamonix',
      postcode: '74400',
    };
    const countryOf = async (payload: object) => {
      const res = await call('POST', '/api/v1/addresses', payload);
      expect(res.statusCode).toBe(200);
      const { addressID } = (res.json() as { data: { addressID: number } }).data;
      const row = await db.kysely
        .selectFrom('addresses')
        .select('country')
        .where('address_id', '=', addressID)
        .executeTakeFirstOrThrow();
      return row.country;
    };
    expect(await countryOf({ ...body, country: 'CH' })).toBe('CH');
    expect(await countryOf({ ...body, country: 'it' })).toBe('IT');
    expect(await countryOf(body)).toBe('FR');
    for (const country of ['ZZ', 'France', 'UK', '', 12]) {
      const res = await call('POST', '/api/v1/addresses', { ...body, country });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), error_description: expect.any(String) });
    }
  });

  it('answers bad input with 4xx and error_description, never 500', async () => {
    const good = { locationID: CHAMONIX, organisation: 'X', street: 'Y', city: 'Z', postcode: '1' };
    const cases: [Promise<{ statusCode: number; json: () => unknown }>, number][] = [
      [call('GET', `/api/v1/locations/${CHAMONIX}/addresses?fixed=maybe`), 400],
      [call('GET', `/api/v1/locations/${CHAMONIX}/addresses?type=private`), 400],
      [call('GET', '/api/v1/locations/abc/addresses'), 400],
      [call('POST', '/api/v1/addresses', { ...good, organisation: '' }), 400],
      [call('POST', '/api/v1/addresses', { ...good, extra: 1 }), 400],
      [call('POST', '/api/v1/addresses', { ...good, locationID: 99999 }), 422],
    ];
    for (const [pending, status] of cases) {
      const res = await pending;
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ error_description: expect.any(String) });
    }
  });
});
