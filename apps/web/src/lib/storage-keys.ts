import { STORAGE_KEYS as SEARCH_STORAGE_KEYS } from '@alpine/domain';

/**
 * Browser storage keys (spec part 1 §9 "bookingValues, infoState"; part 1 §3 "Auth token"; part 2 §3).
 * Every key the site writes is listed here so later steps can clear them all (part 2 §4).
 */
export const STORAGE_KEYS = {
  ...SEARCH_STORAGE_KEYS,
  /** The anonymous application token with its computed expiry (part 1 §3 "Auth token"). */
  token: 'token',
  /**
   * The signed-in customer's token with its expiry (ADR 007); localStorage when remembered, else
   * sessionStorage.
   */
  userToken: 'userToken',
  /** The login record { email } the My Account pages read (spec part 2 §6), stored beside the user token. */
  login: 'login',
  /** The visitor's language choice (en, fr, es). */
  language: 'language',
  /** Journey state of the Flight & Extras step: { param, customerId, info } (part 2 §3). */
  flightState: 'flightState',
  /** The extras chosen on the Flight & Extras step (part 2 §3). */
  flightValues: 'flightValues',
  /** Combined state of the address step: { param, customerId, info } (part 2 §3). */
  addressState: 'addressState',
  /** Checkbox states, manual fields and selections of the address step (part 2 §3). */
  addressValues: 'addressValues',
  /** State of the payment step: { param, customerId, info } with the booking once created (part 2 §3). */
  paymentState: 'paymentState',
  /** The promoted and original totals of the chosen option (part 2 §3). */
  promotionPrice: 'promotionPrice',
  /** The dial-code country last chosen on the personal step (default GB, part 2 §2.2). */
  dialCountry: 'dialCountry',
  /**
   * The completion flag: 'yes' once this tab's booking is complete (part 2 §3, §4), in
   * sessionStorage: a booking paid in another tab does not complete this one (ADR 017 row 3).
   */
  completed: 'bookingCompleted',
  /**
   * The bookings completed in this browser, [{ quoteID, reference }], newest last, at most 10, in
   * localStorage: a tab whose booking another tab completed says so, with the reference (ADR 017 row 3).
   */
  completedBookings: 'completedBookings',
  /**
   * This tab's id, in sessionStorage, and in localStorage the id of the tab that last wrote the
   * booking data there (lib/storage.ts: each tab keeps its own booking steps; ADR 017 row 3).
   */
  bookingTab: 'bookingTab',
  /**
   * The query of the results page last shown ('?from=1&to=10&...'): step 1 of this booking, which
   * the other steps reopen where the history does not hold it (lib/step-trail.ts; ADR 017 row 11).
   */
  resultsSearch: 'resultsSearch',
  /** The booking steps in this tab's history, in sessionStorage (lib/step-trail.ts; ADR 017 row 11). */
  stepTrail: 'stepTrail',
  /**
   * When the page last reloaded itself for a missing code chunk, ms since 1970, in sessionStorage
   * (docs/architecture.md §5).
   */
  chunkReloadAt: 'chunkReloadAt',
  /**
   * The last paid booking's success state, in sessionStorage: Back after paying shows it
   * (docs/architecture.md §7).
   */
  paidBooking: 'paidBooking',
  /** The operator's token at /operator (ADR 019), in sessionStorage: a closed tab logs the desk out. */
  operatorToken: 'operatorToken',
  /**
   * The contact form's typed fields, in sessionStorage: kept across a language switch (the page of
   * the other language mounts a new form) and a reload, removed once the message is sent.
   */
  contactDraft: 'contactDraft',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * The keys that are not booking data (spec part 2 §4 with ADR 017 row 3): the application token
 * and the signed-in customer's session (token, userToken, login), the chosen language, the
 * completion flag and the completed bookings, and the keys kept in sessionStorage for other ends
 * (the chunk reload time, the paid booking Back shows, the operator's token, the contact draft,
 * this tab's id and its step trail).
 */
const NOT_BOOKING_DATA: ReadonlySet<StorageKey> = new Set([
  STORAGE_KEYS.token,
  STORAGE_KEYS.userToken,
  STORAGE_KEYS.login,
  STORAGE_KEYS.language,
  STORAGE_KEYS.completed,
  STORAGE_KEYS.completedBookings,
  STORAGE_KEYS.bookingTab,
  STORAGE_KEYS.stepTrail,
  STORAGE_KEYS.chunkReloadAt,
  STORAGE_KEYS.paidBooking,
  STORAGE_KEYS.operatorToken,
  STORAGE_KEYS.contactDraft,
]);

/**
 * The booking data (spec part 2 §3, §4): every other key (bookingValues, infoState, the steps'
 * states and values, promotionPrice, the personal step's dialCountry), so that a key added later is
 * booking data unless it is listed above on purpose. Each tab keeps its own (lib/storage.ts), and
 * the success page clears them.
 */
export const BOOKING_KEYS: readonly StorageKey[] = Object.values(STORAGE_KEYS).filter(
  (key) => !NOT_BOOKING_DATA.has(key),
);
