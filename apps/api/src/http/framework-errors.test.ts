import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousToken, buildTestApp } from '../../test/helper.ts';

/**
 * Issue 7 §13, each example reproduced by name, on SQLite and PostgreSQL, against a listening
 * server (431 and malformed HTTP come from Node's parser, which inject() bypasses): every error
 * the framework or Node raises before a route runs has the `{ error, error_description }` shape
 * of docs/architecture.md §4 (frameworkErrors and clientErrorHandler of input-guards.ts).
 */

/** A request sent on a raw TCP socket to a listening app; resolves with the status and body. */
function rawRequest(port: number, request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', () => {}); // the server closes the connection after its answer
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      resolve({ status, body: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
    socket.setTimeout(5000, () => reject(new Error('no answer')));
    socket.write(request);
  });
}

describe('ADR 012: every framework error has the { error, error_description } shape', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;
  let bearer: string;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp());
    // The bearer guard runs before the body is read: a token lets 413 and 415 come from the body.
    bearer = `Bearer ${await anonymousToken(app)}`;
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => close());

  const shaped = (body: unknown) =>
    expect(body).toMatchObject({ error: expect.any(String), error_description: expect.any(String) });

  it.each([
    [
      'a path parameter of 101 characters answers 414',
      'GET',
      `/api/v1/bookings/${'A'.repeat(101)}?email=a%40b.c`,
      414,
      'uri_too_long',
    ],
    [
      'POST /api/v1/bookings/%/cancellation (FST_ERR_BAD_URL) answers 400',
      'POST',
      '/api/v1/bookings/%/cancellation',
      400,
      'invalid_request',
    ],
    ['GET /api/v1/passengers/%zz answers 400', 'GET', '/api/v1/passengers/%zz', 400, 'invalid_request'],
    ['an unknown /api path answers 404', 'GET', '/api/v1/no-such-thing', 404, 'not_found'],
    ['a wrong method on a known path answers 404', 'DELETE', '/api/v1/locations', 404, 'not_found'],
  ] as const)('%s', async (_name, method, url, status, error) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, { method });
    expect(res.status).toBe(status);
    const body = (await res.json()) as Record<string, unknown>;
    shaped(body);
    expect(body.error).toBe(error);
  });

  it('a body over 256 KiB answers 413 payload_too_large', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/fares/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: bearer },
      body: JSON.stringify([{ promotion: 'x'.repeat(300 * 1024) }]),
    });
    expect(res.status).toBe(413);
    shaped(await res.json());
  });

  it('a body of application/xml answers 415 unsupported_media_type', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/fares/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml', authorization: bearer },
      body: 'hello',
    });
    expect(res.status).toBe(415);
    shaped(await res.json());
  });

  it('a URL of 20 KB answers 431 with the error shape (Node HTTP parser, clientError)', async () => {
    const res = await rawRequest(
      port,
      `GET /api/v1/bookings/X?email=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    shaped(JSON.parse(res.body));
  });

  it('a header of 20 KB answers 431 with the error shape', async () => {
    const res = await rawRequest(
      port,
      `GET /api/v1/locations HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'request_header_fields_too_large' });
  });

  it('a malformed request line answers 400 with the error shape', async () => {
    const res = await rawRequest(port, 'NOT AN HTTP REQUEST\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      error: 'invalid_request',
      error_description: expect.any(String),
    });
  });

  it('a NUL byte in a header value answers 400 with the error shape', async () => {
    const res = await rawRequest(
      port,
      'GET /api/v1/locations HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer a\u0000b\r\n\r\n',
    );
    expect(res.status).toBe(400);
    shaped(JSON.parse(res.body));
  });
});
