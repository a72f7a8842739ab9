import type { Parser } from '@alpine/contract/light';
import { BOOKING_KEYS, type StorageKey } from './storage-keys.ts';
import { tabArea, tabRemove, tabWrite } from './tab-storage.ts';

/**
 * Which browser storage: 'local' survives a browser restart, 'session' ends with the browser
 * session (an unremembered login) and belongs to one tab. Left out, a key of the booking
 * data (BOOKING_KEYS) is this tab's own (lib/tab-storage.ts); any other key is 'local'.
 */
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage {
  return area === 'session' ? window.sessionStorage : window.localStorage;
}

const BOOKING: ReadonlySet<StorageKey> = new Set(BOOKING_KEYS);

/** The area a read uses: the one named, else this tab's copy for booking data, else 'local'. */
function readArea(key: StorageKey, area: StorageArea | undefined): StorageArea {
  return area ?? (BOOKING.has(key) ? tabArea() : 'local');
}

/**
 * A stored value read through its schema (docs/architecture.md §12.16): absent (no key, unreadable storage),
 * invalid (present but not JSON or not of the schema: stale from an older version, or tampered) or valid.
 */
export type Stored<T> = { status: 'absent' } | { status: 'invalid' } | { status: 'valid'; value: T };

/**
 * Reads a JSON value from browser storage and parses it with `schema`, a zod schema or a light one
 * (@alpine/contract/light: the first page carries no zod, docs/architecture.md §5); never casts.
 */
export function readStoredParsed<T>(key: StorageKey, schema: Parser<T>, area?: StorageArea): Stored<T> {
  let raw: string | null;
  try {
    raw = storageOf(readArea(key, area)).getItem(key);
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
export function readStored<T>(key: StorageKey, schema: Parser<T>, area?: StorageArea): T | null {
  const stored = readStoredParsed(key, schema, area);
  return stored.status === 'valid' ? stored.value : null;
}

/**
 * Writes a JSON value to browser storage; silently ignores a full or blocked storage. Booking data
 * (no area named) goes to this tab's copy and to the shared copy a new tab starts from.
 */
export function writeStored(key: StorageKey, value: unknown, area?: StorageArea): void {
  try {
    if (area === undefined && BOOKING.has(key)) tabWrite(key, JSON.stringify(value));
    else storageOf(area ?? 'local').setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the site still works without it
  }
}

/**
 * Removes a key from browser storage. Booking data (no area named) leaves this tab's copy, and the
 * shared copy when this tab wrote it last (another tab's booking there is not touched).
 */
export function removeStored(key: StorageKey, area?: StorageArea): void {
  try {
    if (area === undefined && BOOKING.has(key)) tabRemove(key);
    else storageOf(area ?? 'local').removeItem(key);
  } catch {
    // ignore
  }
}
