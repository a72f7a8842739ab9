import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { etagMatches, staticJson } from './static-json.ts';

describe('static data with ETag and Cache-Control (issue 9 §6)', () => {
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
      if (typeof payload === 'string') writes++;
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
});
