import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { clearBookingData } from '../../../features/booking/success/clear-booking-data.ts';
import {
  SuccessView,
  type SuccessState,
} from '../../../features/booking/success/components/success-view.tsx';
import '../../../features/booking/booking.css';

/** Booking success (spec part 2 §2.7, §4): shows the booking and clears the stored booking data. */
export function BookingSuccessRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const localized = useLocalizedPath();
  const success = location.state as SuccessState | null;
  useEffect(() => clearBookingData(), []);
  return (
    <div className="page page--narrow">
      {success?.param ? (
        <SuccessView success={success} />
      ) : (
        <div className="status-page">
          <h1>{t('success.title')}</h1>
          <p>{t('success.noDetails')}</p>
        </div>
      )}
      <p className="status-page__actions">
        <Link className="button button--primary" to={localized('/')}>
          {t('notFound.home')}
        </Link>
      </p>
    </div>
  );
}
