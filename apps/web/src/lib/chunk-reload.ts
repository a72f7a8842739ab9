import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * A tab left open across a deploy asks for code chunks of the previous build, which the server no
 * longer has (404). The page then reloads itself once to get the new build (docs/architecture.md §5); a
 * second failure within RELOAD_GUARD_MS shows the error page instead, so it can never loop.
 */

/** No second automatic reload within this time, ms. */
export const RELOAD_GUARD_MS = 60_000;

let reloading = false;

/**
 * True when `error` is a code chunk that failed to load: a failed dynamic import (Chromium
 * "Failed to fetch dynamically imported module", Firefox "error loading dynamically imported
 * module", Safari "Importing a module script failed") or a stylesheet Vite could not preload.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

function lastReloadAt(): number | null {
  try {
    const at = Number(window.sessionStorage.getItem(STORAGE_KEYS.chunkReloadAt));
    return Number.isFinite(at) && at > 0 ? at : null;
  } catch {
    return null;
  }
}

/** True when an automatic reload is allowed now: storage works and none happened in the last RELOAD_GUARD_MS. */
export function canReloadForChunk(now: number = Date.now()): boolean {
  try {
    window.sessionStorage.getItem(STORAGE_KEYS.chunkReloadAt);
  } catch {
    return false; // without storage the guard cannot work: never reload automatically
  }
  const at = lastReloadAt();
  return at === null || now - at >= RELOAD_GUARD_MS || at > now;
}

/** Reloads the page when canReloadForChunk(); returns whether it did. */
export function reloadForChunk(): boolean {
  if (reloading) return true;
  if (!canReloadForChunk()) return false;
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.chunkReloadAt, String(Date.now()));
  } catch {
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}

/** True once reloadForChunk() has started a reload (the error page then shows the loading bar). */
export function isReloadingForChunk(): boolean {
  return reloading;
}

/**
 * Listens for Vite's `vite:preloadError` (a chunk or its stylesheet failed to load) and reloads
 * once, after the current task: a failed route chunk first lets react-router commit the new
 * address (so the reload opens the page that was asked for) and show RouteError, which shows the
 * loading bar and reloads too (once in all). The error is not stopped: when the guard refuses, it
 * reaches the route's error page. Call once, in main.tsx; returns the function that removes the
 * listener.
 */
export function installChunkReload(target: Window = window): () => void {
  const onPreloadError = () => {
    target.setTimeout(reloadForChunk, 0);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
