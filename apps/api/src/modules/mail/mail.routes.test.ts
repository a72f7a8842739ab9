import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

/**
 * Issue 7 finding 2 with the whole app and a built site: beyond loopback the mailbox and the outbox
 * answer 404 (not the app shell), whatever the mail holds; on loopback the mailbox works.
 */
describe('the development mailbox is closed beyond loopback (docs/architecture.md §4)', () => {
  const dirs: string[] = [];
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const site = () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Alpine Transfers</title>');
    dirs.push(dir);
    return dir;
  };

  it('HOST=0.0.0.0: /dev/mailbox, /dev/mailbox/{id} and /api/v1/dev/outbox answer 404 JSON; pages still get the site', async () => {
    const built = await buildTestApp({ config: { host: '0.0.0.0', webDist: site() } });
    close = built.close;
    for (const url of ['/dev/mailbox', '/dev/mailbox/m1', '/api/v1/dev/outbox']) {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
    const page = await built.app.inject({ method: 'GET', url: '/my-account/login' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Alpine Transfers');
  });

  it('HOST=127.0.0.1 (the default): the mailbox page answers', async () => {
    const built = await buildTestApp({ config: { host: '127.0.0.1', webDist: site() } });
    close = built.close;
    const res = await built.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Mailbox</h1>');
  });
});
