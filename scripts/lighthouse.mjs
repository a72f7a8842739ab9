#!/usr/bin/env node
// npm run lighthouse (docs/benchmarks.md): Lighthouse (the npm package) in Debian's Chromium against the
// built site on a fresh SQLite database, on the home page, a return shared search's results, the
// login page and the French home page. Median of 3 runs per page and figure; prints a table of
// performance, FCP, LCP, TBT, CLS, best practices and JavaScript transferred, and writes a JSON
// summary (with the audits that cost best-practices points).
// Options: --desktop (Lighthouse's desktop preset; mobile by default), --runs N (default 3),
// --json PATH (default <tmpdir>/alpine-lighthouse-<preset>.json), LIGHTHOUSE_URL (use a running
// server instead of starting one), CHROME_PATH (default /usr/bin/chromium).
// Builds apps/web first when apps/web/dist is missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { startApiServer, waitFor } from './local-api-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const desktop = args.includes('--desktop');
const preset = desktop ? 'desktop' : 'mobile';
const runs = Number(option('--runs', 3));
const jsonPath = option('--json', join(tmpdir(), `alpine-lighthouse-${preset}.json`));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox'];

/** YYYY-MM-DD `days` from today (UTC). */
const isoIn = (days) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);

/**
 * The results address the site builds for a return shared search (searchToParams in
 * apps/web/src/features/search/search-params.ts): Geneva Airport -> Chamonix, 2 passengers, out in
 * 30 days at 10:30, back a week later at 14:00.
 */
const resultsPath = `/booking?${new URLSearchParams({
  from: '1',
  to: '10',
  pax: '2',
  departDate: isoIn(30),
  departTime: '10',
  departMin: '30',
  tab: '0',
  sharedMode: 'true',
  connectionType: '1',
  returnDate: isoIn(37),
  returnTime: '14',
  returnMin: '00',
  returnPassenger: '2',
})}`;

const PAGES = [
  ['home /', '/'],
  ['results (return, shared)', resultsPath],
  ['/my-account/login', '/my-account/login'],
  ['/fr/', '/fr/'],
];

/** Starts Chromium with a debugging port on a throwaway profile; resolves with its port. */
function startChrome(profile) {
  const chrome = spawn(
    chromePath,
    [...chromeFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${seen}`)), 30_000);
    chrome.stderr.on('data', (chunk) => {
      seen += chunk;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolve({ chrome, port: Number(m[1]) });
      }
    });
    chrome.on('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${seen}`)));
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The figures of one Lighthouse report: times in ms, scores 0-100, and jsBytes, the scripts'
 * transfer size in bytes as Lighthouse counts it (compressed bodies plus response headers).
 */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
    jsBytes: scripts ? scripts.transferSize : NaN,
    failedBestPractices: lhr.categories['best-practices'].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  };
}

let base = process.env.LIGHTHOUSE_URL;
let server;
let dir;
let chrome;
const profile = mkdtempSync(join(tmpdir(), 'alpine-lighthouse-chrome-'));

try {
  if (!base) {
    if (!existsSync('apps/web/dist/index.html')) {
      console.log('apps/web/dist missing: building the site first');
      const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
      if (built.status !== 0) throw new Error('npm run build failed');
    }
    ({ server, base, dir } = startApiServer({
      name: 'lighthouse',
      port: 3990 + Math.floor(Math.random() * 9),
      stdio: ['ignore', 'inherit', 'inherit'],
    }));
  }
  await waitFor(`${base}/api/v1/config`);
  const started = await startChrome(profile);
  chrome = started.chrome;

  const rows = [];
  for (const [name, path] of PAGES) {
    const each = [];
    for (let i = 0; i < runs; i++) {
      // a loaded machine sometimes loses the trace (NO_NAVSTART): such a run is run again, twice at most
      let lhr;
      for (let attempt = 1; !lhr; attempt++) {
        const result = await lighthouse(
          `${base}${path}`,
          {
            port: started.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'best-practices'],
          },
          desktop ? desktopConfig : undefined,
        );
        const error = result ? result.lhr.runtimeError : { message: 'no result' };
        if (!error) lhr = result.lhr;
        else if (attempt >= 3) throw new Error(`${path}: ${error.message}`);
        else console.log(`${name}: run ${i + 1} failed (${error.code ?? error.message}), again`);
      }
      each.push(figures(lhr));
      process.stdout.write(`${name}: run ${i + 1}/${runs} performance ${each.at(-1).performance}\n`);
    }
    const pick = (k) => median(each.map((r) => r[k]));
    rows.push({
      page: name,
      path,
      performance: pick('performance'),
      fcpMs: Math.round(pick('fcp')),
      lcpMs: Math.round(pick('lcp')),
      tbtMs: Math.round(pick('tbt')),
      cls: Number(pick('cls').toFixed(3)),
      bestPractices: pick('bestPractices'),
      jsBytes: Math.round(pick('jsBytes')),
      failedBestPractices: [...new Set(each.flatMap((r) => r.failedBestPractices))],
      runs: each,
    });
  }

  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  // Lighthouse's own report shows KiB (1,024 bytes); Vite and the build's budget check print kB
  // (1,000 bytes): both, so that neither is read as the other
  const jsTransferred = (bytes) => `${(bytes / 1024).toFixed(1)} KiB (${(bytes / 1000).toFixed(1)} kB)`;
  console.log(`\nLighthouse ${preset}, median of ${runs} (each figure on its own), ${base}\n`);
  console.log('| page | performance | FCP | LCP | TBT | CLS | best practices | JS transferred |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.performance} | ${s(r.fcpMs)} | ${s(r.lcpMs)} | ${r.tbtMs} ms | ${r.cls} | ${r.bestPractices} | ${jsTransferred(r.jsBytes)} |`,
    );
  }
  for (const r of rows.filter((x) => x.failedBestPractices.length)) {
    console.log(`best-practices audits failed on ${r.page}: ${r.failedBestPractices.join(', ')}`);
  }
  writeFileSync(
    jsonPath,
    `${JSON.stringify({ preset, runs, date: new Date().toISOString(), chromePath, pages: rows }, null, 2)}\n`,
  );
  console.log(`\nsummary written to ${jsonPath}`);
} finally {
  chrome?.kill('SIGTERM');
  server?.kill('SIGTERM');
  setTimeout(() => {
    rmSync(profile, { recursive: true, force: true });
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 500);
}
