import { applyPromotionMinor, type PromotionRateMinor } from './promotion.ts';
import { toMinor } from './money.ts';
import { EXTRA_ITEMS, type Extras, type ExtraKey } from './extras.ts';

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
  pet: toMinor(25),
  /** Each bike, per leg: 10 (20 for a return). */
  bike: toMinor(10),
  /** Flexi, per passenger per leg: 5. */
  flexiPerPax: toMinor(5),
  /** Booster and baby seats are free. */
  childSeat: 0,
} as const;

/**
 * The price of one more item of an extra (minor units, spec part 2 §9), as its stepper shows it:
 * beyond the free allowance for luggage, each bike or pet, flexi per passenger, 0 for child seats.
 */
export function extraUnitPriceMinor(key: ExtraKey): number {
  const extra = EXTRA_ITEMS.find((e) => e.info === key)!;
  switch (extra.priced) {
    case 'beyond-allowance':
      return EXTRA_PRICES_MINOR.extraItem;
    case 'per-item':
      return EXTRA_PRICES_MINOR[extra.info];
    case 'per-passenger':
      return EXTRA_PRICES_MINOR.flexiPerPax;
    case 'free':
      return EXTRA_PRICES_MINOR.childSeat;
  }
}

/** Free allowance per passenger: 1 large bag, 1 ski bag, 1 hand luggage (spec part 2 §9). */
export const FREE_PER_PAX = { largeBag: 1, ski: 1, hand: 1 } as const;

/** What the extras of one leg cost, line by line (minor units). */
export interface LegExtrasPrice {
  largeBag: number;
  ski: number;
  hand: number;
  bike: number;
  pet: number;
  childSeats: number;
  flexi: number;
  total: number;
}

/** Extras of one leg carrying `pax` passengers (spec part 2 §9). */
export function legExtrasMinor(extras: Extras, pax: number): LegExtrasPrice {
  const beyond = (count: number, freePerPax: number) => Math.max(0, count - freePerPax * pax);
  const largeBag = beyond(extras.largeBag, FREE_PER_PAX.largeBag) * EXTRA_PRICES_MINOR.extraItem;
  const ski = beyond(extras.ski, FREE_PER_PAX.ski) * EXTRA_PRICES_MINOR.extraItem;
  const hand = beyond(extras.hand, FREE_PER_PAX.hand) * EXTRA_PRICES_MINOR.extraItem;
  const bike = extras.bike * EXTRA_PRICES_MINOR.bike;
  const pet = extras.pet * EXTRA_PRICES_MINOR.pet;
  const childSeats = (extras.rear + extras.front + extras.booster) * EXTRA_PRICES_MINOR.childSeat;
  const flexi = extras.flexi ? EXTRA_PRICES_MINOR.flexiPerPax * pax : 0;
  return {
    largeBag,
    ski,
    hand,
    bike,
    pet,
    childSeats,
    flexi,
    total: largeBag + ski + hand + bike + pet + childSeats + flexi,
  };
}

/** One leg as priced: its fare (before promotion), the promotion, its pax and the extras. */
export interface LegPricing {
  fareMinor: number;
  pax: number;
  /** The promotion in minor units (promotionRateMinor of a quote's promotion). */
  promotion: PromotionRateMinor | null;
  extras: Extras;
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
