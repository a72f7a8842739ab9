import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { clearBookingData } from '../../../features/booking/success/clear-booking-data.ts';
import { SuccessView } from '../../../features/booking/success/components/success-view.tsx';
import { BackToSearch } from '../../../booking-state/back-to-search.tsx';
import { SuccessStateSchema } from '../../../booking-state/journey.ts';
import '../../../features/booking/booking.css';

/**
 * Booking success (spec part 2 §2.7, §4): shows the booking from the parsed navigation state and
 * clears the stored booking data; without a state it says the booking is complete, and with one that
 * does not parse it goes back to the search with a message (issue 8 §5).
 */
export function BookingSuccessRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const localized = useLocalizedPath();
  const parsed = location.state == null ? null : SuccessStateSchema.safeParse(location.state);
  useEffect(() => clearBookingData(), []);
  if (parsed && !parsed.success) return <BackToSearch reason="invalid" />;
  const success = parsed?.data;
  return (
    <div className="page page--narrow">
      {success ? (
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
