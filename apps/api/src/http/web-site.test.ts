import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousToken, buildTestApp } from '../../test/helper.ts';
import { REPO_ROOT } from '../config.ts';
import { builtForAnotherOrigin } from './web-site.ts';

type Kit = Awaited<ReturnType<typeof buildTestApp>>;

const SHELL = `<!doctype html><html><head><title>Alpine Transfers</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = `export const site = ${JSON.stringify('Alpine Transfers '.repeat(400))};\n`;
const TINY_SCRIPT = 'export{};\n';
const PRERENDERED_FR =
  '<!doctype html><html lang="fr"><title>Transferts</title><div id="root"><h1>Réservez</h1></div>';

/**
 * A built site as `npm run build -w apps/web` leaves it: index.html, a hashed asset, a favicon, a
 * pre-rendered page, site-manifest.json, and the .br/.gz copies made by the build's own last step
 * (apps/web/scripts/compress-dist.mjs).
 */
function builtSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'alpine-site-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'fr'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  // too small for the build to keep a compressed copy: compressed per request instead
  writeFileSync(join(dist, 'assets', 'log-abc123.js'), TINY_SCRIPT);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'fr', 'index.html'), PRERENDERED_FR);
  writeFileSync(
    join(dist, 'site-manifest.json'),
    JSON.stringify({
      routes: ['/', '/booking', '/terms-conditions', '/fr', '/fr/booking', '/fr/terms-conditions'],
      sitemap: [
        { en: '/', fr: '/fr' },
        { en: '/terms-conditions', fr: '/fr/terms-conditions' },
      ],
      prerendered: { '/fr': 'fr/index.html' },
    }),
  );
  execFileSync(process.execPath, [join(REPO_ROOT, 'apps/web/scripts/compress-dist.mjs'), dist]);
  return dist;
}

describe('the built site is served compressed, cached and with real 404s (docs/architecture.md §5)', () => {
  let dist: string;
  let kit: Kit;
  beforeAll(async () => {
    dist = builtSite();
    kit = await buildTestApp({ config: { webDist: dist, publicUrl: 'https://transfers.example' } });
  });
  afterAll(async () => {
    await kit.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    kit.app.inject({ method: 'GET', url, headers });
  /** The field names a Vary header lists, in lower case. */
  const varyNames = (vary: unknown) =>
    String(vary ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);

  it('a JS asset goes out as Brotli or gzip by Accept-Encoding, else as is, and varies on it', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/javascript/);
    // named once (RFC 9110 §12.5.5): a second 'accept-encoding' is bytes on each of the page's scripts
    expect(varyNames(br.headers.vary)).toEqual(['accept-encoding']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(varyNames(gzip.headers.vary)).toEqual(['accept-encoding']);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const tiny = await get('/assets/log-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(tiny.statusCode).toBe(200);
    expect(varyNames(tiny.headers.vary)).toEqual(['accept-encoding']);

    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('an API answer in JSON goes out as Brotli or gzip by Accept-Encoding', async () => {
    const token = await anonymousToken(kit.app);
    const url = '/api/v1/locations/public?brandID=1';
    const auth = { authorization: `Bearer ${token}` };
    const plain = await get(url, { ...auth });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(url, { ...auth, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get(url, { ...auth, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('hashed assets are cached for a year as immutable', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/index-abc123.js', { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // never revalidated nor asked in ranges: no validators
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
      expect(res.headers['accept-ranges']).toBeUndefined();
    }
  });

  it('HTML and unhashed files are revalidated: no-cache with an ETag, and a matching ETag answers 304', async () => {
    for (const url of ['/', '/booking', '/fr', '/favicon.svg']) {
      const first = await get(url, { 'accept-encoding': 'br' });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const etag = first.headers.etag;
      expect(etag, url).toEqual(expect.any(String));
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      const changed = await get(url, { 'accept-encoding': 'br', 'if-none-match': 'W/"other"' });
      expect(changed.statusCode, url).toBe(200);
    }
  });

  it('a missing asset or file answers 404 in plain text, not the app shell', async () => {
    for (const url of [
      '/assets/missing.js',
      '/assets/index-old999.css',
      '/wp-login.php',
      '/site-manifest.json',
    ]) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/plain/);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });

  it('robots.txt is text/plain, allows everything and names the sitemap at PUBLIC_URL', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Allow: \/$/m);
    expect(res.body).not.toMatch(/Disallow/);
    expect(res.body).toMatch(/^Sitemap: https:\/\/transfers\.example\/sitemap\.xml$/m);
  });

  it('sitemap.xml is application/xml and lists each page in each language with hreflang alternates', async () => {
    const res = await get('/sitemap.xml', { 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://transfers.example/',
      'https://transfers.example/fr',
      'https://transfers.example/terms-conditions',
      'https://transfers.example/fr/terms-conditions',
    ]);
    const frTerms = res.body
      .split('<url>')
      .find((entry) => entry.includes('<loc>https://transfers.example/fr/terms-conditions<'));
    expect(frTerms).toContain('hreflang="en" href="https://transfers.example/terms-conditions"');
    expect(frTerms).toContain('hreflang="fr" href="https://transfers.example/fr/terms-conditions"');
    expect(frTerms).toContain('hreflang="x-default" href="https://transfers.example/terms-conditions"');
  });

  it('an unknown page answers 404 with the app shell (the app shows its not-found page)', async () => {
    for (const url of ['/no-such-page', '/fr/nope', '/booking/extra', '/api']) {
      const res = await get(url, { 'accept-encoding': 'gzip' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(gunzipSync(res.rawPayload).toString(), url).toBe(SHELL);
    }
    // a revalidation of the shell must keep the 404, not turn into an empty 304
    const first = await get('/', { 'accept-encoding': 'gzip' });
    const again = await get('/no-such-page', {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(404);
    expect(gunzipSync(again.rawPayload).toString()).toBe(SHELL);
  });

  it('every route of the manifest answers 200, with or without a trailing slash, query strings ignored', async () => {
    for (const url of [
      '/',
      '/booking',
      '/booking/',
      '/terms-conditions',
      '/fr/booking',
      '/fr/terms-conditions/',
      '/booking?from=1&to=10',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
    const head = await kit.app.inject({ method: 'HEAD', url: '/booking' });
    expect(head.statusCode).toBe(200);
  });

  it('a pre-rendered page is served for its path, /fr and /fr/ alike, compressed', async () => {
    for (const url of ['/fr', '/fr/']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(PRERENDERED_FR);
    }
  });

  it('/api/, /wp-json/ and /dev/ addresses keep their JSON 404', async () => {
    for (const url of ['/api/v1/nope', '/wp-json/wp/v2/users', '/dev/nope']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: 'not_found' });
    }
  });
});

describe('a site built without a manifest keeps the history fallback (dev, docs/architecture.md §5)', () => {
  let dist: string;
  let kit: Kit;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'alpine-site-'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    kit = await buildTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await kit.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('any page address answers the shell with 200; a missing asset still answers 404; no sitemap', async () => {
    for (const url of ['/', '/no-such-page', '/fr/nope']) {
      const res = await kit.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
    expect((await kit.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await kit.app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(404);
    expect((await kit.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
  });
});

describe("the pages' origin (ADR 015: canonical and hreflang links are absolute)", () => {
  it('warns when the build named another origin than PUBLIC_URL, and only then', () => {
    expect(builtForAnotherOrigin('https://transfers.example', 'https://transfers.example/')).toBeNull();
    expect(builtForAnotherOrigin(undefined, 'https://transfers.example')).toBeNull();
    expect(builtForAnotherOrigin('http://localhost:3000', 'https://transfers.example')).toMatch(
      /built for http:\/\/localhost:3000 but PUBLIC_URL is https:\/\/transfers\.example.*PUBLIC_URL=https:\/\/transfers\.example$/,
    );
  });
});
