import { legPriceMinor } from '@alpine/domain';
import type { StoredItems } from './booking-records.ts';

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
  return legPriceMinor({
    fareMinor: leg.fareMinor,
    pax: leg.pax,
    promotion: leg.promotion,
    extras: leg.items,
  }).totalMinor;
}
