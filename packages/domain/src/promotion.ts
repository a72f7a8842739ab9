import { fromMinor, toMinor } from './money.ts';

/**
 * A promotion as quotes carry it on the wire (spec part 1 §3-§4, part 2 §9): a percentage added
 * to the leg total (negative = discount) or a fixed decimal amount added to it (negative = discount).
 */
export interface PromotionRate {
  percentage: number | null;
  price: number | null;
}

/** The same promotion inside (ADR 014): the fixed amount in integer minor units of the leg's currency. */
export interface PromotionRateMinor {
  percentage: number | null;
  fixedMinor: number | null;
}

/** A quote's promotion (decimal, the wire) -> minor units: the one place its fixed amount crosses (ADR 014). */
export function promotionRateMinor(promotion: PromotionRate | null | undefined): PromotionRateMinor | null {
  if (!promotion) return null;
  return {
    percentage: promotion.percentage ?? null,
    fixedMinor: promotion.price === null || promotion.price === undefined ? null : toMinor(promotion.price),
  };
}

/**
 * The least a promotion leaves of a leg's total, minor units: 0.50 CHF or EUR, the least a card
 * gateway charges (Stripe's minimum in both currencies). A larger discount (a fixed amount over the
 * fare, 99 % of a small fare) would make a booking no payment can confirm, its seats held for
 * nothing; it takes the total down to this instead (a total already below it is kept).
 */
export const PROMOTION_FLOOR_MINOR = 50;

/**
 * Leg total after the promotion, in minor units (spec part 1 §4: the percentage is applied to each
 * leg total and rounded half away from zero to the minor unit; part 2 §9: a fixed amount adjusts
 * the total). Never below PROMOTION_FLOOR_MINOR, or the total itself when that is less.
 */
export function applyPromotionMinor(
  totalMinor: number,
  promotion: PromotionRateMinor | null | undefined,
): number {
  if (!promotion) return totalMinor;
  let result = totalMinor;
  if (promotion.percentage !== null && promotion.percentage !== undefined) {
    result = totalMinor + Math.round((totalMinor * promotion.percentage) / 100);
  } else if (promotion.fixedMinor !== null && promotion.fixedMinor !== undefined) {
    result = totalMinor + promotion.fixedMinor;
  }
  return Math.max(Math.min(totalMinor, PROMOTION_FLOOR_MINOR), result);
}

/** Same as applyPromotionMinor on a decimal total and a quote's promotion: returns a decimal with 2 decimals (the results page). */
export function applyPromotion(total: number, promotion: PromotionRate | null | undefined): number {
  return fromMinor(applyPromotionMinor(toMinor(total), promotionRateMinor(promotion)));
}
