import { describe, expect, it } from 'vitest';
import { formatMoney, perPassenger, round2, toMinor, fromMinor } from './money.ts';

describe('currency display (spec part 1 §9)', () => {
  it.each([
    [12, 'CHF', 'CHF 12.00'],
    [1234.5, 'CHF', 'CHF 1234.50'],
    [12, 'EUR', '€12.00'],
    [0.1 + 0.2, 'EUR', '€0.30'],
    [39.999, 'eur', '€40.00'],
  ])('formats %s %s as %s', (amount, currency, shown) => {
    expect(formatMoney(amount, currency)).toBe(shown);
  });
});

describe('per-passenger price = price divided by pax, 2 decimals (spec part 1 §9)', () => {
  it.each([
    [78, 2, 39],
    [100, 3, 33.33],
    [240, 7, 34.29],
  ])('%s / %s = %s', (price, pax, each) => {
    expect(perPassenger(price, pax)).toBe(each);
  });
});

describe('minor units inside (docs/architecture.md §12.7)', () => {
  it('converts decimals to minor units and back without float drift', () => {
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(-15)).toBe(-1500);
    expect(toMinor(1.005)).toBe(101);
    expect(fromMinor(3950)).toBe(39.5);
    expect(round2(2.675)).toBe(2.68);
  });
});
