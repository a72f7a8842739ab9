/**
 * Business constants of the spec, each with the section it comes from.
 * Amounts are decimals in the fare's currency unless the name says Minor.
 */

/** Passenger choices 1 to 99 (spec part 1 §5, §9). */
export const PAX_MIN = 1;
export const PAX_MAX = 99;
/** Minute list in steps of 5; hour list 00-23 (spec part 1 §9). */
export const MINUTE_STEP = 5;
export const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
export const MINUTES = Array.from({ length: 60 / MINUTE_STEP }, (_, i) =>
  String(i * MINUTE_STEP).padStart(2, '0'),
);
/** Private coach above 32 passengers; no private option above 50 (spec part 1 §9). */
export const PRIVATE_COACH_ABOVE_PAX = 32;
export const PRIVATE_MAX_PAX = 50;
/** brandID is always 1 (spec part 1 §9). */
export const BRAND_ID = 1;
/** Connection modes (spec part 1 §9); 0 = none chosen yet (part 1 §3). */
export const CONNECTION_MODES = { 1: 'Flight', 2: 'Train', 3: 'Other' } as const;
export type ConnectionModeId = 0 | 1 | 2 | 3;
/** Layout breakpoints in CSS px (spec part 1 §9, part 2 §9). */
export const BREAKPOINTS = { mobile: 768, narrow: 711, timeList: 700, tablet: 1024 } as const;
/** Promo input delay and toast auto-hide, milliseconds (spec part 1 §9). */
export const PROMO_INPUT_DELAY_MS = 500;
export const TOAST_MS = 5000;
/** Free waiting in hours (spec part 1 §2.1, §9). */
export const FREE_WAITING_HOURS = { private_standard: 1, private_premium: 2 } as const;
/** Browser storage keys of the search step (spec part 1 §9). */
export const STORAGE_KEYS = { bookingValues: 'bookingValues', infoState: 'infoState' } as const;
/**
 * Quote status (spec part 2 §4): 1 = the operator reviews it before the traveller pays (a coach on
 * request, a departure too soon); 2 = bookable now. Ask needsReview rather than compare to 1.
 */
export const STATUS_NEEDS_REVIEW = 1;
export const STATUS_BOOKABLE = 2;

/** True when a quote or leg of this statusID needs the operator's review before payment (spec part 2 §4). */
export function needsReview(statusID: number | null | undefined): boolean {
  return statusID === STATUS_NEEDS_REVIEW;
}

/** Fare-engine constants (ADR 004). Minutes unless stated. */
export const FARE_ENGINE = {
  /** Return: departures reach the hub between 3 h and 2 h before the flight. */
  returnArriveBeforeMinMinutes: 120,
  returnArriveBeforeMaxMinutes: 180,
  /** Outbound: departures offered from the connection time plus this buffer, by connection mode. */
  outboundBufferMinutes: { 0: 30, 1: 30, 2: 15, 3: 0 } as Record<ConnectionModeId, number>,
  /** Outbound: how long after the connection shared departures are still offered. */
  outboundWindowMinutes: 240,
  /** Private standard return: reach the hub this long before the flight (middle of 2-3 h). */
  privateReturnArriveBeforeMinutes: 150,
  /** Premium and coach offer their own times: this many options, this far apart. */
  premiumOptions: 5,
  premiumStepMinutes: 30,
  /** Departures sooner than this after `now` are statusID 1 (too soon to guarantee). */
  tooSoonHours: 24,
  /** Quote lifetime (docs/architecture.md §4): 30 minutes. */
  quoteTtlSeconds: 30 * 60,
} as const;
