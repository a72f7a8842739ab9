/**
 * Money helpers (docs/architecture.md §12.7): integer minor units inside, decimals only at the edges.
 * Spec part 1 §9: prefix 'CHF ' for CHF, otherwise the euro sign; 2 decimals.
 */
import type { Language } from './languages.ts';

/** Decimal amount (e.g. 39.5) -> minor units (3950), rounded half away from zero. */
export function toMinor(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100 + Number.EPSILON * 100);
}

/** Minor units (3950) -> decimal amount (39.5). */
export function fromMinor(minor: number): number {
  return minor / 100;
}

/** Rounds a decimal amount to 2 decimals (spec part 1 §4, part 2 §9). */
export function round2(amount: number): number {
  return fromMinor(toMinor(amount));
}

/** Formats a decimal amount: 'CHF 1234.50' for CHF, '€1234.50' otherwise (spec part 1 §9). */
export function formatMoney(amount: number, currency: string): string {
  const fixed = round2(amount).toFixed(2);
  return currency.toUpperCase() === 'CHF' ? `CHF ${fixed}` : `€${fixed}`;
}

/** Per-passenger price = price divided by pax, 2 decimals (spec part 1 §9). */
export function perPassenger(price: number, pax: number): number {
  return pax > 0 ? round2(price / pax) : 0;
}

const localeFormats = new Map<string, Intl.NumberFormat>();

/**
 * A price as travellers of `language` read it (docs/architecture.md §6), `amount` a decimal amount in
 * `currency` ('EUR' or 'CHF', any case), 2 decimals: English keeps the spec's 'CHF 156.00' /
 * '€156.00' (formatMoney, spec part 1 §9); French and Spanish use Intl: '156,00 €' (fr-FR, es-ES),
 * Swiss francs as fr-CH ('156.00 CHF') and es-CH ('156,00 CHF') write them. Intl's no-break spaces
 * are kept. The site (apps/web i18n/format-money.ts) and the e-mails use this one function.
 */
export function formatMoneyIn(amount: number, currency: string, language: Language): string {
  const code = currency.toUpperCase() === 'CHF' ? 'CHF' : 'EUR';
  if (language === 'en') return formatMoney(amount, code);
  // the language of its own country (fr-FR, es-ES: LOCALES of languages.ts), or of Switzerland; the
  // map is not imported here, so that this module adds no import of the list's chunk on the home page
  const locale = `${language}-${code === 'CHF' ? 'CH' : language.toUpperCase()}`;
  let format = localeFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    localeFormats.set(locale, format);
  }
  return format.format(round2(amount));
}
