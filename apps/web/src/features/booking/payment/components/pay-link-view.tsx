import { useRef, useState } from 'react';
import { paymentAmount, toMinor } from '@alpine/domain';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../../components/ui/alert-message.tsx';
import { LoadingOverlay } from '../../../../components/ui/loading-overlay.tsx';
import { useFormatMoney } from '../../../../i18n/format-money.ts';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { logFailure } from '../../../../lib/log.ts';
import { addPaymentCustomer } from '../api/add-payment-customer.ts';
import { getClientSecret } from '../api/get-client-secret.ts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import { useOpenPayLink } from '../api/open-pay-link.ts';
import type { CardConfirmer } from '../card-outcome.ts';
import { CardEntry } from './card-entry.tsx';
import '../payment.css';

/**
 * The page the operator's payment link opens (/pay?token=, ADR 019): the booking the link
 * names (reference, journeys, total, until when the link is valid), the card entry of the site's
 * gateway and 'Pay'; paying confirms the booking (the confirmation with its e-tickets is e-mailed).
 * An expired or unknown link shows the server's message; a booking already paid says so.
 */
export function PayLinkView({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const opened = useOpenPayLink(token);
  // the gateway's config is asked for as the page opens, so the card entry is ready when shown
  usePaymentConfig();
  const card = useRef<CardConfirmer>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);

  if (!token || opened.isError) {
    const e = opened.error;
    return (
      <AlertMessage tone="error">
        {e instanceof ApiRequestError && e.error ? e.error.error_description : t('payLink.invalid')}
      </AlertMessage>
    );
  }
  if (!opened.data) return <p role="status">{t('common.loading')}</p>;
  const booking = opened.data;
  const total = money(booking.total.price, booking.total.currency);
  const day = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const until = booking.payLinkExpiresAt
    ? new Intl.DateTimeFormat(i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Europe/Zurich',
      }).format(new Date(booking.payLinkExpiresAt))
    : '';

  const pay = async () => {
    if (busy || !card.current?.check()) return;
    setBusy(true);
    setError(null);
    try {
      const customer = await addPaymentCustomer({
        email: booking.email,
        name: `${booking.firstName} ${booking.lastName}`,
        phone: booking.mobile,
      });
      const secret = await getClientSecret({
        customer_id: customer.customer_id,
        booking_id: booking.bookingID,
        ...paymentAmount(toMinor(booking.total.price), booking.total.currency),
      });
      const outcome = await card.current.confirm(secret);
      if (outcome.ok) setPaid(true);
      else setError(outcome.message);
    } catch (e) {
      logFailure('pay link payment failed', e);
      setError(e instanceof ApiRequestError && e.error ? e.error.error_description : t('account.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (paid || booking.state === 'confirmed') {
    return (
      <section className="booking-card" aria-labelledby="pay-done">
        <h2 id="pay-done">{t('payLink.done', { reference: booking.reference })}</h2>
        <p>{t('payLink.ticketsSent', { email: booking.email })}</p>
      </section>
    );
  }

  return (
    <div className="booking-stack">
      <section className="booking-card" aria-labelledby="pay-booking">
        <h2 id="pay-booking">{t('payLink.booking', { reference: booking.reference })}</h2>
        <ul>
          {booking.legs.map((leg, i) => (
            <li key={i}>
              {leg.origin} – {leg.destination}, {day.format(new Date(`${leg.date}T00:00:00Z`))} {leg.time},{' '}
              {t('payLink.pax', { count: leg.pax })}
            </li>
          ))}
        </ul>
        <p>
          <strong>{t('payLink.total', { total })}</strong>
        </p>
        {until && <p>{t('payLink.until', { until })}</p>}
      </section>
      <section className="booking-card" aria-labelledby="pay-card">
        <h2 id="pay-card">{t('payment.enterDetails')}</h2>
        <CardEntry ref={card} />
      </section>
      {error && <AlertMessage tone="error">{error}</AlertMessage>}
      <button type="button" className="button button--cta" disabled={busy} onClick={() => void pay()}>
        {t('payLink.pay', { total })}
      </button>
      <LoadingOverlay active={busy} />
    </div>
  );
}
