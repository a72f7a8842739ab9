#!/usr/bin/env node
// Makes sure the browser the Playwright journeys use is there (ADR 001): Debian's Chromium at
// $CHROME_PATH, else /usr/bin/chromium (apps/web/playwright.config.ts reads the same). Run first by
// `npm test` and before `npm run test:e2e`. When it is missing and this process may install
// (root with apt-get, or CI=true), runs `apt-get update && apt-get install -y chromium`; otherwise
// stops (exit 1) with one sentence saying how. Prints nothing when the browser is there.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The sentence shown when the browser is missing and cannot be installed here. */
export const HOW_TO =
  'Chromium is needed for the browser tests: run `sudo apt-get install -y chromium` or set CHROME_PATH.';

/**
 * What to do, from the facts of this machine: 'ready' (the browser is there), 'install' (missing,
 * and apt-get may run: as root, with sudo when CI=true) or 'stop' (missing and not installable, or
 * CHROME_PATH names a file that is not there: the caller chose it, so nothing is installed).
 * @param {{ chromePath?: string, executable: (path: string) => boolean, root: boolean, ci: boolean, aptGet: boolean }} facts
 * @returns {{ action: 'ready' | 'install' | 'stop', path: string, sudo?: boolean }}
 */
export function chromiumPlan({ chromePath, executable, root, ci, aptGet }) {
  const path = chromePath || '/usr/bin/chromium';
  if (executable(path)) return { action: 'ready', path };
  if (chromePath || !aptGet || !(root || ci)) return { action: 'stop', path };
  return { action: 'install', path, sudo: !root };
}

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Runs apt-get (through sudo when not root), quietly and without questions; true when it worked. */
function aptGet(args, sudo) {
  const [command, argv] = sudo ? ['sudo', ['-n', 'apt-get', ...args]] : ['apt-get', args];
  const run = spawnSync(command, argv, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return run.status === 0;
}

function main() {
  const plan = chromiumPlan({
    chromePath: process.env.CHROME_PATH,
    executable,
    root: process.getuid?.() === 0,
    ci: process.env.CI === 'true',
    aptGet: spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0,
  });
  if (plan.action === 'ready') return;
  if (plan.action === 'install') {
    console.error("Chromium is missing: installing Debian's chromium for the browser tests (apt-get)...");
    const installed =
      aptGet(['update', '-qq'], plan.sudo) && aptGet(['install', '-y', '-qq', 'chromium'], plan.sudo);
    if (installed && executable(plan.path)) return;
  }
  console.error(HOW_TO);
  process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
