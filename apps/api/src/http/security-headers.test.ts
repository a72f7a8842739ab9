import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testConfig } from '../../test/helper.ts';
import { apiHeaders, helmetHeaders, SITE_HELMET_OPTIONS, siteHelmetOptions } from './security-headers.ts';

describe('security headers computed once (docs/architecture.md §5)', () => {
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

  it('the map tiles of MAP_TILE_URL are allowed as images (ADR 018)', () => {
    const csp = (url: string) => helmetHeaders(siteHelmetOptions(url))['content-security-policy'];
    expect(csp('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toContain(
      "img-src 'self' data: https://*.tile.openstreetmap.org https://tile.openstreetmap.org;",
    );
    expect(csp('https://{s}.tiles.example.com/{z}/{x}/{y}.png')).toContain('https://*.tiles.example.com;');
    expect(csp('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toContain(
      "img-src 'self' data: https://*.tile.openstreetmap.org;",
    );
  });

  it("every API answer carries the API's set: an API call, a 404 and a 401 (docs/architecture.md §5)", async () => {
    const page = helmetHeaders(siteHelmetOptions(testConfig().map.tileUrl));
    const expected = apiHeaders(page);
    expect(expected).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': page['strict-transport-security'],
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    });
    for (const url of ['/api/v1/config', '/api/v1/nowhere', '/api/v1/locations']) {
      const res = await app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected))
        expect(res.headers[name], `${url} ${name}`).toBe(value);
      // the headers that steer only a document are not sent with JSON
      for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection'])
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it('a page (anything outside /api/v1/ and /assets/) carries the whole set of helmet headers', async () => {
    const expected = helmetHeaders(siteHelmetOptions(testConfig().map.tileUrl));
    const res = await app.inject({ method: 'GET', url: '/no-such-page' });
    for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
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
    const page = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe("the pre-rendered pages' inline scripts (docs/architecture.md §5: the consent gate)", () => {
  const script = "document.documentElement.classList.add('ask-consent')";
  const hash = `sha256-${createHash('sha256').update(script).digest('base64')}`;

  it("script-src allows exactly the hashes of the build's site-manifest.json, nothing inline else", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'alpine-csp-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'site-manifest.json'), JSON.stringify({ routes: ['/'], scriptHashes: [hash] }));
    const { app, close } = await buildTestApp({ config: { webDist: dist } });
    try {
      const res = await app.inject({ method: 'GET', url: '/' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' '${hash}' https://js.stripe.com;`);
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc).not.toContain('unsafe-inline');
    } finally {
      await close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('a manifest whose scriptHashes are not SHA-256 hash-sources stops the server from starting', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'alpine-csp-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      join(dist, 'site-manifest.json'),
      JSON.stringify({ routes: ['/'], scriptHashes: ["unsafe-inline' 'sha256-x"] }),
    );
    try {
      await expect(buildTestApp({ config: { webDist: dist } })).rejects.toThrow(/site-manifest/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
