#!/usr/bin/env node
// The home page's JavaScript budget (docs/architecture.md §5 "a bundle budget checked in CI that fails the
// build when the home page's JavaScript grows past it"; acceptance: "Home page JavaScript transferred
// <= 150 kB (compressed, React included)"). Run by `npm run build -w apps/web` right after
// `vite build`: reads dist/.vite/manifest.json (vite.config.ts sets build.manifest), takes the
// entry chunk, the home route's chunk, the English catalogue's first-screen chunk (main.tsx awaits
// the page language's catalogue before hydrating, so Lighthouse counts it on `/`) and everything
// they import statically (deduplicated),
// compresses each file with brotli (zlib, quality 11, as the build's precompressed files), adds each
// file's HTTP response headers (what "transferred" counts: Lighthouse sums each script's bytes on the
// wire) and exits 1 with the list of chunks and sizes when their total passes the budget. Prints
// the same list when it fits. apps/web/e2e/prerender.spec.ts measures the same figure in Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * docs/architecture.md §5: the home page's JavaScript transferred (brotli bodies and response heads), in
 * bytes (kB = 1,000 bytes as Vite prints).
 */
export const HOME_JS_BUDGET_BYTES = 150_000;
/**
 * The bytes of the HTTP response head the site's server sends before each hashed script (status
 * line, cache-control immutable, vary, cross-origin-resource-policy, nosniff, content-type,
 * content-length, content-encoding, date, keep-alive): 352 measured on 2026-11-25, rounded up.
 * Counted once per file, since "JavaScript transferred" is bytes on the wire (docs/architecture.md §5
 * acceptance).
 */
export const RESPONSE_HEADER_BYTES = 360;
/** The manifest key of the page's entry (index.html's module script). */
export const ENTRY_KEY = 'index.html';
/**
 * The manifest key of the app's start (main.tsx imports it on every page before it hydrates: React
 * DOM, the router, the frame). Counted from here, not only through the home route's imports: when
 * the bundler puts React Router in a chunk of its own, the home route no longer imports this chunk,
 * and it would fall out of the count (82 kB counted where the browser received 152 kB).
 */
export const START_APP_KEY = 'src/start-app.tsx';
/** The manifest key of the home route's module, loaded by the router at `/`, `/fr/` and `/es/`. */
export const HOME_ROUTE_KEY = 'src/app/routes/home/home.tsx';

/**
 * The manifest key of the English catalogue's first-screen part (i18n/i18n.ts imports each
 * language's JSON lazily), the chunk `/` loads before it hydrates; /fr/ and /es/ load theirs
 * instead, of about the same size. The other pages' part (i18n/other-pages/) is not on the home page.
 */
export const HOME_CATALOGUE_KEY = 'src/i18n/en.json';

/**
 * The JavaScript files the home page loads before it can run: the chunks of `keys` and every chunk
 * they import statically, transitively; dynamic imports are left out. Each file once, in visiting
 * order. Throws when a key is not in the manifest (a renamed route would otherwise pass unmeasured).
 * @param {Record<string, { file: string, imports?: string[] }>} manifest Vite's build manifest
 * @param {string[]} keys manifest keys to start from (default: entry, app start, home route, English catalogue)
 * @returns {string[]} file paths relative to dist, e.g. 'assets/index-abc.js'
 */
export function homePageChunks(
  manifest,
  keys = [ENTRY_KEY, START_APP_KEY, HOME_ROUTE_KEY, HOME_CATALOGUE_KEY],
) {
  const seen = new Set();
  const files = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`check-bundle-budget: ${key} is not in the build manifest`);
    seen.add(key);
    if (chunk.file.endsWith('.js') && !files.includes(chunk.file)) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * The brotli-compressed size in bytes of `bytes` (maximum quality, text mode).
 * @param {Uint8Array} bytes
 */
export function brotliSize(bytes) {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }).length;
}

/**
 * Sums the chunk sizes, and a response head per chunk, against the budget and writes the report:
 * one line per chunk (largest first), the headers, the total and the verdict.
 * @param {{ file: string, bytes: number }[]} sizes compressed size of each chunk
 * @param {number} budget bytes transferred
 * @param {number} headerBytes bytes of the response head of each chunk
 * @returns {{ ok: boolean, total: number, report: string }} total = bodies + heads, in bytes
 */
export function judgeBudget(sizes, budget = HOME_JS_BUDGET_BYTES, headerBytes = RESPONSE_HEADER_BYTES) {
  const bodies = sizes.reduce((sum, s) => sum + s.bytes, 0);
  const heads = sizes.length * headerBytes;
  const total = bodies + heads;
  const ok = total <= budget;
  const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
  const lines = [...sizes]
    .sort((a, b) => b.bytes - a.bytes)
    .map((s) => `  ${kb(s.bytes).padStart(10)}  ${s.file}`);
  lines.push(`  ${kb(heads).padStart(10)}  response headers (${sizes.length} x ${headerBytes} B)`);
  const figure = `home page JavaScript ${kb(total)} transferred (${kb(bodies)} br + ${kb(heads)} headers)`;
  const verdict = ok
    ? `${figure}, within the budget of ${kb(budget)} (docs/architecture.md §5)`
    : `${figure} is over the budget of ${kb(budget)} by ${kb(total - budget)} (docs/architecture.md §5): ` +
      'load the code the first screen does not need lazily, or raise HOME_JS_BUDGET_BYTES with a reason';
  return { ok, total, report: [`home page chunks (brotli):`, ...lines, verdict].join('\n') };
}

/**
 * Measures the build in `distDir` against the budget.
 * @param {string} distDir the web build's output folder
 * @param {number} budget bytes
 */
export function checkBundleBudget(distDir, budget = HOME_JS_BUDGET_BYTES) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const sizes = homePageChunks(manifest).map((file) => ({
    file,
    bytes: brotliSize(readFileSync(join(distDir, file))),
  }));
  return judgeBudget(sizes, budget);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
  const { ok, report } = checkBundleBudget(distDir);
  if (ok) console.log(report);
  else {
    console.error(report);
    process.exit(1);
  }
}
