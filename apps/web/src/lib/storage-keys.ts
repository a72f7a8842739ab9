import { STORAGE_KEYS as SEARCH_STORAGE_KEYS } from '@alpine/domain';

/**
 * Browser storage keys (spec part 1 §9 "bookingValues, infoState"; part 1 §3 "Auth token").
 * Every key the site writes is listed here so later steps can clear them all (part 2 §4).
 */
export const STORAGE_KEYS = {
  ...SEARCH_STORAGE_KEYS,
  /** The anonymous application token with its computed expiry (part 1 §3 "Auth token"). */
  token: 'token',
  /** The visitor's language choice (en, fr, es). */
  language: 'language',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
