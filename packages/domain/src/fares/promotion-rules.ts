/**
 * Promotion eligibility (spec part 1 §4; ADR 004): a code exists, the booking day is inside its
 * validity dates (inclusive, local "YYYY-MM-DD") and it has uses left. An unknown, expired or
 * used-up code gives no promotion, and the site then shows 'Promo code not found'.
 */
export interface PromotionRecord {
  promotionID: number;
  code: string;
  percentage: number | null;
  fixedAmountMinor: number | null;
  validFrom: string;
  validTo: string;
  maxUses: number | null;
  uses: number;
}

/** True when `promotion` may be applied on the local day `today`. */
export function isPromotionUsable(promotion: PromotionRecord, today: string): boolean {
  if (today < promotion.validFrom || today > promotion.validTo) return false;
  return promotion.maxUses === null || promotion.uses < promotion.maxUses;
}

/**
 * Why a promotion can or cannot be used on the local day `today` ("YYYY-MM-DD"), as the operator's
 * console shows it (ADR 019): 'paused' (the operator paused it), else 'notYetValid' (before
 * its first day), 'expired' (after its last day), 'usedUp' (uses reached its limit), else 'active'.
 * 'active' exactly when the quote search accepts the code (not paused, and isPromotionUsable).
 */
export type PromotionStatus = 'paused' | 'notYetValid' | 'expired' | 'usedUp' | 'active';

export function promotionStatus(
  promotion: PromotionRecord & { paused: boolean },
  today: string,
): PromotionStatus {
  if (promotion.paused) return 'paused';
  if (today < promotion.validFrom) return 'notYetValid';
  if (today > promotion.validTo) return 'expired';
  if (promotion.maxUses !== null && promotion.uses >= promotion.maxUses) return 'usedUp';
  return 'active';
}

/** Normalises a typed code for lookup: trimmed, upper case. Empty = no code. */
export function normalisePromotionCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}
