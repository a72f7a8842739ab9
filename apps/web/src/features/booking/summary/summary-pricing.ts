import {
  bookingTotalMinor,
  legPriceMinor,
  promotionRateMinor,
  toMinor,
  wireItemsOf,
  type Extras,
  type LegPricing,
  type LegExtrasPrice,
} from '@alpine/domain';
import type { Journey } from '../../../booking-state/journey.ts';

/**
 * The priced legs of a journey with its extras (spec part 2 §9: the same extras on each leg), the
 * step's info names turned into the part 2 §7 items the server prices too (wireItemsOf).
 */
export function journeyLegs(journey: Journey, extras: Extras): LegPricing[] {
  const items = wireItemsOf(extras);
  const rows = [journey.go[0], journey.back[0]].filter((row) => row !== undefined);
  return rows.map((row) => ({
    fareMinor: toMinor(row.price),
    pax: row.pax,
    promotion: promotionRateMinor(journey.promotion),
    extras: items,
  }));
}

/** What the order summary shows, in minor units (spec part 2 §2.5, §9). */
export interface SummaryAmounts {
  legs: { baseMinor: number; extras: LegExtrasPrice; totalMinor: number }[];
  /** Each extra over both legs (the return doubles pets and bikes, part 2 §9). */
  extras: LegExtrasPrice;
  totalMinor: number;
  /** The total before the promotion, or null when there is none (part 2 §2.5, §9). */
  originalTotalMinor: number | null;
}

/** Sums each line of the legs' extras prices (every key of LegExtrasPrice, whatever the extras are). */
const sumExtras = (list: LegExtrasPrice[]): LegExtrasPrice => {
  const sum: Record<string, number> = {};
  for (const e of list) for (const [k, v] of Object.entries(e)) sum[k] = (sum[k] ?? 0) + v;
  return sum as unknown as LegExtrasPrice;
};

/** Amounts of the order summary, all from the domain formulas (spec part 2 §9). */
export function summaryAmounts(journey: Journey, extras: Extras): SummaryAmounts {
  const legs = journeyLegs(journey, extras);
  const priced = legs.map((leg) => legPriceMinor(leg));
  return {
    legs: priced,
    extras: sumExtras(priced.map((p) => p.extras)),
    totalMinor: bookingTotalMinor(legs),
    originalTotalMinor: journey.promotion
      ? bookingTotalMinor(legs.map((leg) => ({ ...leg, promotion: null })))
      : null,
  };
}
