import type { OwnBooking } from '@alpine/contract';
import { travellerMay } from '@alpine/domain';

/** The 'Filter by Date' choices (part 2 §2.8): all, upcoming, past or one month 'YYYY-MM'. */
export type DateFilter = 'all' | 'upcoming' | 'past' | `month:${string}`;

/** Local date and time of a booking's first pick-up ("YYYY-MM-DD HH:mm"); its creation when it has no leg. */
export function travelKey(booking: OwnBooking): string {
  const first = booking.legs[0];
  return first ? `${first.date} ${first.time}` : booking.createdAt.slice(0, 16).replace('T', ' ');
}

/** Upcoming while its first pick-up is today or later (the local date of the Alps). */
export function isUpcoming(booking: OwnBooking, today: string): boolean {
  return travelKey(booking).slice(0, 10) >= today;
}

/**
 * True when My Bookings offers Cancel: the transition table lets a traveller cancel in this state
 * (the server's rule too, ADR 021: a confirmed booking, not one awaiting review) and it is upcoming.
 */
export function mayCancel(booking: OwnBooking, today: string): boolean {
  return travellerMay(booking.state, 'cancel') && isUpcoming(booking, today);
}

/** Next booking first: upcoming ones soonest first, then past ones latest first. */
export function sortBookings(bookings: readonly OwnBooking[], today: string): OwnBooking[] {
  const upcoming = bookings.filter((b) => isUpcoming(b, today));
  const past = bookings.filter((b) => !isUpcoming(b, today));
  upcoming.sort((a, b) => travelKey(a).localeCompare(travelKey(b)));
  past.sort((a, b) => travelKey(b).localeCompare(travelKey(a)));
  return [...upcoming, ...past];
}

/** The months ('YYYY-MM') in which a booking travels, in calendar order. */
export function bookingMonths(bookings: readonly OwnBooking[]): string[] {
  const months = new Set<string>();
  for (const booking of bookings) {
    for (const leg of booking.legs) months.add(leg.date.slice(0, 7));
    if (booking.legs.length === 0) months.add(travelKey(booking).slice(0, 7));
  }
  return [...months].sort();
}

/** The bookings the filter keeps, next booking first. */
export function filterBookings(
  bookings: readonly OwnBooking[],
  filter: DateFilter,
  today: string,
): OwnBooking[] {
  const sorted = sortBookings(bookings, today);
  if (filter === 'all') return sorted;
  if (filter === 'upcoming') return sorted.filter((b) => isUpcoming(b, today));
  if (filter === 'past') return sorted.filter((b) => !isUpcoming(b, today));
  const month = filter.slice('month:'.length);
  return sorted.filter((b) =>
    b.legs.length ? b.legs.some((leg) => leg.date.startsWith(month)) : travelKey(b).startsWith(month),
  );
}
