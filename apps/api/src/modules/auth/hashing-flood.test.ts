import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { SERVICE_BUSY } from './hashing-queue.ts';
import { PASSWORD_HASH_COST } from './password-hash.ts';

/**
 * Hashing floods against a listening server, so that the requests really run at once
 * (ADR 011). Each flood request comes "through the proxy" (TRUST_PROXY=127.0.0.1) with its own
 * X-Forwarded-For, as from 30 different clients, so that the per-address limits do not stop it
 * before the hashing does: what is under test is the bound on hashing itself.
 */
const FLOOD = 30;
const PROBE_EVERY_MS = 100;

type Kit = Awaited<ReturnType<typeof buildTestApp>>;

/** A built site with one static asset, so that a probe reads a file through libuv's thread pool. */
function webDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'alpine-flood-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Alpine Transfers</title>');
  writeFileSync(join(dist, 'assets', 'app.js'), `console.log(${JSON.stringify('x'.repeat(64 * 1024))});`);
  return dist;
}

interface FloodFigures {
  statuses: number[];
  bodies: unknown[];
  retryAfter: (string | null)[];
  probeMs: number[];
  probeStatuses: number[];
  floodMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

/**
 * Sends `FLOOD` requests built by `send(i)` at once and, until they have all answered, probes
 * GET /api/v1/locations/public and GET /assets/app.js every 100 ms, timing each probe, and samples
 * the process's resident memory (rss) every 20 ms.
 */
async function flood(
  base: string,
  token: string,
  send: (i: number) => Promise<Response>,
): Promise<FloodFigures> {
  const mb = () => Math.round(process.memoryUsage().rss / 2 ** 20);
  const rssBeforeMb = mb();
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, mb());
  }, 20);
  const probeMs: number[] = [];
  const probeStatuses: number[] = [];
  let done = false;
  const probe = async (path: string) => {
    const started = performance.now();
    try {
      const res = await fetch(`${base}${path}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(5_000),
      });
      await res.arrayBuffer();
      probeStatuses.push(res.status);
    } catch {
      probeStatuses.push(0); // no answer within 5 s
    }
    probeMs.push(performance.now() - started);
  };
  const probing = (async () => {
    while (!done) {
      await Promise.all([probe('/api/v1/locations/public?brandID=1'), probe('/assets/app.js')]);
      await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: FLOOD }, (_, i) => send(i)));
  const floodMs = performance.now() - started;
  done = true;
  await probing;
  clearInterval(sampler);
  return {
    statuses: answers.map((r) => r.status),
    bodies: await Promise.all(answers.map((r) => r.json())),
    retryAfter: answers.map((r) => r.headers.get('retry-after')),
    probeMs,
    probeStatuses,
    floodMs,
    rssBeforeMb,
    rssPeakMb,
  };
}

/** Logs the measured figures (the report quotes them) and checks what every flood must hold. */
function expectBounded(name: string, f: FloodFigures) {
  const worst = Math.round(Math.max(...f.probeMs));
  const busy = f.statuses.filter((s) => s === 429).length;
  console.info(
    `${name}: ${FLOOD} at once in ${Math.round(f.floodMs)} ms; answers ${JSON.stringify(countBy(f.statuses))}; ` +
      `${f.probeMs.length} probes, worst ${worst} ms, median ${Math.round(median(f.probeMs))} ms; ` +
      `rss ${f.rssBeforeMb} MB -> peak ${f.rssPeakMb} MB (+${f.rssPeakMb - f.rssBeforeMb} MB)`,
  );
  expect(f.probeStatuses.every((s) => s === 200)).toBe(true);
  expect(f.probeMs.length).toBeGreaterThanOrEqual(4);
  expect(worst).toBeLessThan(1000);
  // At most 2 hashes of 128 MB run at once (1 on 2 cores); unbounded, libuv's pool ran 4: +511 MB.
  expect(f.rssPeakMb - f.rssBeforeMb).toBeLessThan(400);
  f.statuses.forEach((status, i) => {
    if (status !== 429) return;
    expect(f.bodies[i]).toEqual({ error: 'too_many_requests', error_description: SERVICE_BUSY });
    expect(Number(f.retryAfter[i])).toBeGreaterThan(0);
  });
  expect(busy).toBeGreaterThan(0);
  expect(f.statuses.every((s) => s < 500)).toBe(true);
}

const countBy = (xs: number[]) =>
  xs.reduce<Record<number, number>>((acc, x) => ({ ...acc, [x]: (acc[x] ?? 0) + 1 }), {});
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

describe('password hashing under a flood (ADR 011)', () => {
  let kit: Kit;
  let base: string;
  let token: string;
  beforeEach(async () => {
    // ADR 007's own cost: the flood is of real hashes
    kit = await buildTestApp({
      config: { trustProxy: ['127.0.0.1'], webDist: webDist(), passwordHashCost: PASSWORD_HASH_COST },
    });
    await kit.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(kit.app.server.address() as AddressInfo).port}`;
    const res = await fetch(`${base}/api/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: 'web',
        client_secret: 'web-public',
      }),
    });
    token = ((await res.json()) as { access_token: string }).access_token;
  });
  afterEach(() => kit.close());

  const client = (i: number) => `198.51.100.${i + 1}`;

  it('during 30 simultaneous registrations the site answers other requests within a second, and the excess gets 429 busy', async () => {
    const figures = await flood(base, token, (i) =>
      fetch(`${base}/api/v1/customers`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'x-forwarded-for': client(i),
        },
        body: JSON.stringify({
          firstName: 'Flood',
          lastName: `Tester${i}`,
          email: `flood${i}@example.ch`,
          mobile: '+41791234567',
          password: `avalanche-${i}-powder`,
        }),
      }),
    );
    expectBounded('registrations', figures);
    expect(figures.statuses.filter((s) => s === 202).length).toBeGreaterThanOrEqual(1);
  });

  it('during 30 simultaneous logins the site answers other requests within a second, and the excess gets 429 busy', async () => {
    const figures = await flood(base, token, (i) =>
      fetch(`${base}/api/v1/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client(i) },
        body: JSON.stringify({
          grant_type: 'password',
          client_id: 'web',
          client_secret: 'web-public',
          username: `nobody${i}@example.ch`,
          password: 'not-the-password',
        }),
      }),
    );
    expectBounded('logins', figures);
    // The ones that were hashed are refused as wrong credentials, not as busy.
    expect(figures.statuses.filter((s) => s !== 429).every((s) => s === 400)).toBe(true);
  });
});
