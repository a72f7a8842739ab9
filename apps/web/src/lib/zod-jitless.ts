/**
 * Turns off zod's compiled parsers in the browser (docs/architecture.md §5 "zod jitless under the CSP"). zod
 * v4 probes `new Function('')` when it builds its first object schema; the site's Content-Security-
 * Policy forbids eval, so the probe logs a CSP error on every page. Jitless parsing needs no probe.
 *
 * This is `z.config({ jitless: true })` done before zod loads, through the `globalThis`
 * config object zod reads at import (zod v4 core.ts documents pre-populating it). It imports
 * nothing, so it does not pull zod into the first page. main.tsx imports it first, and the build
 * gives it a chunk of its own (vite.config.ts) so it runs before the chunk holding zod and the
 * contract's schemas: code in the entry chunk itself runs only after the chunks it imports.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
