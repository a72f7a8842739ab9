import { STORAGE_KEYS as SEARCH_STORAGE_KEYS } from '@alpine/domain';

/**
 * Browser storage keys (spec part 1 §9 "bookingValues, infoState"; part 1 §3 "Auth token"; part 2 §3).
 * Every key the site writes is listed here so later steps can clear them all (part 2 §4).
 */
export const STORAGE_KEYS = {
  ...SEARCH_STORAGE_KEYS,
  /** The anonymous application token with its computed expiry (part 1 §3 "Auth token"). */
  token: 'token',
  /** The signed-in customer's token with its expiry (issue 4); localStorage when remembered, else sessionStorage. */
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
  /** The completion flag: 'yes' once a booking is complete (part 2 §3, §4). */
  completed: 'bookingCompleted',
  /** When the page last reloaded itself for a missing code chunk, ms since 1970, in sessionStorage (issue 9 §1). */
  chunkReloadAt: 'chunkReloadAt',
  /** The last paid booking's success state, in sessionStorage: Back after paying shows it (issue 10 §6). */
  paidBooking: 'paidBooking',
  /** The operator's token at /operator (issue 12 §1), in sessionStorage: a closed tab logs the desk out. */
  operatorToken: 'operatorToken',
  /**
   * The contact form's typed fields, in sessionStorage: kept across a language switch (the page of
   * the other language mounts a new form) and a reload, removed once the message is sent.
   */
  contactDraft: 'contactDraft',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
