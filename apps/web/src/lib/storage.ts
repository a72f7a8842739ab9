import type { Parser } from '@alpine/contract/light';
import type { StorageKey } from './storage-keys.ts';

/**
 * Which browser storage: 'local' survives a browser restart, 'session' ends with the browser
 * session (an unremembered login, issue 4).
 */
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage {
  return area === 'session' ? window.sessionStorage : window.localStorage;
}

/**
 * A stored value read through its schema (STYLE 16): absent (no key, unreadable storage), invalid
 * (present but not JSON or not of the schema: stale from an older version, or tampered) or valid.
 */
export type Stored<T> = { status: 'absent' } | { status: 'invalid' } | { status: 'valid'; value: T };

/**
 * Reads a JSON value from browser storage and parses it with `schema`, a zod schema or a light one
 * (@alpine/contract/light: the first page carries no zod, issue 9 §3); never casts.
 */
export function readStoredParsed<T>(
  key: StorageKey,
  schema: Parser<T>,
  area: StorageArea = 'local',
): Stored<T> {
  let raw: string | null;
  try {
    raw = storageOf(area).getItem(key);
  } catch {
    return { status: 'absent' };
  }
  if (raw === null) return { status: 'absent' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { status: 'invalid' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { status: 'valid', value: parsed.data } : { status: 'invalid' };
}

/** Reads a JSON value of `schema` from browser storage; null when absent, unreadable or not of the schema. */
export function readStored<T>(key: StorageKey, schema: Parser<T>, area: StorageArea = 'local'): T | null {
  const stored = readStoredParsed(key, schema, area);
  return stored.status === 'valid' ? stored.value : null;
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
