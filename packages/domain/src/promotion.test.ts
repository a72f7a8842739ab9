import { describe, expect, it } from 'vitest';
import {
  applyPromotion,
  applyPromotionMinor,
  PROMOTION_FLOOR_MINOR,
  promotionRateMinor,
} from './promotion.ts';
import {
  isPromotionUsable,
  normalisePromotionCode,
  promotionStatus,
  type PromotionRecord,
} from './fares/promotion-rules.ts';

describe('promotion applied to each leg total, rounded to 2 decimals (spec part 1 §4, part 2 §9)', () => {
  it.each([
    [78, { percentage: -10, price: null }, 70.2],
    [118, { percentage: -15, price: null }, 100.3],
    [33.33, { percentage: -10, price: null }, 30],
    [240, { percentage: null, price: -15 }, 225],
    [240, { percentage: 5, price: null }, 252],
    [10, { percentage: null, price: -15 }, 0.5],
    [78, null, 78],
  ])('%s with %j = %s', (total, promotion, expected) => {
    expect(applyPromotion(total, promotion)).toBe(expected);
  });

  it('never leaves less than the least a card is charged (0.50): a discount over the fare would make a booking nobody can pay', () => {
    expect(applyPromotionMinor(3900, { percentage: null, fixedMinor: -5000 })).toBe(PROMOTION_FLOOR_MINOR);
    expect(applyPromotionMinor(3900, { percentage: null, fixedMinor: -3900 })).toBe(50);
    expect(applyPromotionMinor(3900, { percentage: null, fixedMinor: -3800 })).toBe(100);
    expect(applyPromotionMinor(39, { percentage: -99, fixedMinor: null })).toBe(39);
    expect(applyPromotionMinor(4000, { percentage: -99, fixedMinor: null })).toBe(50);
  });

  it('works in minor units for the server', () => {
    expect(applyPromotionMinor(7800, { percentage: -10, fixedMinor: null })).toBe(7020);
    expect(applyPromotionMinor(24000, { percentage: null, fixedMinor: -1500 })).toBe(22500);
  });

  it("converts a quote's decimal promotion to minor units once (ADR 014)", () => {
    expect(promotionRateMinor({ percentage: null, price: -15.5 })).toEqual({
      percentage: null,
      fixedMinor: -1550,
    });
    expect(promotionRateMinor({ percentage: -10, price: null })).toEqual({
      percentage: -10,
      fixedMinor: null,
    });
    expect(promotionRateMinor(null)).toBeNull();
  });
});

describe('promotion eligibility: unknown, expired or used-up codes give no promotion (ADR 004)', () => {
  const base: PromotionRecord = {
    promotionID: 1,
    code: 'SKI10',
    percentage: -10,
    fixedAmountMinor: null,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    maxUses: null,
    uses: 0,
  };
  it.each([
    ['inside its dates', base, '2026-06-01', true],
    ['on its last day', base, '2026-12-31', true],
    ['before its dates', base, '2025-12-31', false],
    ['after its dates', base, '2027-01-01', false],
    ['with uses left', { ...base, maxUses: 50, uses: 49 }, '2026-06-01', true],
    ['used up', { ...base, maxUses: 50, uses: 50 }, '2026-06-01', false],
  ])('a code %s is usable: %s', (_n, promotion, today, usable) => {
    expect(isPromotionUsable(promotion, today)).toBe(usable);
  });

  it.each([
    ['inside its dates', 'active', '2026-06-01', base],
    ['on its first day', 'active', '2026-01-01', base],
    ['on its last day', 'active', '2026-12-31', base],
    ['before its dates', 'notYetValid', '2025-12-31', base],
    ['after its dates', 'expired', '2027-01-01', base],
    ['with one use left', 'active', '2026-06-01', { ...base, maxUses: 50, uses: 49 }],
    ['used up', 'usedUp', '2026-06-01', { ...base, maxUses: 50, uses: 50 }],
    ['paused', 'paused', '2026-06-01', { ...base, paused: true }],
    ['paused and expired', 'paused', '2027-01-01', { ...base, paused: true }],
    ['expired and used up', 'expired', '2027-01-01', { ...base, maxUses: 50, uses: 50 }],
  ])(
    "a code %s shows as '%s' in the console on %s, 'active' only when the search takes it (ADR 019)",
    (_n, status, today, promotion) => {
      const record = { paused: false, ...promotion };
      expect(promotionStatus(record, today)).toBe(status);
      expect(status === 'active').toBe(!record.paused && isPromotionUsable(record, today));
    },
  );

  it('normalises typed codes', () => {
    expect(normalisePromotionCode('  ski10 ')).toBe('SKI10');
    expect(normalisePromotionCode(undefined)).toBe('');
  });
});
