import type { StorageKey } from './storage-keys.ts';

/**
 * Which browser storage: 'local' survives a browser restart, 'session' ends with the browser
 * session (an unremembered login, issue 4).
 */
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage {
  return area === 'session' ? window.sessionStorage : window.localStorage;
}

/** Reads a JSON value from browser storage; null when absent, unreadable or storage is blocked. */
export function readStored<T>(key: StorageKey, area: StorageArea = 'local'): T | null {
  try {
    const raw = storageOf(area).getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

/** Writes a JSON value to browser storage; silently ignores a full or blocked storage. */
export function writeStored(key: StorageKey, value: unknown, area: StorageArea = 'local'): void {
  try {
    storageOf(area).setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the site still works without it
  }
}

/** Removes a key from browser storage. */
export function removeStored(key: StorageKey, area: StorageArea = 'local'): void {
  try {
    storageOf(area).removeItem(key);
  } catch {
    // ignore
  }
}
