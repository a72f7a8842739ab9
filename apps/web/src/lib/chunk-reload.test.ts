import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './storage-keys.ts';

/** A fresh copy of the module (its "reloading" flag is per page load). */
const load = async () => {
  vi.resetModules();
  return import('./chunk-reload.ts');
};

describe('a missing code chunk reloads the page once, never in a loop (docs/architecture.md §5)', () => {
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    window.sessionStorage.clear();
    reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
  });
  afterEach(() => window.sessionStorage.clear());

  it('recognises failed dynamic imports of Chromium, Firefox and Safari and failed CSS preloads', async () => {
    const { isChunkLoadError } = await load();
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/home-abc.js',
      'error loading dynamically imported module: http://x/assets/home-abc.js',
      'Importing a module script failed.',
      'Unable to preload CSS for http://x/assets/home-abc.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('the first failure reloads and records when; a second one within the guard does not', async () => {
    const first = await load();
    expect(first.reloadForChunk()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(window.sessionStorage.getItem(STORAGE_KEYS.chunkReloadAt))).toBeGreaterThan(0);

    const afterReload = await load();
    expect(afterReload.canReloadForChunk()).toBe(false);
    expect(afterReload.reloadForChunk()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('after the guard time a later deploy may reload again', async () => {
    const { canReloadForChunk, RELOAD_GUARD_MS } = await load();
    const now = Date.now();
    window.sessionStorage.setItem(STORAGE_KEYS.chunkReloadAt, String(now - RELOAD_GUARD_MS - 1));
    expect(canReloadForChunk(now)).toBe(true);
    window.sessionStorage.setItem(STORAGE_KEYS.chunkReloadAt, String(now - 1000));
    expect(canReloadForChunk(now)).toBe(false);
  });

  it('vite:preloadError reloads once, after the current task, and lets the error reach the page', async () => {
    vi.useFakeTimers();
    try {
      const { installChunkReload } = await load();
      const uninstall = installChunkReload(window);
      const first = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(first);
      expect(first.defaultPrevented).toBe(false);
      expect(reload).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(reload).toHaveBeenCalledTimes(1);
      uninstall(); // the page reloads

      const { installChunkReload: installAfterReload } = await load();
      const uninstallAgain = installAfterReload(window);
      window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
      vi.runAllTimers();
      expect(reload).toHaveBeenCalledTimes(1);
      uninstallAgain();
    } finally {
      vi.useRealTimers();
    }
  });
});
