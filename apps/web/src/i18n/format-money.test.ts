import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-money.ts';

/** Intl writes no-break spaces; the tests compare with plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice (docs/architecture.md §6: prices per locale with Intl)', () => {
  it('English keeps the spec form: €156.00 and CHF 156.00, 2 decimals, no grouping (spec part 1 §9)', () => {
    expect(formatPrice(156, 'EUR', 'en')).toBe('€156.00');
    expect(formatPrice(156, 'CHF', 'en')).toBe('CHF 156.00');
    expect(formatPrice(1234.5, 'eur', 'en')).toBe('€1234.50');
  });

  it('French writes euros as 156,00 € with a space before the sign', () => {
    expect(plain(formatPrice(156, 'EUR', 'fr'))).toBe('156,00 €');
    expect(plain(formatPrice(1156.5, 'EUR', 'fr'))).toBe('1 156,50 €');
  });

  it('Spanish writes euros as 156,00 €', () => {
    expect(plain(formatPrice(156, 'EUR', 'es'))).toBe('156,00 €');
    expect(plain(formatPrice(39.5, 'EUR', 'es'))).toBe('39,50 €');
  });

  it('Swiss francs follow Intl for fr-CH and es', () => {
    expect(plain(formatPrice(156, 'CHF', 'fr'))).toBe(
      plain(new Intl.NumberFormat('fr-CH', { style: 'currency', currency: 'CHF' }).format(156)),
    );
    expect(plain(formatPrice(156, 'CHF', 'fr'))).toMatch(/^156.00 CHF$/);
    expect(plain(formatPrice(156, 'CHF', 'es'))).toBe('156,00 CHF');
  });

  it('rounds to 2 decimals half away from zero like the fare engine', () => {
    expect(plain(formatPrice(10.005, 'EUR', 'fr'))).toBe('10,01 €');
  });
});
