import type { Quote } from '@alpine/contract';
import { perPassenger, type Row } from '@alpine/domain';
import { useTranslation } from 'react-i18next';
import { InfoTip } from '../../../components/ui/info-tip.tsx';
import { Money } from '../../../components/ui/money.tsx';
import type { Promotion } from '../../../booking-state/journey.ts';
import { legTotal } from '../chosen-option.ts';

interface LegDetailsProps {
  leg: 'go' | 'back';
  row: Row<Quote>;
  currency: string;
  promotion: Promotion | null;
}

/**
 * One section of the expanded detail (spec part 1 §2.1): departure time and origin, duration (an
 * average), arrival time (departure plus duration) and destination, connection time, passengers,
 * total price and per-passenger price. The connection time is labelled for what it is
 * (docs/architecture.md §7): the flight (train) arrival time outbound, the flight (train) departure time on
 * the return.
 */
export function LegDetails({ leg, row, currency, promotion }: LegDetailsProps) {
  const { t } = useTranslation();
  const total = legTotal(row, promotion);
  const q = row.quote;
  return (
    <section className="leg-details" aria-label={t(leg === 'go' ? 'results.outbound' : 'results.return')}>
      <h4 className="leg-details__title">{t(leg === 'go' ? 'results.outbound' : 'results.return')}</h4>
      <ol className="leg-details__timeline">
        <li>
          <span className="leg-details__time">{row.depart}</span>
          <span>{q.origin.locationName}</span>
        </li>
        <li className="leg-details__duration">
          <span>
            {t('results.duration')} {row.duration}
          </span>
          <InfoTip label={t('results.durationTipLabel')}>{t('results.durationTip')}</InfoTip>
        </li>
        <li>
          <span className="leg-details__time">{row.arrival}</span>
          <span>{q.destination.locationName}</span>
        </li>
      </ol>
      <dl className="leg-details__facts">
        <div>
          <dt>
            {t(
              `deadEnds.connection.${leg}.${[1, 2].includes(q.connection.modeID) ? q.connection.modeID : 3}`,
            )}
            <InfoTip label={t('results.connectionTipLabel')}>{t('results.connectionTip')}</InfoTip>
          </dt>
          <dd>{q.connection.time}</dd>
        </div>
        <div>
          <dt>{t('results.passengers')}</dt>
          <dd>{row.pax}</dd>
        </div>
        <div>
          <dt>{t('results.totalPrice')}</dt>
          <dd>
            <Money amount={total} currency={currency} original={promotion ? row.price : null} />
          </dd>
        </div>
        <div>
          <dt>{t('results.perPassenger')}</dt>
          <dd>
            <Money amount={perPassenger(total, row.pax)} currency={currency} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
