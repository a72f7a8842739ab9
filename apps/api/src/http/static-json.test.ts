import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { etagMatches, staticJson } from './static-json.ts';

describe('static data with ETag and Cache-Control (docs/architecture.md §5)', () => {
  it('If-None-Match matches the tag itself, a list holding it, its weak form and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });

  it('serves the same bytes and tag until the data object changes, then a new tag; only schema fields', async () => {
    const schema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });
    let data: { id: number; name: string; secret?: string }[] = [{ id: 1, name: 'Geneva', secret: 'no' }];
    let writes = 0;
    const send = staticJson<typeof data>(schema);
    const app = Fastify();
    app.get('/static', async (request, reply) => send(request, reply, data));
    app.addHook('onSend', async (_request, _reply, payload) => {
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) writes++;
      return payload;
    });
    const first = await app.inject('/static');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.body).toBe('{"data":[{"id":1,"name":"Geneva"}]}');
    const again = await app.inject('/static');
    expect(again.headers.etag).toBe(first.headers.etag);
    const notModified = await app.inject({
      url: '/static',
      headers: { 'if-none-match': first.headers.etag! },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect(writes).toBe(2);
    data = [{ id: 1, name: 'Genève' }];
    const changed = await app.inject({ url: '/static', headers: { 'if-none-match': first.headers.etag! } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(changed.json()).toEqual({ data });
    await app.close();
  });

  it('compressed once per coding by Accept-Encoding, with a tag of its own per coding and a 304 for it', async () => {
    const schema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });
    const data = Array.from({ length: 100 }, (_, id) => ({ id, name: `Chamonix-Mont-Blanc ${id}` }));
    const send = staticJson<typeof data>(schema);
    const app = Fastify();
    app.get('/static', { compress: false }, async (request, reply) => send(request, reply, data));
    const expected = JSON.stringify({ data });
    const tags = new Set<string>();
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['identity', undefined, (b: Buffer) => b],
    ] as const) {
      const res = await app.inject({ url: '/static', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(decode(res.rawPayload).toString()).toBe(expected);
      const again = await app.inject({ url: '/static', headers: { 'accept-encoding': accept } });
      expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
      const tag = res.headers.etag!;
      tags.add(tag);
      const notModified = await app.inject({
        url: '/static',
        headers: { 'accept-encoding': accept, 'if-none-match': tag },
      });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.headers.vary).toBe('Accept-Encoding');
    }
    // three representations, three strong tags (RFC 9110 §8.8.3); a client holding the Brotli
    // copy's tag that now asks for no coding gets the body, not a 304
    expect(tags.size).toBe(3);
    const brTag = [...tags].find((t) => t.endsWith('-br"'))!;
    const plain = await app.inject({ url: '/static', headers: { 'if-none-match': brTag } });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(expected);
    await app.close();
  });
});
