import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousToken, buildTestApp } from '../../../test/helper.ts';
import {
  bookingApi,
  CHAMONIX,
  GENEVA_AIRPORT,
  searchItem,
  type TestQuote,
} from '../bookings/bookings.test-kit.ts';
import { MAX_KEYED_BODY } from './quotes.service.ts';
import { expiringEntries } from './search-cache.ts';

// The search micro-cache keyed by the request's JSON text (ADR 005; docs/architecture.md §5): a repeated
// search is answered from the stored bytes before validation, so these tests check that such an
// answer is the uncached one, that it still needs a token, that seats taken clear it, and that
// the JSON errors of the search are Fastify's own.

const NOW = new Date('2026-11-21T12:00:00Z');
const returnSearch = [
  searchItem(),
  searchItem({
    origin: { locationID: CHAMONIX },
    destination: { locationID: GENEVA_AIRPORT },
    connection: { date: '2026-12-26', time: '14:00', modeID: 1 },
  }),
];
const BODY = JSON.stringify(returnSearch);

describe('a repeated search is answered from the cached bytes of the same JSON text (ADR 005, docs/architecture.md §5)', () => {
  let cached: { app: FastifyInstance; close: () => Promise<void> };
  let uncached: { app: FastifyInstance; close: () => Promise<void> };
  let cachedToken: string;
  let uncachedToken: string;

  beforeEach(async () => {
    cached = await buildTestApp({ now: NOW, config: { searchCacheSeconds: 5 } });
    uncached = await buildTestApp({ now: NOW, config: { searchCacheSeconds: 0 } });
    cachedToken = await anonymousToken(cached.app);
    uncachedToken = await anonymousToken(uncached.app);
  });
  afterEach(async () => {
    await cached.close();
    await uncached.close();
  });

  const post = (app: FastifyInstance, token: string | null, payload: string, headers = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/fares/quotes',
      headers: {
        'content-type': 'application/json',
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
        ...headers,
      },
      payload,
    });

  it('a cached answer is byte for byte the uncached answer, in each language (status, type, length, body)', async () => {
    for (const language of ['en', 'fr', 'es']) {
      const headers = { 'accept-language': language };
      const reference = await post(uncached.app, uncachedToken, BODY, headers);
      const first = await post(cached.app, cachedToken, BODY, headers);
      const again = await post(cached.app, cachedToken, BODY, headers);
      expect(reference.statusCode).toBe(200);
      for (const res of [first, again]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(reference.headers['content-type']);
        expect(res.headers['content-length']).toBe(reference.headers['content-length']);
        expect(res.body).toBe(reference.body);
      }
    }
  });

  it("a browser's repeated search gets the kept Brotli copy; a client without Accept-Encoding the same JSON", async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const reference = await post(uncached.app, uncachedToken, BODY);
    const first = await post(cached.app, cachedToken, BODY, browser);
    const again = await post(cached.app, cachedToken, BODY, browser);
    for (const res of [first, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('Accept-Language, Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(reference.body);
    }
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // the cached answer now holds only its Brotli copy: other codings are made from it
    const plain = await post(cached.app, cachedToken, BODY);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(reference.body);
    const gzip = await post(cached.app, cachedToken, BODY, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(reference.body);
    // an uncached search is compressed too
    const fresh = await post(uncached.app, uncachedToken, BODY, browser);
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(fresh.rawPayload).toString()).toBe(reference.body);
  });

  it('a cached search still needs a valid bearer token (401 invalid_token)', async () => {
    expect((await post(cached.app, cachedToken, BODY)).statusCode).toBe(200);
    for (const token of [null, 'not-a-token']) {
      const res = await post(cached.app, token, BODY);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'invalid_token' });
    }
  });

  it('a cached search still goes through the NUL guard of the path and query (400)', async () => {
    expect((await post(cached.app, cachedToken, BODY)).statusCode).toBe(200);
    const res = await cached.app.inject({
      method: 'POST',
      url: '/api/v1/fares/quotes?x=%00',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cachedToken}` },
      payload: BODY,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('a seat hold clears the cached answers: the same search then shows the seats taken', async () => {
    const api = bookingApi(cached.app, cachedToken);
    const one = JSON.stringify([returnSearch[0]]);
    const quotesOf = async () =>
      ((await post(cached.app, cachedToken, one)).json() as { data: TestQuote[][] }).data[0]!;
    const before = (await quotesOf()).find((q) => !q.journey.private && q.journey.seatsLeft !== null)!;
    expect(before).toBeDefined();
    const bookingID = await api.newBooking();
    expect((await api.addLeg(bookingID, before.quoteID)).statusCode).toBe(200);
    const after = (await quotesOf()).find(
      (q) => q.journey.product === before.journey.product && q.journey.time === before.journey.time,
    )!;
    expect(after.journey.seatsLeft).toBe(before.journey.seatsLeft! - before.journey.pax);
  });

  it('searches of the same day read its seats once within the cache lifetime, and a seat hold shows in the next one at once (ADR 005)', async () => {
    const { app, close, db } = await buildTestApp({ now: NOW, config: { searchCacheSeconds: 5 } });
    try {
      const token = await anonymousToken(app);
      const api = bookingApi(app, token);
      // Other pax, so each is another search (no cached answer) of the same route and day.
      const quotesFor = async (pax: number) =>
        (
          (await post(app, token, JSON.stringify([searchItem({ pax })]))).json() as {
            data: TestQuote[][];
          }
        ).data[0]!;
      const seatsOf = (quotes: TestQuote[], of: TestQuote) =>
        quotes.find((q) => q.journey.product === of.journey.product && q.journey.time === of.journey.time)
          ?.journey.seatsLeft;
      const chosen = (await quotesFor(2)).find((q) => !q.journey.private && q.journey.seatsLeft !== null)!;
      expect(chosen).toBeDefined();
      const bookingID = await api.newBooking();
      expect((await api.addLeg(bookingID, chosen.quoteID)).statusCode).toBe(200);
      const afterHold = seatsOf(await quotesFor(1), chosen);
      expect(afterHold).toBe(chosen.journey.seatsLeft! - chosen.journey.pax);
      // Seats taken behind the API's back (another process): this process still shows what it read.
      const [changed] = await db.kysely.updateTable('departure_loads').set({ withheld: 3 }).execute();
      expect(Number(changed!.numUpdatedRows)).toBeGreaterThan(0);
      expect(seatsOf(await quotesFor(3), chosen)).toBe(afterHold);
    } finally {
      await close();
    }
  });

  it('a body longer than MAX_KEYED_BODY is answered as the same search without it', async () => {
    const padded = `${BODY}${' '.repeat(MAX_KEYED_BODY)}`;
    const reference = await post(uncached.app, uncachedToken, BODY);
    for (let i = 0; i < 2; i++)
      expect((await post(cached.app, cachedToken, padded)).body).toBe(reference.body);
  });

  it('malformed, empty and poisoned JSON bodies get the same 400 on the search as on another JSON route', async () => {
    const bodies = ['[{"brand":', '', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}'];
    for (const payload of bodies) {
      const search = await post(cached.app, cachedToken, payload);
      const other = await cached.app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${cachedToken}` },
        payload,
      });
      expect(search.statusCode).toBe(400);
      expect(search.statusCode).toBe(other.statusCode);
      expect(search.json()).toEqual(other.json());
    }
  });
});

describe('cached entries expire, and a value read before a clear is not kept (ADR 005)', () => {
  it('keeps a value for its lifetime only, drops the oldest past the limit, and refuses one computed before a clear', () => {
    const kept = expiringEntries<string>(5000, 2);
    kept.set('a', 'A', 1000, kept.generation());
    expect(kept.get('a', 5999)).toBe('A');
    expect(kept.get('a', 6000)).toBeUndefined();
    kept.set('a', 'A', 1000, kept.generation());
    kept.set('b', 'B', 1000, kept.generation());
    kept.set('c', 'C', 1000, kept.generation());
    expect([kept.get('a', 1000), kept.get('b', 1000), kept.get('c', 1000)]).toEqual([undefined, 'B', 'C']);
    // a seat-load query in flight while a hold clears the cache: its answer is not kept
    const since = kept.generation();
    kept.clear();
    kept.set('d', 'D', 1000, since);
    expect(kept.get('d', 1000)).toBeUndefined();
    expect(kept.get('b', 1000)).toBeUndefined();
    const off = expiringEntries<string>(0, 2);
    off.set('a', 'A', 1000, off.generation());
    expect(off.get('a', 1000)).toBeUndefined();
  });
});
