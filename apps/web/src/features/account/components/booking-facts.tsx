import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/money.tsx';

interface FactProps {
  /** The fact's name (dt). */
  label: string;
  /** The value (dd). */
  children: ReactNode;
  /** The value's own class (the reference is set apart). */
  valueClassName?: string;
  /** The fact takes the whole row of the list (a route). */
  wide?: boolean;
}

/**
 * One fact of a booking, a name and its value, inside a `<dl className="account-facts">` (My
 * Bookings and the booking summary, spec part 1 §3 "Booking summary", part 2 §2.8).
 */
export function Fact({ label, children, valueClassName, wide = false }: FactProps) {
  return (
    <div className={wide ? 'account-facts__wide' : undefined}>
      <dt>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

/** A booking's reference as a fact (set apart by the class account-reference). */
export function ReferenceFact({ reference }: { reference: string }) {
  const { t } = useTranslation();
  return (
    <Fact label={t('account.bookings.reference')} valueClassName="account-reference">
      {reference}
    </Fact>
  );
}

/** A booking's total as a fact: `price` a decimal in `currency` (ADR 014), written by Money. */
export function TotalFact({ label, total }: { label: string; total: { price: number; currency: string } }) {
  return (
    <Fact label={label}>
      <Money amount={total.price} currency={total.currency} />
    </Fact>
  );
}
