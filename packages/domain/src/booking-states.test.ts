import { describe, expect, it } from 'vitest';
import {
  BOOKING_EVENT_ACTORS,
  BOOKING_STATES,
  BookingTransitionRefused,
  INITIAL_BOOKING_STATE,
  LISTED_IN_MY_BOOKINGS,
  ON_OPERATOR_DAY,
  bookingTransition,
  nextBookingState,
  statesAccepting,
  statesWhere,
  targetOf,
  travellerMay,
  unhandledState,
  type BookingEvent,
  type BookingState,
} from './booking-states.ts';
import { needsReview } from './constants.ts';

const EVENTS = Object.keys(BOOKING_EVENT_ACTORS) as BookingEvent[];

/** Every allowed transition, written out once more by hand: the table must say exactly these (ADR 021). */
const ALLOWED: [BookingState, BookingEvent, BookingState][] = [
  ['pending_payment', 'change', 'pending_payment'],
  ['pending_payment', 'pay', 'pending_payment'],
  ['pending_payment', 'request_review', 'awaiting_review'],
  ['pending_payment', 'paid', 'confirmed'],
  ['pending_payment', 'holds_expired', 'expired'],
  ['awaiting_review', 'accept', 'pending_payment'],
  ['awaiting_review', 'decline', 'cancelled'],
  ['awaiting_review', 'review_expired', 'expired'],
  ['confirmed', 'cancel', 'cancelled'],
  ['expired', 'paid', 'confirmed'],
];

describe('booking states and transitions (ADR 021)', () => {
  it.each(ALLOWED)('%s --%s--> %s', (state, event, next) => {
    expect(nextBookingState(state, event)).toBe(next);
    expect(bookingTransition(state as 'pending_payment', event as 'pay')).toBe(next);
  });

  const refused = BOOKING_STATES.flatMap((state) =>
    EVENTS.filter((event) => !ALLOWED.some(([s, e]) => s === state && e === event)).map(
      (event) => [state, event] as const,
    ),
  );

  it.each(refused)('%s refuses %s', (state, event) => {
    expect(nextBookingState(state, event)).toBeNull();
    // Literal pairs outside the table do not compile; a refused pair that slips through throws.
    expect(() => bookingTransition(state as 'confirmed', event as 'cancel')).toThrow(
      BookingTransitionRefused,
    );
  });

  it('covers every state × event pair once (allowed or refused)', () => {
    expect(ALLOWED.length + refused.length).toBe(BOOKING_STATES.length * EVENTS.length);
  });

  it('a new booking starts pending payment; cancelled is final', () => {
    expect(INITIAL_BOOKING_STATE).toBe('pending_payment');
    expect(EVENTS.map((event) => nextBookingState('cancelled', event)).filter(Boolean)).toEqual([]);
  });

  it('the states an event leaves from, and its one target (the conditional UPDATEs)', () => {
    expect(statesAccepting('paid')).toEqual(['pending_payment', 'expired']);
    expect(targetOf('paid')).toBe('confirmed');
    expect(statesAccepting('cancel')).toEqual(['confirmed']);
    for (const event of EVENTS) expect(BOOKING_STATES).toContain(targetOf(event));
  });

  it('a traveller pays and changes a pending booking, cancels a confirmed one, never one awaiting review', () => {
    expect(travellerMay('pending_payment', 'pay')).toBe(true);
    expect(travellerMay('pending_payment', 'change')).toBe(true);
    expect(travellerMay('pending_payment', 'request_review')).toBe(true);
    expect(travellerMay('confirmed', 'cancel')).toBe(true);
    expect(travellerMay('awaiting_review', 'cancel')).toBe(false);
    expect(travellerMay('awaiting_review', 'pay')).toBe(false);
    expect(travellerMay('expired', 'pay')).toBe(false);
    expect(travellerMay('confirmed', 'change')).toBe(false);
    expect(travellerMay('pending_payment', 'cancel')).toBe(false);
  });

  it('My Bookings lists confirmed, awaiting review and cancelled bookings', () => {
    expect(statesWhere(LISTED_IN_MY_BOOKINGS)).toEqual(['awaiting_review', 'confirmed', 'cancelled']);
  });

  it('the operator day plans confirmed bookings and those awaiting review', () => {
    expect(statesWhere(ON_OPERATOR_DAY)).toEqual(['awaiting_review', 'confirmed']);
  });

  it('unhandledState throws for a state a switch forgot', () => {
    expect(() => unhandledState('on_hold' as never)).toThrow(/on_hold/);
  });
});

describe('needsReview (spec part 2 §4)', () => {
  it('is statusID 1 only', () => {
    expect(needsReview(1)).toBe(true);
    expect(needsReview(2)).toBe(false);
    expect(needsReview(null)).toBe(false);
    expect(needsReview(undefined)).toBe(false);
  });
});
