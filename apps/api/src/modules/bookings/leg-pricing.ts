import type { LegItems } from '@alpine/contract';
import { extrasOfWire, legPriceMinor } from '@alpine/domain';
import type { StoredItems } from './booking-records.ts';

/** A leg's items with flexi as 0 or 1, as stored. */
export function storedItems(items: LegItems): StoredItems {
  return { ...items, flexi: items.flexi === true || items.flexi === 1 ? 1 : 0 };
}

/**
 * A leg's price in minor units, decided by the server alone (docs/architecture.md §4): legPriceMinor of
 * @alpine/domain (spec part 2 §9) over the signed quote's fare and pax, the promotion's stored
 * rate (percentage, or fixed amount in minor units) and the extras.
 */
export function priceLegMinor(leg: {
  fareMinor: number;
  pax: number;
  promotion: { percentage: number | null; fixedMinor: number | null } | null;
  items: StoredItems;
}): number {
  return legPriceMinor({
    fareMinor: leg.fareMinor,
    pax: leg.pax,
    promotion: leg.promotion,
    extras: extrasOfWire(leg.items),
  }).totalMinor;
}
