import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptedCoding, EncodedBody, sendEncoded } from './encoded-body.ts';

// Answers compressed once per coding and kept (docs/architecture.md §5): static data and cached searches.

const JSON_TEXT = JSON.stringify({
  data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Résidence ${i}` })),
});

describe('the coding of an answer follows Accept-Encoding (RFC 9110 §12.5.3)', () => {
  it('prefers br, then gzip, by q-value; identity when neither is accepted', () => {
    expect(acceptedCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedCoding('gzip, deflate')).toBe('gzip');
    expect(acceptedCoding('br;q=0.5, gzip')).toBe('gzip');
    expect(acceptedCoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(acceptedCoding('x-gzip')).toBe('gzip');
    expect(acceptedCoding('*')).toBe('gzip');
    expect(acceptedCoding('deflate')).toBe('identity');
    expect(acceptedCoding('identity')).toBe('identity');
    expect(acceptedCoding('')).toBe('identity');
    expect(acceptedCoding(undefined)).toBe('identity');
    expect(acceptedCoding('BR')).toBe('br');
    // the same header asked twice in a row gives the same answer (the kept last answer)
    expect(acceptedCoding('gzip, deflate')).toBe('gzip');
    expect(acceptedCoding('gzip, deflate')).toBe('gzip');
  });
});

describe('EncodedBody: each coding made once and kept', () => {
  it('br and gzip copies decode to the text and are the same Buffer on every later request', () => {
    const body = new EncodedBody(JSON_TEXT, 'dynamic');
    const br = body.payload('br') as Buffer;
    expect(br.length).toBeLessThan(JSON_TEXT.length / 4);
    expect(brotliDecompressSync(br).toString()).toBe(JSON_TEXT);
    expect(body.payload('br')).toBe(br);
    const gzip = body.payload('gzip') as Buffer;
    expect(gunzipSync(gzip).toString()).toBe(JSON_TEXT);
    expect(body.payload('gzip')).toBe(gzip);
  });

  it('uncompressed: the text the first time, then one Buffer of its bytes, also after a compressed copy let the text go', () => {
    const plain = new EncodedBody(JSON_TEXT, 'static');
    expect(plain.payload('identity')).toBe(JSON_TEXT);
    const bytes = plain.payload('identity');
    expect(Buffer.isBuffer(bytes) && bytes.toString()).toBe(JSON_TEXT);
    expect(plain.payload('identity')).toBe(bytes);
    const compressedFirst = new EncodedBody(JSON_TEXT, 'dynamic');
    compressedFirst.payload('br');
    const decoded = compressedFirst.payload('identity');
    expect(Buffer.isBuffer(decoded) && decoded.toString()).toBe(JSON_TEXT);
    expect(compressedFirst.payload('identity')).toBe(decoded);
    expect(gunzipSync(compressedFirst.payload('gzip') as Buffer).toString()).toBe(JSON_TEXT);
  });

  it('sendEncoded sets Content-Encoding for br and gzip, none for identity, and Vary: Accept-Encoding on all', async () => {
    const body = new EncodedBody(JSON_TEXT, 'dynamic');
    const app = Fastify();
    app.get('/', async (_request, reply) => sendEncoded(reply.type('application/json'), body));
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
      ['deflate', undefined],
    ] as const) {
      const res = await app.inject({ url: '/', headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      const raw = res.rawPayload;
      expect(Number(res.headers['content-length'])).toBe(raw.length);
      const text = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
      expect(text.toString()).toBe(JSON_TEXT);
    }
    await app.close();
  });

  it('under @fastify/compress a route that keeps its hook still sends the kept copy once compressed', async () => {
    const body = new EncodedBody(JSON_TEXT, 'dynamic');
    const app = Fastify();
    await app.register(compress, { encodings: ['br', 'gzip'] });
    app.get('/', async (_request, reply) => sendEncoded(reply.type('application/json'), body));
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['deflate', undefined],
    ] as const) {
      const res = await app.inject({ url: '/', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(coding);
      const raw = res.rawPayload;
      const text = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
      expect(text.toString()).toBe(JSON_TEXT);
    }
    await app.close();
  });
});
