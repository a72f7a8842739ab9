#!/usr/bin/env node
/**
 * Makes sure better-sqlite3's native addon loads (CI time, docs/benchmarks.md "CI and the host"):
 * opens an in-memory database; when that fails (the addon was never compiled, as after
 * `npm ci --ignore-scripts` in .ci/run, or was built for another Node), runs
 * `npm rebuild better-sqlite3` (prebuild-install, else node-gyp: one core for about a minute) and
 * tries again. `npm test` runs it beside the type check, the lint and the build, so the compile
 * takes the core they leave idle instead of a minute of `npm ci`. Prints nothing when the addon
 * loads; exits 1 when it still does not after the rebuild.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// resolved from the API's package, which depends on it (hoisted to the root node_modules)
const require = createRequire(join(import.meta.dirname, '..', 'apps', 'api', 'package.json'));

/** Whether better-sqlite3 opens an in-memory database in this process. */
function loads() {
  try {
    const Database = require('better-sqlite3');
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
}

if (!loads()) {
  console.log('better-sqlite3 is not built for this Node: npm rebuild better-sqlite3');
  const rebuild = spawnSync('npm', ['rebuild', 'better-sqlite3'], { stdio: 'inherit' });
  // a fresh process: this one keeps the failed require in its module cache
  const check = spawnSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], {
    cwd: join(import.meta.dirname, '..', 'apps', 'api'),
    stdio: 'inherit',
  });
  if (rebuild.status !== 0 || check.status !== 0) {
    console.error('better-sqlite3 does not load after `npm rebuild better-sqlite3`.');
    process.exit(1);
  }
}
