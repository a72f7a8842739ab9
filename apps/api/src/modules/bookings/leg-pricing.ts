import type { LegItems } from '@alpine/contract';
import { fromMinor, legPriceMinor, type Extras } from '@alpine/domain';
import type { StoredItems } from './booking-records.ts';

/** A leg's items with flexi as 0 or 1, as stored. */
export function storedItems(items: LegItems): StoredItems {
  return { ...items, flexi: items.flexi === true || items.flexi === 1 ? 1 : 0 };
}

/** The extras of @alpine/domain pricing from a leg's items (spec part 2 §3 "Extras (info)", §7 items). */
export function extrasOf(items: StoredItems): Extras {
  return {
    largeBag: items.bags,
    ski: items.skis,
    hand: items.handLuggage,
    bike: items.bikes,
    pet: items.pets,
    rear: items.seatsR,
    front: items.seatsF,
    booster: items.seatsB,
    flexi: items.flexi,
  };
}

/**
 * A leg's price in minor units, decided by the server alone (DESIGN §4): legPriceMinor of
 * @alpine/domain (spec part 2 §9) over the signed quote's fare and pax, the promotion's stored
 * rate (percentage, or fixed amount in minor units) and the extras.
 */
export function priceLegMinor(leg: {
  fareMinor: number;
  pax: number;
  promotion: { percentage: number | null; fixedMinor: number | null } | null;
  items: StoredItems;
}): number {
  const promotion = leg.promotion
    ? {
        percentage: leg.promotion.percentage,
        price: leg.promotion.fixedMinor === null ? null : fromMinor(leg.promotion.fixedMinor),
      }
    : null;
  return legPriceMinor({ fareMinor: leg.fareMinor, pax: leg.pax, promotion, extras: extrasOf(leg.items) })
    .totalMinor;
}
