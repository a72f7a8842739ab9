import { PRIVATE_COACH_ABOVE_PAX, PRIVATE_MAX_PAX } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { perPassenger } from './money.ts';
import { addDurationToTime, formatDuration } from './time.ts';

/** What the options need of a quote (a structural subset of the contract's Quote). */
export interface QuoteLike {
  quoteID: string;
  journey: {
    product?: string;
    private: boolean;
    upgrade: boolean;
    fixed: boolean;
    pax: number;
    time: string;
    date: string;
    duration: number;
    seatsLeft: number | null;
    vehiclesLeft: number | null;
  };
  fare: { price: number; currency: string };
  connection: { time: string };
  status: { statusID: number };
  notices: string[];
}

/** Card types in the spec's card order (part 1 §3 "Option types"). */
export const OPTION_TYPES = [
  'private_coach',
  'private_premium',
  'private_standard',
  'shared_fixed',
  'shared_door',
] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

/** Titles and icons of the cards (spec part 1 §3; icons as in the booking summary). */
export const OPTION_TITLES: Record<OptionType, { title: string; icon: 'bus' | 'car' | 'van' }> = {
  private_coach: { title: 'private coach transfer', icon: 'bus' },
  private_premium: { title: 'premium private transfer', icon: 'car' },
  private_standard: { title: 'standard private transfer', icon: 'car' },
  shared_fixed: { title: 'shared fixed point transfers', icon: 'van' },
  shared_door: { title: 'shared door to door transfers', icon: 'van' },
};

/**
 * A departure row of a card (spec part 1 §3 "Row"): depart and arrival "HH:mm" local, duration
 * "HH:mm", price and seatPrice decimals (seatPrice = price / pax).
 */
export interface Row<Q extends QuoteLike = QuoteLike> {
  id: string;
  date: string;
  depart: string;
  arrival: string;
  duration: string;
  pax: number;
  price: number;
  seatPrice: number;
  seatsLeft: number | null;
  /** Vehicles of the row's class and size free for its working window (ADR 022); null on shared rows. */
  vehiclesLeft: number | null;
  statusID: number;
  quote: Q;
}

/** A result card (spec part 1 §3 "Booking option card"). */
export interface BookingOption<Q extends QuoteLike = QuoteLike> {
  type: OptionType;
  title: string;
  icon: 'bus' | 'car' | 'van';
  private: boolean;
  currency: string;
  go: Row<Q>[];
  back: Row<Q>[];
}

/** Classifies a quote into its card type (spec part 1 §3 "Option types", in that order). */
export function optionTypeOf(q: QuoteLike): OptionType {
  const { journey } = q;
  if (journey.private && journey.pax > PRIVATE_COACH_ABOVE_PAX) return 'private_coach';
  if (journey.private && journey.upgrade) return 'private_premium';
  if (journey.private) return 'private_standard';
  return journey.fixed ? 'shared_fixed' : 'shared_door';
}

function toRow<Q extends QuoteLike>(q: Q): Row<Q> {
  return {
    id: q.quoteID,
    date: q.journey.date,
    depart: q.journey.time,
    arrival: addDurationToTime(q.journey.time, q.journey.duration),
    duration: formatDuration(q.journey.duration),
    pax: q.journey.pax,
    price: q.fare.price,
    seatPrice: perPassenger(q.fare.price, q.journey.pax),
    seatsLeft: q.journey.seatsLeft,
    vehiclesLeft: q.journey.vehiclesLeft,
    statusID: q.status.statusID,
    quote: q,
  };
}

/**
 * Builds the result cards of one mode from the quotes (spec part 1 §2.1, §3, §4): shared mode
 * keeps the shared types, private mode the private ones; cards come in the spec's order with their
 * outbound (`go`) and return (`back`) rows sorted by date and time. For private trips above 32
 * passengers only the first return row is kept (part 1 §2.1). A type with no outbound row, or with
 * no return row on a return search, is left out.
 */
export function buildOptions<Q extends QuoteLike>(
  outbound: readonly Q[],
  back: readonly Q[] | null,
  mode: 'shared' | 'private',
): BookingOption<Q>[] {
  const byWhen = (a: Row<Q>, b: Row<Q>) => (a.date + a.depart).localeCompare(b.date + b.depart);
  return OPTION_TYPES.filter((t) => t.startsWith(mode)).flatMap((type) => {
    const go = outbound
      .filter((q) => optionTypeOf(q) === type)
      .map(toRow)
      .sort(byWhen);
    let backRows = (back ?? [])
      .filter((q) => optionTypeOf(q) === type)
      .map(toRow)
      .sort(byWhen);
    if (type === 'private_coach') backRows = backRows.slice(0, 1);
    if (go.length === 0 || (back !== null && backRows.length === 0)) return [];
    const first = go[0]!;
    return [
      {
        type,
        ...OPTION_TITLES[type],
        private: first.quote.journey.private,
        currency: first.quote.fare.currency,
        go,
        back: backRows,
      },
    ];
  });
}

/**
 * Which message of spec part 1 §8 the results show, or null when there are cards to choose from.
 * `pax` is the outbound passenger count; `isReturn` a return search.
 */
export function resultsMessage(
  outbound: readonly QuoteLike[],
  back: readonly QuoteLike[] | null,
  mode: 'shared' | 'private',
  pax: number,
): string | null {
  const shared = buildOptions(outbound, back, 'shared');
  const priv = buildOptions(outbound, back, 'private');
  if (mode === 'private') {
    if (pax > PRIVATE_MAX_PAX) return MESSAGES.privateOver50;
    return priv.length === 0 ? MESSAGES.noPrivate : null;
  }
  if (shared.length > 0) return null;
  const sharedOutbound = buildOptions(outbound, null, 'shared');
  if (priv.length === 0 && sharedOutbound.length === 0) return MESSAGES.noTransfers;
  if (back !== null && sharedOutbound.length > 0) return MESSAGES.onlyPrivateReturn;
  return MESSAGES.onlyPrivate;
}
