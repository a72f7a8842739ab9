import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';

/**
 * Issue 9 §2 with the whole app and a built site: a path the web build pre-rendered
 * (dist/site-manifest.json "prerendered") gets its HTML; every other page the empty shell.
 */
describe('pre-rendered pages are served for their paths (docs/architecture.md §5)', () => {
  const dirs: string[] = [];
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const site = (manifest: unknown) => {
    const dir = mkdtempSync(join(tmpdir(), 'site-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(dir, 'prerendered', 'fr'), { recursive: true });
    mkdirSync(join(dir, 'prerendered', 'en'), { recursive: true });
    writeFileSync(join(dir, 'prerendered', 'en', 'index.html'), '<!doctype html><h1>Home</h1>');
    writeFileSync(join(dir, 'prerendered', 'fr', 'booking.html'), '<!doctype html><h1>Choisissez</h1>');
    if (manifest !== undefined) writeFileSync(join(dir, 'site-manifest.json'), JSON.stringify(manifest));
    return dir;
  };
  const manifest = {
    routes: ['/', '/fr/booking', '/my-account/login'],
    prerendered: { '/': 'prerendered/en/index.html', '/fr/booking': 'prerendered/fr/booking.html' },
  };

  it('GET /, /fr/booking and /fr/booking/ (with a query) answer the pre-rendered HTML', async () => {
    const built = await buildTestApp({ config: { webDist: site(manifest) } });
    close = built.close;
    const home = await built.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('<h1>Home</h1>');
    for (const url of ['/fr/booking', '/fr/booking/', '/fr/booking?from=1&to=10']) {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('Choisissez');
    }
  });

  it('other pages, and every page without a manifest, answer the empty shell', async () => {
    const built = await buildTestApp({ config: { webDist: site(manifest) } });
    close = built.close;
    const login = await built.app.inject({ method: 'GET', url: '/my-account/login' });
    expect(login.body).toContain('<div id="root"></div>');
    await close();
    const bare = await buildTestApp({ config: { webDist: site(undefined) } });
    close = bare.close;
    const home = await bare.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root"></div>');
  });
});
