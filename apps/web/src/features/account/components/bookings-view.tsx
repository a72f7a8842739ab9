import type { OwnBooking } from '@alpine/contract';
import { localDate } from '@alpine/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { LoadingOverlay } from '../../../components/ui/loading-overlay.tsx';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { useBookings } from '../api/get-bookings.ts';
import { useMe } from '../api/get-me.ts';
import { bookingMonths, filterBookings, mayCancel, type DateFilter as Filter } from '../bookings-filter.ts';
import { ALPS_TIME_ZONE } from '../refund-now.ts';
import { BookingItem } from './booking-item.tsx';
import { ClaimBookingsCard } from './claim-bookings-card.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { DateFilter } from './date-filter.tsx';

/**
 * The one booking My Bookings shows alone when the navigation state names it (spec part 2 §2.8 "a
 * single booking if state is passed"; spec part 2 §2.8): `{ bookingID }` or `{ reference }` (the
 * find-booking summary, a booking e-mail link). Anything else: null, the full list.
 */
export function singleBookingOf(state: unknown): { bookingID?: number; reference?: string } | null {
  if (typeof state !== 'object' || state === null) return null;
  const { bookingID, reference } = state as { bookingID?: unknown; reference?: unknown };
  if (typeof bookingID === 'number' && Number.isInteger(bookingID)) return { bookingID };
  if (typeof reference === 'string' && reference.trim()) return { reference: reference.trim().toUpperCase() };
  return null;
}

/**
 * My Bookings (spec part 2 §2.8, §8): the customer's bookings titled 'Next Booking', next one
 * first, each expandable; 'Filter by Date'; the cancellation modal; 'no customer' when none. With a
 * booking in the navigation state (singleBookingOf), that booking alone, open, with a link to the
 * full list (spec part 2 §2.8 "a single booking if state is passed"; spec part 2 §2.8).
 */
export function BookingsView() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const location = useLocation();
  const navigate = useNavigate();
  const single = singleBookingOf(location.state);
  const [singleID, singleReference] = [single?.bookingID, single?.reference];
  const me = useMe();
  const bookings = useBookings(me.data?.customerID);
  const [filter, setFilter] = useState<Filter>('all');
  const [cancelling, setCancelling] = useState<OwnBooking | null>(null);
  const [today] = useState(() => localDate(new Date(), ALPS_TIME_ZONE));
  const all = useMemo(() => bookings.data ?? [], [bookings.data]);
  const shown = useMemo(
    () =>
      singleID !== undefined || singleReference !== undefined
        ? all.filter((b) => b.bookingID === singleID || b.reference === singleReference)
        : filterBookings(all, filter, today),
    [all, filter, today, singleID, singleReference],
  );
  const showAll = () => void navigate(localized('/my-account/bookings'), { state: null });
  const months = useMemo(() => bookingMonths(all), [all]);
  const noCustomer = me.isError;

  return (
    <section className="account-bookings">
      <div className="account-bookings__head">
        <h1>{t('account.bookings.heading')}</h1>
        {!single && <DateFilter value={filter} months={months} onChange={setFilter} />}
      </div>
      {noCustomer && <AlertMessage tone="error">{t('account.bookings.noCustomer')}</AlertMessage>}
      {bookings.isError && <AlertMessage tone="error">{t('account.failed')}</AlertMessage>}
      <h2>{single ? t('singleBooking.heading') : t('account.bookings.next')}</h2>
      {single && bookings.isSuccess && shown.length === 0 && <p>{t('singleBooking.notInAccount')}</p>}
      {!single && bookings.isSuccess && shown.length === 0 && <p>{t('account.bookings.empty')}</p>}
      {me.data && (!single || (bookings.isSuccess && shown.length === 0)) && (
        <ClaimBookingsCard email={me.data.email} />
      )}
      {single && (
        <p>
          <button type="button" className="link-button" onClick={showAll}>
            {t('singleBooking.all')}
          </button>
        </p>
      )}
      <ul
        className="booking-list"
        aria-label={single ? t('singleBooking.heading') : t('account.bookings.next')}
      >
        {shown.map((booking, index) => (
          <BookingItem
            key={booking.bookingID}
            booking={booking}
            defaultOpen={index === 0}
            cancellable={mayCancel(booking, today)}
            onCancel={() => setCancelling(booking)}
          />
        ))}
      </ul>
      <p className="account-actions account-actions--start">
        <Link to={localized('/my-account')} className="account-back">
          {t('account.back')}
        </Link>
      </p>
      {cancelling && <CancelDialog booking={cancelling} onClose={() => setCancelling(null)} />}
      <LoadingOverlay active={me.isPending || bookings.isLoading} />
    </section>
  );
}
