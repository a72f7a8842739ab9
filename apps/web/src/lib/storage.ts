import type { StorageKey } from './storage-keys.ts';

/** Reads a JSON value from localStorage; null when absent, unreadable or storage is blocked. */
export function readStored<T>(key: StorageKey): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

/** Writes a JSON value to localStorage; silently ignores a full or blocked storage. */
export function writeStored(key: StorageKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the site still works without it
  }
}

/** Removes a key from localStorage. */
export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignore
  }
}
