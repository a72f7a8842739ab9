import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { trackPurchase } from '../../../lib/analytics.ts';
import { clearBookingData } from '../../../features/booking/success/clear-booking-data.ts';
import { SuccessView } from '../../../features/booking/success/components/success-view.tsx';
import { BookingStatusPage } from '../../../booking-state/booking-status-page.tsx';
import { BackToSearch } from '../../../booking-state/back-to-search.tsx';
import { SuccessStateSchema } from '../../../booking-state/journey.ts';
import '../../../features/booking/booking.css';

/** References whose purchase this page load already counted (a re-render or Back counts once). */
const counted = new Set<string>();

/**
 * Booking success (spec part 2 §2.7, §4): shows the booking from the parsed navigation state (the
 * e-mail address the e-tickets went to included, docs/architecture.md §7), clears the stored booking data and
 * counts the purchase (ADR 016, only with consent). Opened without a completed booking it does
 * not thank anyone and clears nothing (docs/architecture.md §7: a booking in progress survives a stray
 * visit): it says there is no booking to show and links to find a booking and to a new search. A state that
 * does not parse goes back to the search with a message (docs/architecture.md §1).
 */
export function BookingSuccessRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const localized = useLocalizedPath();
  const parsed = location.state == null ? null : SuccessStateSchema.safeParse(location.state);
  const success = parsed?.success ? parsed.data : null;
  useEffect(() => {
    if (!success) return;
    clearBookingData();
    if (!counted.has(success.reference)) {
      counted.add(success.reference);
      trackPurchase(success.reference, location.pathname);
    }
  }, [success, location.pathname]);
  if (parsed && !parsed.success) return <BackToSearch reason="invalid" />;
  if (!success) {
    return (
      <BookingStatusPage>
        <h1>{t('deadEnds.success.noBookingTitle')}</h1>
        <p>{t('deadEnds.success.noBookingText')}</p>
      </BookingStatusPage>
    );
  }
  return (
    <div className="page page--narrow">
      <SuccessView success={success} />
      <p className="status-page__actions">
        <Link className="button button--primary" to={localized('/')}>
          {t('notFound.home')}
        </Link>
      </p>
    </div>
  );
}
