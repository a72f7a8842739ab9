#!/usr/bin/env node
/**
 * Runs npm scripts side by side and fails when any fails (CI time, docs/architecture.md §5; `npm test` runs
 * the type check, the lint, the site's build and better-sqlite3's check or compile this way on the
 * 2-core machine: the build only writes apps/web/dist and dist-ssr, which the lint ignores; see
 * docs/benchmarks.md, CI and the host). Usage: node scripts/run-side-by-side.mjs typecheck lint.
 * Each line of output is prefixed with its script's name; the exit code is the first non-zero
 * one, or 0.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-side-by-side.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}
const codes = await Promise.all(
  scripts.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        for (const stream of [child.stdout, child.stderr])
          createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
        child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      }),
  ),
);
scripts.forEach((name, i) =>
  console.log(`[${name}] ${codes[i] === 0 ? 'passed' : `failed (exit ${codes[i]})`}`),
);
process.exit(codes.find((c) => c !== 0) ?? 0);
