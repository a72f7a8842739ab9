import { fromMinor, toMinor } from './money.ts';

/**
 * A promotion as quotes carry it (spec part 1 §3-§4, part 2 §9): a percentage added to the leg
 * total (negative = discount) or a fixed decimal amount added to it (negative = discount).
 */
export interface PromotionRate {
  percentage: number | null;
  price: number | null;
}

/**
 * Leg total after the promotion, in minor units (spec part 1 §4: the percentage is applied to each
 * leg total and rounded to 2 decimals; part 2 §9: a fixed amount adjusts the total). Never below 0.
 */
export function applyPromotionMinor(totalMinor: number, promotion: PromotionRate | null | undefined): number {
  if (!promotion) return totalMinor;
  let result = totalMinor;
  if (promotion.percentage !== null && promotion.percentage !== undefined) {
    result = totalMinor + Math.round((totalMinor * promotion.percentage) / 100);
  } else if (promotion.price !== null && promotion.price !== undefined) {
    result = totalMinor + toMinor(promotion.price);
  }
  return Math.max(0, result);
}

/** Same as applyPromotionMinor on a decimal total: returns a decimal with 2 decimals. */
export function applyPromotion(total: number, promotion: PromotionRate | null | undefined): number {
  return fromMinor(applyPromotionMinor(toMinor(total), promotion));
}
