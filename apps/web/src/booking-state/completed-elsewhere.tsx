import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingStatusPage } from './booking-status-page.tsx';
import { completedElsewhereOf, paidBookingOf } from './paid-booking.ts';
import { PaidBookingRedirect } from './paid-booking-redirect.tsx';

/**
 * A step of a booking that another tab or window completed (ADR 017 row 3): says so with the
 * Reservation Number (the reference), and links to find the booking and to a new search. Nothing
 * is cleared: a reload shows the same.
 */
export function CompletedElsewhere({ reference }: { reference: string }) {
  const { t } = useTranslation();
  return (
    <BookingStatusPage announce>
      <h1>{t('deadEnds.completedElsewhere.title')}</h1>
      <p>{t('deadEnds.completedElsewhere.text')}</p>
      <p>
        {t('deadEnds.completedElsewhere.reference')} <strong>{reference}</strong>
      </p>
      <p>{t('deadEnds.completedElsewhere.next')}</p>
    </BookingStatusPage>
  );
}

/**
 * What a booking step (spec part 2 §2.2-§2.6) shows instead of itself when its journey, the quote
 * `quoteID`, is already booked, or null: this tab's paid booking goes to its summary,
 * a booking completed in another tab says so (ADR 017 row 3).
 */
export function completedStep(quoteID: string | undefined): ReactElement | null {
  const paid = paidBookingOf(quoteID);
  if (paid) return <PaidBookingRedirect paid={paid} />;
  const reference = completedElsewhereOf(quoteID);
  return reference ? <CompletedElsewhere reference={reference} /> : null;
}
