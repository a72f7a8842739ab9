import type { Quote } from '@alpine/contract';
import type { Row } from '@alpine/domain';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '../../../booking-state/journey.ts';
import { LegDetails } from './leg-details.tsx';

interface OptionDetailsProps {
  id?: string;
  title: string;
  go: Row<Quote> | undefined;
  back: Row<Quote> | undefined;
  currency: string;
  promotion: Promotion | null;
}

/**
 * The expanded detail of the chosen card (spec part 1 §2.1): the outbound section and, for return
 * trips, the return section. In private mode on desktop it is the side detail panel.
 */
export function OptionDetails({ id, title, go, back, currency, promotion }: OptionDetailsProps) {
  const { t } = useTranslation();
  return (
    <section id={id} className="option-details" aria-label={t('results.detailsOf', { title })} tabIndex={-1}>
      {go ? (
        <LegDetails leg="go" row={go} currency={currency} promotion={promotion} />
      ) : (
        <p className="option-details__hint">{t('results.pickOutbound')}</p>
      )}
      {back && <LegDetails leg="back" row={back} currency={currency} promotion={promotion} />}
    </section>
  );
}
