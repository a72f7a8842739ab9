import type { Quote } from '@alpine/contract';
import { applyPromotion, round2, type BookingOption, type Row } from '@alpine/domain';
import type { ChosenOption, Promotion } from '../../booking-state/journey.ts';

/** Key of a departure row that survives a promo re-quote (the quoteID changes, the time does not). */
export function rowKey(row: Row<Quote>): string {
  return `${row.date} ${row.depart}`;
}

/** Leg total after the promotion (spec part 1 §4, part 2 §9). */
export function legTotal(row: Row<Quote> | undefined, promotion: Promotion | null): number {
  return row ? applyPromotion(row.price, promotion) : 0;
}

/** Builds the chosen option from a card and its selected rows. */
export function toChosenOption(
  option: BookingOption<Quote>,
  go: Row<Quote>,
  back: Row<Quote> | undefined,
  promotion: Promotion | null,
): ChosenOption {
  const q = go.quote;
  return {
    type: option.type,
    title: option.title,
    icon: option.icon,
    currency: option.currency,
    private: option.private,
    pax: go.pax,
    returnPax: back?.pax ?? null,
    return: back !== undefined,
    returnDate: back?.quote.connection.date ?? null,
    origin: q.origin.locationName,
    destination: q.destination.locationName,
    originId: q.origin.locationID,
    destinationId: q.destination.locationID,
    connection: { date: q.connection.date, time: q.connection.time, modeID: q.connection.modeID },
    price: round2(legTotal(go, promotion) + legTotal(back, promotion)),
    originalPrice: round2(go.price + (back?.price ?? 0)),
    go: [go],
    back: back ? [back] : [],
    quote: q,
    quote1: back?.quote ?? null,
    promotion,
  };
}
