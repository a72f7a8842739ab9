import { useFormatMoney } from '../../i18n/format-money.ts';

interface MoneyProps {
  amount: number;
  currency: string;
  /** The price before the promotion, shown struck through when it differs (part 1 §2.1). */
  original?: number | null;
  className?: string;
}

/**
 * A price: 2 decimals, 'CHF ' or '€' in English (spec part 1 §9), per locale with Intl in French
 * and Spanish (docs/architecture.md §6), with the original struck through.
 */
export function Money({ amount, currency, original, className }: MoneyProps) {
  const formatMoney = useFormatMoney();
  const showOriginal = original !== null && original !== undefined && original !== amount;
  return (
    <span className={['money', className].filter(Boolean).join(' ')}>
      {showOriginal && (
        <del className="money__original" data-testid="original-price">
          {formatMoney(original, currency)}
        </del>
      )}
      <span className="money__amount">{formatMoney(amount, currency)}</span>
    </span>
  );
}
