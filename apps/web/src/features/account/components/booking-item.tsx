import { useFormatMoney } from '../../../i18n/format-money.ts';
import type { OwnBooking } from '@alpine/contract';
import { formatLocalDate } from '../../../i18n/format-date.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Fact, ReferenceFact, TotalFact } from './booking-facts.tsx';

interface BookingItemProps {
  booking: OwnBooking;
  /** The booking can still be cancelled (mayCancel: the transition table allows it, not yet travelled). */
  cancellable: boolean;
  onCancel: () => void;
  defaultOpen?: boolean;
}

/** One booking of My Bookings (spec part 2 §2.8): a summary line that expands to its legs. */
export function BookingItem({ booking, cancellable, onCancel, defaultOpen = false }: BookingItemProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const first = booking.legs[0];
  const route = first
    ? `${first.origin.locationName} → ${first.destination.locationName}`
    : booking.reference;
  return (
    <li className={`booking-item booking-item--${booking.state}`}>
      <button
        type="button"
        className="booking-item__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="booking-item__route">{route}</span>
        <span className="booking-item__meta">
          {first && `${formatLocalDate(first.date)} ${first.time} · `}
          {booking.reference}
        </span>
        <span className={`booking-state booking-state--${booking.state}`}>
          {t(`account.bookings.states.${booking.state}`)}
        </span>
      </button>
      <div id={panelId} className="booking-item__panel" hidden={!open}>
        <ol className="booking-legs">
          {booking.legs.map((leg, index) => (
            <li key={leg.passengerID}>
              <h3>{index === 0 ? t('account.bookings.outbound') : t('account.bookings.return')}</h3>
              <p>
                {leg.origin.locationName} → {leg.destination.locationName}
              </p>
              <dl className="account-facts">
                <Fact label={t('account.bookings.pickUp')}>
                  {formatLocalDate(leg.date)} {leg.time}
                </Fact>
                <Fact label={t('account.bookings.passengers')}>{leg.pax}</Fact>
                <Fact label={t('account.bookings.fare')}>
                  {leg.private ? t('account.bookings.private') : t('account.bookings.shared')} ·{' '}
                  {leg.flexi ? t('account.bookings.flexi') : t('account.bookings.standard')}
                </Fact>
                {leg.flight && <Fact label={t('account.bookings.flight')}>{leg.flight}</Fact>}
              </dl>
            </li>
          ))}
        </ol>
        <dl className="account-facts">
          <ReferenceFact reference={booking.reference} />
          <TotalFact label={t('account.bookings.total')} total={booking.total} />
        </dl>
        {booking.refund && (
          <p className="booking-item__refund">
            {t('account.bookings.refunded', {
              amount: formatMoney(booking.refund.price, booking.refund.currency),
              percent: booking.refund.percent,
            })}
          </p>
        )}
        {cancellable && (
          <div className="account-actions">
            <button type="button" className="button button--outline button--danger" onClick={onCancel}>
              {t('account.bookings.cancel')}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
