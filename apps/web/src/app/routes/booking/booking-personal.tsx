import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '@alpine/domain';
import { Money } from '../../../components/ui/money.tsx';
import { ProgressIndicator } from '../../../components/ui/progress-indicator.tsx';
import { readStored } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import type { ChosenOption, NextStepState } from '../../../features/results/chosen-option.ts';
import './booking.css';

/**
 * Placeholder of the Contact Details step (spec part 2 §2.2): the progress header on step 2 and
 * the chosen option from navigation state or infoState (part 1 §2.1 "Next step").
 */
export function BookingPersonalRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const state = location.state as Partial<NextStepState> | null;
  const option = state?.option ?? readStored<ChosenOption>(STORAGE_KEYS.infoState);
  const go = option?.go[0];
  const back = option?.back[0];
  return (
    <div className="page page--narrow booking-personal">
      <ProgressIndicator current={2} statusID={option?.quote.status.statusID ?? null} />
      <h1>{t('personal.title')}</h1>
      {option && go ? (
        <section className="chosen" aria-label={t('personal.chosen')}>
          <h2 className="chosen__route">
            {option.origin} – {option.destination}
          </h2>
          <p className="chosen__title">{t(`results.titles.${option.type}`)}</p>
          <ul className="chosen__legs">
            <li>
              {t('results.outbound')}: {formatLocalDate(go.date)} · {go.depart} → {go.arrival} ·{' '}
              {t('search.paxOption', { count: go.pax })}
            </li>
            {back && (
              <li>
                {t('results.return')}: {formatLocalDate(back.date)} · {back.depart} → {back.arrival} ·{' '}
                {t('search.paxOption', { count: back.pax })}
              </li>
            )}
          </ul>
          <p className="chosen__total">
            <span>{t('results.totalPrice')}</span>
            <Money
              amount={option.price}
              currency={option.currency}
              original={option.promotion ? option.originalPrice : null}
            />
          </p>
        </section>
      ) : (
        <p>{t('personal.nothingChosen')}</p>
      )}
      <p className="booking-personal__soon">{t('personal.soon')}</p>
      <button
        type="button"
        className="button button--outline"
        onClick={() => void (location.key === 'default' ? navigate(localized('/')) : navigate(-1))}
      >
        {t('personal.back')}
      </button>
    </div>
  );
}
