import type { SeedPromotion } from './seed-types.ts';

/**
 * Promotion codes (spec part 1 §4): one open percentage code, one fixed amount with a use limit, one
 * expired and one used up, so that each way a code can fail is there to try.
 */
export const promotions: SeedPromotion[] = [
  // 10 % off, no use limit.
  {
    promotionID: 1,
    code: 'SKI10',
    percentage: -10,
    fixedAmount: null,
    validFrom: '2025-01-01',
    validTo: '2030-12-31',
    maxUses: null,
    uses: 0,
  },
  // 15.00 off each leg, in the leg's currency.
  {
    promotionID: 2,
    code: 'ALPS15',
    percentage: null,
    fixedAmount: -15,
    validFrom: '2025-01-01',
    validTo: '2030-12-31',
    maxUses: 1000,
    uses: 0,
  },
  // Expired at the end of summer 2024.
  {
    promotionID: 3,
    code: 'SUMMER24',
    percentage: -20,
    fixedAmount: null,
    validFrom: '2024-06-01',
    validTo: '2024-09-30',
    maxUses: null,
    uses: 0,
  },
  // Half price for the first 50 bookings, all taken.
  {
    promotionID: 4,
    code: 'FIRST50',
    percentage: -50,
    fixedAmount: null,
    validFrom: '2025-01-01',
    validTo: '2030-12-31',
    maxUses: 50,
    uses: 50,
  },
];
