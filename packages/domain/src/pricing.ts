import { applyPromotionMinor, type PromotionRateMinor } from './promotion.ts';
import { toMinor } from './money.ts';
import {
  EXTRA_ITEMS,
  FREE_EXTRAS,
  ITEM_PRICED_EXTRAS,
  type ExtraItem,
  type ExtraKey,
  type ItemPricedKey,
  type WireItems,
} from './extras.ts';

/**
 * Booking pricing (spec part 2 §9). Every amount is integer minor units of the leg's currency;
 * the spec's decimals (20, 25, 10, 5) are the constants below. Used by the site (order summary)
 * and by the server (which decides every price, docs/architecture.md §4).
 */

/** Prices of part 2 §9 in minor units: items beyond the free allowance, pets, bikes, flexi per pax. */
export const EXTRA_PRICES_MINOR = {
  /** Each large bag, ski bag or hand luggage beyond the leg's pax: 20. */
  extraItem: toMinor(20),
  /** Each pet, per leg: 25 (50 for a return). */
  pets: toMinor(25),
  /** Each bike, per leg: 10 (20 for a return). */
  bikes: toMinor(10),
  /** Flexi, per passenger per leg: 5. */
  flexiPerPax: toMinor(5),
  /** Booster and baby seats are free. */
  childSeat: 0,
} as const;

/** The price of one item of a row (minor units, spec part 2 §9); per passenger for flexi. */
function unitPriceMinor(extra: ExtraItem): number {
  switch (extra.priced) {
    case 'beyond-allowance':
      return EXTRA_PRICES_MINOR.extraItem;
    case 'per-item':
      return EXTRA_PRICES_MINOR[extra.wire];
    case 'per-passenger':
      return EXTRA_PRICES_MINOR.flexiPerPax;
    case 'free':
      return EXTRA_PRICES_MINOR.childSeat;
  }
}

/**
 * The price of one more item of an extra (minor units, spec part 2 §9), as its stepper shows it:
 * beyond the free allowance for luggage, each bike or pet, flexi per passenger, 0 for child seats.
 * `key` is the spec part 2 §3 info key the step uses.
 */
export function extraUnitPriceMinor(key: ExtraKey): number {
  return unitPriceMinor(EXTRA_ITEMS.find((e) => e.info === key)!);
}

/** Free allowance per passenger of the luggage priced beyond it: 1 of each (spec part 2 §9). */
export const FREE_PER_PAX = 1;

/** What the extras of one leg cost, line by line (minor units), under the spec part 2 §7 names. */
export type LegExtrasPrice = { [K in ItemPricedKey]: number } & {
  childSeats: number;
  flexi: number;
  total: number;
};

/** Extras of one leg carrying `pax` passengers (spec part 2 §9); `items` under their part 2 §7 names. */
export function legExtrasMinor(items: WireItems, pax: number): LegExtrasPrice {
  const lines = Object.fromEntries(
    ITEM_PRICED_EXTRAS.map((e) => {
      const charged =
        e.priced === 'beyond-allowance' ? Math.max(0, items[e.wire] - FREE_PER_PAX * pax) : items[e.wire];
      return [e.wire, charged * unitPriceMinor(e)];
    }),
  ) as { [K in ItemPricedKey]: number };
  const childSeats = FREE_EXTRAS.reduce((sum, e) => sum + items[e.wire] * unitPriceMinor(e), 0);
  const flexi = items.flexi ? EXTRA_PRICES_MINOR.flexiPerPax * pax : 0;
  const itemsTotal = Object.values(lines).reduce((sum, minor) => sum + minor, 0);
  return { ...lines, childSeats, flexi, total: itemsTotal + childSeats + flexi };
}

/** One leg as priced: its fare (before promotion), the promotion, its pax and the extras. */
export interface LegPricing {
  fareMinor: number;
  pax: number;
  /** The promotion in minor units (promotionRateMinor of a quote's promotion). */
  promotion: PromotionRateMinor | null;
  /** The leg's items under their spec part 2 §7 names (the site: wireItemsOf its info). */
  extras: WireItems;
}

/** A leg's price (minor): base after promotion plus extras (spec part 2 §9, part 1 §4). */
export function legPriceMinor(leg: LegPricing): {
  baseMinor: number;
  originalBaseMinor: number;
  extras: LegExtrasPrice;
  totalMinor: number;
} {
  const baseMinor = applyPromotionMinor(leg.fareMinor, leg.promotion);
  const extras = legExtrasMinor(leg.extras, leg.pax);
  return { baseMinor, originalBaseMinor: leg.fareMinor, extras, totalMinor: baseMinor + extras.total };
}

/** Total = outbound plus return if any (spec part 2 §9), minor units. */
export function bookingTotalMinor(legs: readonly LegPricing[]): number {
  return legs.reduce((sum, leg) => sum + legPriceMinor(leg).totalMinor, 0);
}

/** The payment amount as the payment service receives it: minor units and 'chf' or 'eur' (spec part 2 §7, §9). */
export function paymentAmount(
  totalMinor: number,
  currency: string,
): { amount: number; currency: 'chf' | 'eur' } {
  return { amount: totalMinor, currency: currency.toUpperCase() === 'CHF' ? 'chf' : 'eur' };
}
