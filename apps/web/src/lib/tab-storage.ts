import { BOOKING_KEYS, STORAGE_KEYS } from './storage-keys.ts';

/**
 * Each tab keeps its own booking steps (spec part 2 §3, §4 with ADR 017 row 3): the booking data
 * (BOOKING_KEYS) lives in the tab's sessionStorage, so it survives a reload and a language switch
 * (the /fr and /es pages mount the tree anew), a tab the browser duplicates takes a copy of it, and
 * a booking paid in another tab leaves it alone. Every write is also copied to localStorage, with
 * the writing tab's id: a new tab (a bookmark, a link opened in a new tab, a new window) starts from
 * that copy, the booking last worked on. The signed-in session and the language are not booking
 * data and stay shared (lib/storage-keys.ts). Values are the JSON text lib/storage.ts writes.
 */

const TAB = STORAGE_KEYS.bookingTab;

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * This tab's id. A tab without one (it has just opened) takes one and copies the shared copy of the
 * booking data into its own storage first. Throws where storage is unusable.
 */
function tabId(): string {
  const session = window.sessionStorage;
  const known = session.getItem(TAB);
  if (known) return known;
  for (const key of BOOKING_KEYS) {
    const shared = window.localStorage.getItem(key);
    if (shared !== null) session.setItem(key, shared);
  }
  const id = newId();
  session.setItem(TAB, id);
  // the booking taken over is this tab's now: what it removes leaves the shared copy too, and the
  // tab it came from puts its whole booking back there with its next write (tabWrite)
  window.localStorage.setItem(TAB, id);
  return id;
}

/** Where this tab reads its booking data: its own sessionStorage, or localStorage where that fails. */
export function tabArea(): 'session' | 'local' {
  try {
    tabId();
    return 'session';
  } catch {
    return 'local';
  }
}

/**
 * Writes booking data `raw` (JSON text) under `key` in this tab and in the shared copy. When another
 * tab wrote the shared copy last, it becomes this tab's whole booking, never a mix of two.
 */
export function tabWrite(key: string, raw: string): void {
  const id = tabId();
  const session = window.sessionStorage;
  const local = window.localStorage;
  session.setItem(key, raw);
  if (local.getItem(TAB) !== id) {
    for (const other of BOOKING_KEYS) {
      const own = session.getItem(other);
      if (own === null) local.removeItem(other);
      else local.setItem(other, own);
    }
  }
  local.setItem(key, raw);
  local.setItem(TAB, id);
}

/** Removes booking data `key` from this tab, and from the shared copy when this tab wrote it last. */
export function tabRemove(key: string): void {
  const id = tabId();
  window.sessionStorage.removeItem(key);
  if (window.localStorage.getItem(TAB) === id) window.localStorage.removeItem(key);
}

/** After a success: the shared copy no longer names this tab, once its booking data is removed. */
export function tabRelease(): void {
  try {
    if (window.localStorage.getItem(TAB) === tabId()) window.localStorage.removeItem(TAB);
  } catch {
    // storage disabled: nothing was kept
  }
}
