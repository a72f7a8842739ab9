#!/usr/bin/env node
// npm run bench (ADR 001, docs/benchmarks.md): autocannon against the API on SQLite. Starts its own server
// on a fresh SQLite file (or uses BENCH_URL) and a bare Fastify hello-world route in a separate
// process (scripts/bench-bare-server.mjs), then measures, one after the other at 50 concurrent
// connections: the bare route, GET /api/v1/locations/public, GET /api/v1/config, a return quote
// search repeated (answered by the search micro-cache, ADR 005) and a return search whose body
// differs on every request (date, time and resort vary, so every one misses the cache). Prints
// median / p99 latency (ms), throughput (requests/s) and throughput as a ratio to the bare route.
// The API runs at the default log level (info: request logging on), its stdout discarded.
// Requests carry Chromium's Accept-Encoding (gzip, deflate, br, zstd), as the site's calls do; each call
// is warmed up for BENCH_WARMUP seconds (default 2) before it is measured.
// Also prints the CPU time the answering server process spent per answer (µs, from /proc/<pid>/stat,
// user + system; Linux only, and only for servers this script started): the server's own cost, which
// the ratio only approximates (the client shares the 2 cores). It too grows when other work shares the
// machine (measured here: 46-98 µs for locations/public within half an hour).
// Options: BENCH_ACCEPT_ENCODING (empty: no header), BENCH_WARMUP, BENCH_LOG_LEVEL (default info), BENCH_URL, BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_ONLY (run
// only the calls whose title contains it, besides the bare route), BENCH_CPU_PROF
// (a folder: the API server runs with node --cpu-prof and writes its profile there on exit),
// BENCH_NODE_ARGS (more flags for the API server's node, space-separated, e.g. --max-semi-space-size=32).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { startApiServer, waitFor } from './local-api-server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
// What Chromium sends (the site's calls come from browsers); BENCH_ACCEPT_ENCODING= (empty) sends none.
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
let base = process.env.BENCH_URL;
let server;
let bare;
let dir;
const barePort = 3990 + Math.floor(Math.random() * 9);
const bareBase = `http://127.0.0.1:${barePort}`;

if (!base) {
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  // BENCH_NODE_ARGS: more flags for the API's node process (e.g. --max-semi-space-size=32)
  prof.push(...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean));
  // The server's log lines go nowhere (as to a log collector); errors still show.
  ({ server, base, dir } = startApiServer({
    name: 'bench',
    port: 3900 + Math.floor(Math.random() * 90),
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
    nodeArgs: prof,
    stdio: ['ignore', 'ignore', 'inherit'],
  }));
}

bare = spawn(process.execPath, ['scripts/bench-bare-server.mjs'], {
  env: { ...process.env, PORT: String(barePort) },
  stdio: ['ignore', 'inherit', 'inherit'],
});

/**
 * Seconds of CPU (user + system) process `pid` has used so far, from /proc/<pid>/stat (fields 14 and
 * 15, in clock ticks of 1/100 s, Linux's USER_HZ); null without /proc or without a pid.
 */
function cpuSeconds(pid) {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

try {
  await waitFor(`${base}/api/v1/config`);
  await waitFor(bareBase);
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

  const once = (title, opts, duration) =>
    new Promise((resolve, reject) => {
      autocannon(
        {
          url: `${opts.base ?? base}${opts.path}`,
          connections,
          duration,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
          },
          ...opts,
        },
        (err, r) => (err ? reject(err) : resolve({ title, r })),
      );
    });
  // Each call first runs `warmup` seconds unmeasured (JIT, caches, connections), then is measured.
  // The measured part also reads the answering server's CPU time before and after (cpuSeconds).
  const run = async (title, opts) => {
    if (warmup > 0) await once(title, opts, warmup);
    const pid = opts.base === bareBase ? bare.pid : server?.pid;
    const before = cpuSeconds(pid);
    const result = await once(title, opts, seconds);
    const after = cpuSeconds(pid);
    const answers = result.r.requests.total;
    result.cpuMicros =
      before === null || after === null || answers === 0 ? null : ((after - before) * 1e6) / answers;
    return result;
  };
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
  const bareRun = () =>
    run('GET / (bare Fastify hello world, the yardstick)', { method: 'GET', path: '/', base: bareBase });
  const calls = [
    ['GET /api/v1/locations/public', { method: 'GET', path: '/api/v1/locations/public?brandID=1' }],
    ['GET /api/v1/config', { method: 'GET', path: '/api/v1/config' }],
    [
      'POST /api/v1/fares/quotes (return, same search: cached)',
      { method: 'POST', path: '/api/v1/fares/quotes', body },
    ],
    [
      'POST /api/v1/fares/quotes (return, every search different: uncached)',
      {
        method: 'POST',
        path: '/api/v1/fares/quotes',
        requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, body: varied() }) }],
      },
    ],
  ].filter(([title]) => !process.env.BENCH_ONLY || title.includes(process.env.BENCH_ONLY));
  // The bare route runs first and last; its mean is the yardstick (the machine is shared, so its
  // speed drifts during a run).
  const before = await bareRun();
  const measured = [];
  for (const [title, opts] of calls) measured.push(await run(title, opts));
  const after = await bareRun();
  const results = [before, ...measured, after];
  const yardstick = (before.r.requests.average + after.r.requests.average) / 2;
  console.log(
    `\n${connections} connections, ${seconds} s each after ${warmup} s of warm-up, Accept-Encoding: ${acceptEncoding || '(none)'}; ratio = requests/s over the bare route's mean\n`,
  );
  console.log(
    '| call | median ms | p99 ms | requests/s | ratio to bare | server CPU µs per answer | bytes per answer | non-2xx |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { title, r, cpuMicros } of results) {
    const ratio = `${((100 * r.requests.average) / yardstick).toFixed(1)} %`;
    console.log(
      `| ${title} | ${r.latency.p50} | ${r.latency.p99} | ${Math.round(r.requests.average)} | ${ratio} | ${cpuMicros === null ? 'n/a' : cpuMicros.toFixed(1)} | ${Math.round(r.throughput.total / Math.max(1, r.requests.total))} | ${r.non2xx + r.errors} |`,
    );
  }
} finally {
  server?.kill('SIGTERM');
  bare?.kill('SIGTERM');
  if (dir) setTimeout(() => rmSync(dir, { recursive: true, force: true }), 500);
}
