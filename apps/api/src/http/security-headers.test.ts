import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/helper.ts';
import { helmetHeaders, SITE_HELMET_OPTIONS } from './security-headers.ts';

describe('security headers computed once (issue 9 §6)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp());
  });
  afterAll(() => close());

  it("helmet's headers for the site's options: its defaults plus the Stripe and map sources", () => {
    const headers = helmetHeaders(SITE_HELMET_OPTIONS);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
    expect(headers['content-security-policy']).toContain(
      "img-src 'self' data: https://*.tile.openstreetmap.org",
    );
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('refuses options that need the request (a nonce function), which a fixed set cannot hold', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { 'script-src': [() => "'nonce-x'"] } } }),
    ).toThrow();
  });

  it('every answer carries them: an API call, a 404 and a 401', async () => {
    const expected = helmetHeaders(SITE_HELMET_OPTIONS);
    for (const url of ['/api/v1/config', '/api/v1/nowhere', '/api/v1/locations']) {
      const res = await app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected))
        expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
  });

  it("the API docs page keeps swagger-ui's own CSP (set after ours)", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    expect(res.headers['content-security-policy']).toContain('validator.swagger.io');
  });

  it('a built asset under /assets/ carries only nosniff and CORP, not the document-only headers', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-x.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['strict-transport-security']).toBeUndefined();
    // a page keeps them all
    const page = await app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
