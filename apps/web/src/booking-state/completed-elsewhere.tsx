import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { completedElsewhereOf, paidBookingOf } from './paid-booking.ts';
import { PaidBookingRedirect } from './paid-booking-redirect.tsx';

/**
 * A step of a booking that another tab or window completed (ADR 017 row 3): says so with the
 * Reservation Number (the reference), and links to find the booking and to a new search. Nothing
 * is cleared: a reload shows the same.
 */
export function CompletedElsewhere({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div className="page page--narrow">
      <div className="status-page" role="status">
        <h1>{t('deadEnds.completedElsewhere.title')}</h1>
        <p>{t('deadEnds.completedElsewhere.text')}</p>
        <p>
          {t('deadEnds.completedElsewhere.reference')} <strong>{reference}</strong>
        </p>
        <p>{t('deadEnds.completedElsewhere.next')}</p>
      </div>
      <p className="status-page__actions">
        <Link className="button button--primary" to={localized('/my-account/login')}>
          {t('deadEnds.success.findBooking')}
        </Link>
        <Link className="button button--outline" to={localized('/')}>
          {t('deadEnds.success.newSearch')}
        </Link>
      </p>
    </div>
  );
}

/**
 * What a booking step (spec part 2 §2.2-§2.6) shows instead of itself when its journey, the quote
 * `quoteID`, is already booked, or null: this tab's paid booking goes to its summary (issue 10 §6),
 * a booking completed in another tab says so (ADR 017 row 3).
 */
export function completedStep(quoteID: string | undefined): ReactElement | null {
  const paid = paidBookingOf(quoteID);
  if (paid) return <PaidBookingRedirect paid={paid} />;
  const reference = completedElsewhereOf(quoteID);
  return reference ? <CompletedElsewhere reference={reference} /> : null;
}
