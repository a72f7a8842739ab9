import { formatMoneyIn } from '@alpine/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from './i18n.ts';

/**
 * A price as travellers of `language` read it (docs/architecture.md §6): `amount` is a decimal amount in
 * `currency` ('EUR' or 'CHF', any case), 2 decimals. English keeps the spec's form 'CHF 156.00' /
 * '€156.00' (spec part 1 §9, no grouping); French and Spanish use Intl: '156,00 €', '1 156,00 €'
 * (fr-FR), '156.00 CHF' (fr-CH), '156,00 CHF' (es). Intl's no-break spaces are kept. The one
 * implementation is @alpine/domain's formatMoneyIn, which the e-mails use too.
 */
export function formatPrice(amount: number, currency: string, language: Language): string {
  return formatMoneyIn(amount, currency, language);
}

/** `formatPrice` in the current site language: `(amount, currency) => string` (docs/architecture.md §6). */
export function useFormatMoney(): (amount: number, currency: string) => string {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return useCallback((amount, currency) => formatPrice(amount, currency, language), [language]);
}
