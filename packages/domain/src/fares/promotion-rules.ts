/**
 * Promotion eligibility (spec part 1 §4; DESIGN §5): a code exists, the booking day is inside its
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

/** Normalises a typed code for lookup: trimmed, upper case. Empty = no code. */
export function normalisePromotionCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}
