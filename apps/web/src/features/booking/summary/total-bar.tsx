import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/money.tsx';
import './order-summary.css';

interface TotalBarProps {
  total: number;
  original?: number | null;
  currency: string;
  /** The step's button ('Next Step', 'Complete Booking'). */
  children: ReactNode;
}

/** The footer bar with the total and the step's button (spec part 2 §2.3, §2.4). */
export function TotalBar({ total, original, currency, children }: TotalBarProps) {
  const { t } = useTranslation();
  return (
    <div className="total-bar">
      <p className="total-bar__total">
        <span>{t('orderSummary.total')}</span>
        <Money amount={total} currency={currency} original={original} />
      </p>
      {children}
    </div>
  );
}
