// The API with the built site on a fresh SQLite file, for scripts/bench.mjs and
// scripts/lighthouse.mjs (docs/benchmarks.md): one way to start it and to wait until it answers.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Resolves once GET `url` answers 2xx; rejects after `ms` milliseconds (default 60 s), polling
 * every 250 ms.
 */
export async function waitFor(url, ms = 60_000) {
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

/**
 * Starts apps/api/src/server.ts on 127.0.0.1:`port` with a fresh SQLite file in a new temporary
 * folder, in production mode with sandbox payments. `name` names the folder and the file;
 * `logLevel` is LOG_LEVEL; `nodeArgs` go before the script (e.g. --cpu-prof); `stdio` is the
 * child's. Returns { server (ChildProcess), base (URL without a trailing slash), dir }.
 */
export function startApiServer({ name, port, logLevel = 'warn', nodeArgs = [], stdio }) {
  const dir = mkdtempSync(join(tmpdir(), `alpine-${name}-`));
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, `${name}.sqlite`)}`,
      DATA_DIR: dir,
      LOG_LEVEL: logLevel,
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: '1',
    },
    stdio,
  });
  return { server, base: `http://127.0.0.1:${port}`, dir };
}
