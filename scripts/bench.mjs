#!/usr/bin/env node
// npm run bench (issue 2): autocannon against the API on SQLite. Starts its own server on a fresh
// SQLite file (or uses BENCH_URL), then measures a return quote search and the location groups at
// 50 concurrent connections. Prints median / p99 latency (ms) and throughput (requests/s).
// Options: BENCH_URL, BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
let base = process.env.BENCH_URL;
let server;
let dir;

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}

if (!base) {
  dir = mkdtempSync(join(tmpdir(), 'alpine-bench-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`,
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

try {
  await waitFor(`${base}/api/v1/config`);
  const tokenRes = await fetch(`${base}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'web', client_secret: 'web-public' }),
  });
  const token = (await tokenRes.json()).access_token;
  const next = new Date(Date.now() + 30 * 86400_000);
  const date = next.toISOString().slice(0, 10);
  const back = new Date(next.getTime() + 7 * 86400_000).toISOString().slice(0, 10);
  const item = (o, d, day, time) => ({
    brand: { brandID: 1 },
    origin: { locationID: o },
    destination: { locationID: d },
    connection: { date: day, time, modeID: 1 },
    private: null,
    fixed: null,
    pax: 2,
  });
  const body = JSON.stringify([item(1, 10, date, '10:30'), item(10, 1, back, '14:00')]);
  const check = await fetch(`${base}/api/v1/fares/quotes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  const quotes = (await check.json()).data;
  console.log(
    `return search Geneva Airport -> Chamonix: ${quotes[0].length} outbound + ${quotes[1].length} return quotes`,
  );

  const run = (title, opts) =>
    new Promise((resolve, reject) => {
      autocannon(
        {
          url: `${base}${opts.path}`,
          connections,
          duration: seconds,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          ...opts,
        },
        (err, r) => (err ? reject(err) : resolve({ title, r })),
      );
    });
  // Uncached: every request a different day, resort and passenger count (no two alike for minutes).
  const resorts = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21];
  let n = 0;
  // n runs through 12 minutes x 14 hours x 120 days x 12 resorts before a search repeats.
  const varied = () => {
    n++;
    const minute = String((n % 12) * 5).padStart(2, '0');
    const hour = String(6 + (Math.floor(n / 12) % 14)).padStart(2, '0');
    const offset = Math.floor(n / 168) % 120;
    const day = new Date(next.getTime() + offset * 86400_000).toISOString().slice(0, 10);
    const later = new Date(next.getTime() + (offset + 7) * 86400_000).toISOString().slice(0, 10);
    const r = resorts[Math.floor(n / 20160) % resorts.length];
    return JSON.stringify([item(1, r, day, `${hour}:${minute}`), item(r, 1, later, '14:00')]);
  };
  const results = [
    await run('POST /api/v1/fares/quotes (return, same search)', {
      method: 'POST',
      path: '/api/v1/fares/quotes',
      body,
    }),
    await run('POST /api/v1/fares/quotes (return, every search different)', {
      method: 'POST',
      path: '/api/v1/fares/quotes',
      requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, body: varied() }) }],
    }),
    await run('GET /api/v1/locations/public', { method: 'GET', path: '/api/v1/locations/public?brandID=1' }),
  ];
  console.log(`\n${connections} connections, ${seconds} s each\n`);
  console.log('| call | median ms | p99 ms | requests/s | non-2xx |');
  console.log('|---|---|---|---|---|');
  for (const { title, r } of results) {
    console.log(
      `| ${title} | ${r.latency.p50} | ${r.latency.p99} | ${Math.round(r.requests.average)} | ${r.non2xx + r.errors} |`,
    );
  }
} finally {
  server?.kill('SIGTERM');
  if (dir) setTimeout(() => rmSync(dir, { recursive: true, force: true }), 500);
}
