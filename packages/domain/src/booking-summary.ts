import { EXTRA_ITEMS, extraByName, type SummaryCountKey } from './extras.ts';

/**
 * Booking summary of find-booking (spec part 1 §3 "Booking summary"): the classification of a
 * booked leg and the item counts the summary card shows.
 */

/** Above this many passengers a booking is a private coach transfer (spec part 1 §3). */
export const COACH_SUMMARY_MIN_PAX = 33;

export type BookingSummaryKind =
  'private coach transfers' | 'private premium transfers' | 'private transfers' | 'shared transfers';

export type BookingSummaryIcon = 'bus' | 'car' | 'vans';

export interface BookingClassification {
  title: BookingSummaryKind;
  icon: BookingSummaryIcon;
}

export interface ClassifyBookingInput {
  private: boolean;
  pax: number;
  /** connection.flight of the leg; an empty or missing value counts as no flight. */
  flight?: string | null;
}

/**
 * Classifies a booked leg, checked in the spec's order: more than 32 passengers = private coach
 * (bus); private with a flight value = private premium (car); other private = private (car);
 * not private = shared (vans).
 */
export function classifyBooking(input: ClassifyBookingInput): BookingClassification {
  if (input.pax > 32) return { title: 'private coach transfers', icon: 'bus' };
  if (input.private) {
    const hasFlight = typeof input.flight === 'string' && input.flight.trim() !== '';
    return hasFlight
      ? { title: 'private premium transfers', icon: 'car' }
      : { title: 'private transfers', icon: 'car' };
  }
  return { title: 'shared transfers', icon: 'vans' };
}

/** The find-booking summary counts (spec part 1 §3), keyed by the spec's count names. */
export type SummaryCounts = Record<SummaryCountKey, number>;

/**
 * Sums the items of one or more legs into the summary counts (spec part 1 §3); each item name
 * maps to its count through the extras table (extras.ts); other items are ignored.
 */
export function summaryCounts(items: readonly { item: string; quantity: number }[]): SummaryCounts {
  const counts = Object.fromEntries(
    EXTRA_ITEMS.flatMap((e) => (e.summary ? [[e.summary, 0]] : [])),
  ) as SummaryCounts;
  for (const { item, quantity } of items) {
    const key = extraByName(item)?.summary;
    if (key) counts[key] += quantity;
  }
  return counts;
}
