import type { OperatorBooking } from '@alpine/contract';
import { useTranslation } from 'react-i18next';
import { EXTRAS, useOperatorFormat } from './operator-format.ts';

/**
 * What the traveller asked for (ADR 019): each leg's route, day and time, passengers, product,
 * flight, pick-up and drop-off, and the extras with a count (flexi as a word).
 */
export function BookingLegs({ legs }: { legs: OperatorBooking['legs'] }) {
  const { t } = useTranslation('operator');
  const format = useOperatorFormat();
  return (
    <ul className="operator-legs">
      {legs.map((leg) => {
        const extras = [
          ...EXTRAS.filter((k) => leg.extras[k] > 0).map((k) => t(`extras.${k}`, { count: leg.extras[k] })),
          ...(leg.extras.flexi ? [t('extras.flexi')] : []),
        ];
        return (
          <li key={leg.passengerID}>
            <p className="operator-legs__route">
              <strong>
                {leg.origin} → {leg.destination}
              </strong>{' '}
              · {format.day(leg.date)} {leg.time} · {t('pax', { count: leg.pax })} ·{' '}
              {t(`products.${leg.product}`)}
            </p>
            <dl className="operator-facts">
              {leg.flight && (
                <>
                  <dt>{t('leg.flight')}</dt>
                  <dd>
                    {leg.flight}
                    {leg.connectionTime ? ` (${leg.connectionTime})` : ''}
                  </dd>
                </>
              )}
              <dt>{t('leg.pickUp')}</dt>
              <dd>{leg.pickUp || '–'}</dd>
              <dt>{t('leg.dropOff')}</dt>
              <dd>{leg.dropOff || '–'}</dd>
              {extras.length > 0 && (
                <>
                  <dt>{t('leg.extras')}</dt>
                  <dd>{extras.join(', ')}</dd>
                </>
              )}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
