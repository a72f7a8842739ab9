/**
 * A booking's states and the events that move it, declared once (ADR 021; spec part 2 §4, §7).
 *
 * BOOKING_TRANSITIONS is the one table `state × event → state`: a missing cell is a refused event.
 * Every write of a booking's state asks it (the repositories' conditional UPDATEs), and so do the
 * site's rules for what a traveller may do (travellerMay). Every map keyed by state is a
 * `Record<BookingState, …>`, so a new state makes the compiler list each place to handle it.
 */

/** The states of a booking, in the order a booking usually lives them. */
export const BOOKING_STATES = [
  'pending_payment',
  'awaiting_review',
  'confirmed',
  'cancelled',
  'expired',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** The state a new booking is created in (POST /api/v1/bookings, spec part 2 §7). */
export const INITIAL_BOOKING_STATE = 'pending_payment' satisfies BookingState;

/**
 * The events, and who causes each:
 * - traveller: `change` (add a journey), `pay` (start a payment), `request_review` (send a booking
 *   with a leg that needs review to the operator, spec part 2 §4), `cancel` (spec part 2 §2.8);
 * - operator: `accept` (a pay link follows, ADR 019), `decline` (with a reason);
 * - system: `paid` (the gateway took the money, also after the holds expired, ADR 006),
 *   `holds_expired` (the seat holds ran out unpaid), `review_expired` (the operator did not answer
 *   before the deadline, ADR 010).
 */
export const BOOKING_EVENT_ACTORS = {
  change: 'traveller',
  pay: 'traveller',
  request_review: 'traveller',
  cancel: 'traveller',
  accept: 'operator',
  decline: 'operator',
  paid: 'system',
  holds_expired: 'system',
  review_expired: 'system',
} as const satisfies Record<string, 'traveller' | 'operator' | 'system'>;
export type BookingEvent = keyof typeof BOOKING_EVENT_ACTORS;

/** What a traveller may do with a booking: the events a traveller causes. */
export type TravellerAction = {
  [E in BookingEvent]: (typeof BOOKING_EVENT_ACTORS)[E] extends 'traveller' ? E : never;
}[BookingEvent];

/**
 * The transition table: for each state, the events it accepts and the state each leads to. `change`
 * and `pay` keep the state (a payment moves it only once `paid`).
 */
export const BOOKING_TRANSITIONS = {
  pending_payment: {
    change: 'pending_payment',
    pay: 'pending_payment',
    request_review: 'awaiting_review',
    paid: 'confirmed',
    holds_expired: 'expired',
  },
  awaiting_review: { accept: 'pending_payment', decline: 'cancelled', review_expired: 'expired' },
  confirmed: { cancel: 'cancelled' },
  cancelled: {},
  expired: { paid: 'confirmed' },
} as const satisfies Record<BookingState, Partial<Record<BookingEvent, BookingState>>>;

/** The events state `S` accepts (a compile-time view of the table). */
export type EventOf<S extends BookingState> = keyof (typeof BOOKING_TRANSITIONS)[S] & BookingEvent;

const TABLE: Record<BookingState, Partial<Record<BookingEvent, BookingState>>> = BOOKING_TRANSITIONS;

/** The state `event` leads `state` to, or null when the table refuses it. */
export function nextBookingState(state: BookingState, event: BookingEvent): BookingState | null {
  return TABLE[state]?.[event] ?? null;
}

/** A transition the table refuses (a programming error, not a traveller's: the services answer 409 first). */
export class BookingTransitionRefused extends Error {
  constructor(
    readonly state: string,
    readonly event: BookingEvent,
  ) {
    super(`A booking in state ${state} does not accept the event ${event} (ADR 021).`);
    this.name = 'BookingTransitionRefused';
  }
}

/**
 * The state `event` leads `state` to; for the writes of the repositories. Checked twice: literal
 * arguments outside the table do not compile, and any other refused pair throws
 * BookingTransitionRefused.
 */
export function bookingTransition<S extends BookingState, E extends EventOf<S>>(
  state: S,
  event: E,
): BookingState {
  const next = nextBookingState(state, event);
  if (next === null) throw new BookingTransitionRefused(state, event);
  return next;
}

/** The states that accept `event`, in BOOKING_STATES order (for `WHERE state IN (…)`). */
export function statesAccepting(event: BookingEvent): BookingState[] {
  return BOOKING_STATES.filter((state) => nextBookingState(state, event) !== null);
}

/**
 * The one state `event` leads to from every state that accepts it; throws when the table sends it
 * to two states or accepts it nowhere (an UPDATE of several source states needs one target).
 */
export function targetOf(event: BookingEvent): BookingState {
  const targets = new Set(statesAccepting(event).map((state) => nextBookingState(state, event)));
  const [target] = targets;
  if (targets.size !== 1 || !target)
    throw new Error(`The event ${event} has no single target state (ADR 021).`);
  return target;
}

/** True when a traveller may do `action` with a booking in `state` (the site's buttons, the server's 409s). */
export function travellerMay(state: BookingState, action: TravellerAction): boolean {
  return nextBookingState(state, action) !== null;
}

/** The states a traveller sees in My Bookings (spec part 2 §2.8): a booking they made and did not abandon. */
export const LISTED_IN_MY_BOOKINGS: Record<BookingState, boolean> = {
  pending_payment: false,
  awaiting_review: true,
  confirmed: true,
  cancelled: true,
  expired: false,
};

/**
 * The states whose private and coach legs the operator's day lists (ADR 019): confirmed, and
 * awaiting review (the operator may still accept it, so the drive is planned).
 */
export const ON_OPERATOR_DAY: Record<BookingState, boolean> = {
  pending_payment: false,
  awaiting_review: true,
  confirmed: true,
  cancelled: false,
  expired: false,
};

/** The states where `rule` holds, in BOOKING_STATES order (for `WHERE state IN (…)`). */
export function statesWhere(rule: Record<BookingState, boolean>): BookingState[] {
  return BOOKING_STATES.filter((state) => rule[state]);
}

/** Fails to compile when a `switch` over states misses one (`default: return unhandledState(state)`). */
export function unhandledState(state: never): never {
  throw new Error(`Unhandled booking state ${String(state)} (ADR 021).`);
}
