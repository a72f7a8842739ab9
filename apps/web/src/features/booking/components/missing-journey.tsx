import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import '../booking.css';

/** Shown on a booking step reached without a chosen transfer (nothing in navigation or storage). */
export function MissingJourney() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div className="page page--narrow status-page">
      <h1>{t('bookingFlow.missingTitle')}</h1>
      <p>{t('bookingFlow.missingText')}</p>
      <p className="status-page__actions">
        <Link className="button button--primary" to={localized('/')}>
          {t('bookingFlow.searchAgain')}
        </Link>
      </p>
    </div>
  );
}
