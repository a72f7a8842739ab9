import { PAX_MAX, PRIVATE_MAX_PAX } from './constants.ts';

/**
 * The smallest group that the network cannot carry in one booking: above the largest private
 * transfer (spec part 1 §9: no private option above 50 passengers), up to the form's 99 (§5).
 */
export const GROUP_MIN_PAX = PRIVATE_MAX_PAX + 1;
/** The largest group the search form offers (spec part 1 §5, §9: 1 to 99 passengers). */
export const GROUP_MAX_PAX = PAX_MAX;

/**
 * The parties a group of `pax` passengers can book now, each a search of its own: parties of at
 * most `max` (PRIVATE_MAX_PAX, 50: the largest private transfer, spec part 1 §9), the largest
 * first, as few as possible (60 -> [50, 10]; 99 -> [50, 49]; 100 -> [50, 50]). A group that fits
 * in one party is that party alone ([pax]); 0 or less, or a non-integer, is [] (nothing to split).
 * Pure: passenger counts in, passenger counts out.
 */
export function splitGroup(pax: number, max: number = PRIVATE_MAX_PAX): number[] {
  if (!Number.isInteger(pax) || pax < 1 || !Number.isInteger(max) || max < 1) return [];
  const parties: number[] = [];
  for (let left = pax; left > 0; left -= max) parties.push(Math.min(left, max));
  return parties;
}
