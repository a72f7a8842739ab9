import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';

type Media = Record<string, { schema?: { type?: string; format?: string; properties?: object } }>;
type Operation = {
  security?: Record<string, string[]>[];
  summary?: string;
  requestBody?: { content: Media };
  responses?: Record<string, { content?: Media }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document as [method, path, operation]. */
const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => [method, path, op] as const),
  );

describe('the OpenAPI document at /api/docs/json (ADR 012)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let doc: Document;
  beforeEach(async () => {
    ({ app, close } = await buildTestApp());
    doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterEach(() => close());

  it('is a valid OpenAPI document (@apidevtools/swagger-parser)', async () => {
    const api = await SwaggerParser.validate(structuredClone(doc) as never);
    expect(api.info.title).toBe('Alpine Transfers booking API');
    expect(operations(doc).length).toBeGreaterThan(20);
  });

  it('declares bearer security on exactly the operations that answer 401 invalid_token without a token', async () => {
    const mismatches: string[] = [];
    let secured = 0;
    for (const [method, path, op] of operations(doc)) {
      const declared = (op.security ?? []).some((requirement) => 'bearer' in requirement);
      if (declared) secured += 1;
      const res = await app.inject({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{[^}]+\}/g, '1'),
      });
      const refused = res.statusCode === 401 && (res.json() as { error?: string }).error === 'invalid_token';
      if (declared !== refused) {
        mismatches.push(`${method.toUpperCase()} ${path}: declared ${declared}, answered ${res.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(secured).toBeGreaterThan(20);
  });

  it('declares no security on the calls made without a bearer token (token, config, sandbox confirm)', () => {
    const unsecured = operations(doc)
      .filter(([, , op]) => !op.security?.length)
      .map(([method, path]) => `${method.toUpperCase()} ${path}`);
    expect(unsecured).toEqual(
      expect.arrayContaining([
        'POST /api/v1/auth/token',
        'GET /api/v1/config',
        'POST /api/v1/sandbox/payment-intents/{id}/confirm',
      ]),
    );
  });

  it('a protected route answers 401 without a token even when its body is malformed (the token is checked first)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/bookings', payload: { nonsense: true } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('the token call takes JSON and form-encoded bodies (RFC 6749 §4.3, §4.4: application/x-www-form-urlencoded)', async () => {
    const token = doc.paths['/api/v1/auth/token']!.post!;
    expect(Object.keys(token.requestBody!.content).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    expect(
      token.requestBody!.content['application/x-www-form-urlencoded']!.schema?.properties,
    ).toHaveProperty('grant_type');
    // ... as the server does: it reads a form-encoded client_credentials call.
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&client_id=x&client_secret=y',
    });
    expect(res.statusCode).toBe(401); // the form was read: the client is unknown, not the body refused
    expect(res.json()).toMatchObject({ error: 'invalid_client' });
    expect(Object.keys(token.responses!['200']!.content!)).toEqual(['application/json']);
  });

  it('the files the operator downloads are described as what they are: PDF and CSV, not JSON strings', () => {
    const ok = (path: string) => doc.paths[path]!.get!.responses!['200']!.content!;
    const invoice = ok('/api/v1/operator/partners/{partnerID}/invoices/{file}');
    expect(invoice).toEqual({
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
      'text/csv': { schema: expect.objectContaining({ type: 'string' }) },
    });
    const csv = ok('/api/v1/operator/departures/{departureID}/manifest.csv');
    expect(Object.keys(csv)).toEqual(['text/csv']);
    expect(csv['text/csv']!.schema?.type).toBe('string');
    // The manifest itself: JSON by default, the same CSV with Accept: text/csv.
    const manifest = ok('/api/v1/operator/departures/{departureID}/manifest');
    expect(Object.keys(manifest).sort()).toEqual(['application/json', 'text/csv']);
    expect(manifest['application/json']!.schema?.properties).toHaveProperty('data');
    // Their errors stay JSON.
    const notFound =
      doc.paths['/api/v1/operator/partners/{partnerID}/invoices/{file}']!.get!.responses!['404'];
    expect(Object.keys(notFound!.content!)).toEqual(['application/json']);
  });
});
