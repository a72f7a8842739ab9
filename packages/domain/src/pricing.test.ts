import { describe, expect, it } from 'vitest';
import { bookingTotalMinor, legExtrasMinor, legPriceMinor, paymentAmount } from './pricing.ts';
import { NO_EXTRAS, wireItemsOf, type Extras, type WireItems } from './extras.ts';

/** The chosen extras (spec part 2 §3 names) as the priced items (part 2 §7 names). */
const extras = (e: Partial<Extras>): WireItems => wireItemsOf({ ...NO_EXTRAS, ...e });
const NO_ITEMS = extras({});

describe('pricing formulas of spec part 2 §9', () => {
  it('base price = seatPrice x pax, with the promotion applied to it', () => {
    expect(legPriceMinor({ fareMinor: 7800, pax: 2, promotion: null, extras: NO_ITEMS }).totalMinor).toBe(
      7800,
    );
    expect(
      legPriceMinor({
        fareMinor: 7800,
        pax: 2,
        promotion: { percentage: -10, fixedMinor: null },
        extras: NO_ITEMS,
      }),
    ).toMatchObject({
      baseMinor: 7020,
      originalBaseMinor: 7800,
    });
    expect(
      legPriceMinor({
        fareMinor: 24000,
        pax: 2,
        promotion: { percentage: null, fixedMinor: -1500 },
        extras: NO_ITEMS,
      }).totalMinor,
    ).toBe(22500);
  });

  it.each([
    [
      '1 large bag, 1 ski bag and 1 hand luggage per passenger are free',
      extras({ largeBag: 2, ski: 2, hand: 2 }),
      2,
      0,
    ],
    ['each item beyond the pax costs 20', extras({ largeBag: 3, ski: 3, hand: 4 }), 2, 4 * 2000],
    ['a pet costs 25 per leg', extras({ pet: 1 }), 2, 2500],
    ['a bike costs 10 per leg', extras({ bike: 1 }), 2, 1000],
    ['two bikes cost 20 per leg', extras({ bike: 2 }), 2, 2000],
    ['booster and baby seats are free', extras({ rear: 1, front: 1, booster: 2 }), 2, 0],
    ['flexi costs 5 per passenger per leg', extras({ flexi: 1 }), 3, 1500],
  ])('%s', (_rule, e, pax, minor) => {
    expect(legExtrasMinor(e, pax).total).toBe(minor);
  });

  it('total = outbound plus return: a pet is 50 and a bike 20 for a return', () => {
    const leg = { fareMinor: 0, pax: 2, promotion: null, extras: extras({ pet: 1, bike: 1 }) };
    expect(bookingTotalMinor([leg, leg])).toBe(5000 + 2000);
  });

  it('prices the ADR 006 journey: return for 2 with 3 ski bags, 1 bike, a booster and flexi', () => {
    const e = extras({ ski: 3, bike: 1, booster: 1, flexi: 1 });
    const leg = (fareMinor: number) => ({ fareMinor, pax: 2, promotion: null, extras: e });
    // each leg: 1 ski bag beyond 2 pax (20) + bike (10) + booster (0) + flexi 2 x 5 (10) = 40
    expect(bookingTotalMinor([leg(7800), leg(7800)])).toBe(7800 * 2 + 4000 * 2);
  });

  it('sends the payment amount in minor units with chf or eur (spec part 2 §7)', () => {
    expect(paymentAmount(23600, 'EUR')).toEqual({ amount: 23600, currency: 'eur' });
    expect(paymentAmount(19800, 'CHF')).toEqual({ amount: 19800, currency: 'chf' });
  });
});
