import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { useBookingSearch, useOperatorBooking } from '../api/operator-bookings.ts';
import { BookingLegs } from './booking-legs.tsx';
import { useOperatorFormat } from './operator-format.ts';
import { OperatorTable } from './table-scroll.tsx';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** One booking with its history, newest change last (ADR 019). */
function BookingHistory({ bookingID }: { bookingID: number }) {
  const { t } = useTranslation('operator');
  const format = useOperatorFormat();
  const booking = useOperatorBooking(bookingID);
  if (booking.isPending) return <p>{t('loading')}</p>;
  if (booking.isError) return <AlertMessage tone="error">{t('failed')}</AlertMessage>;
  const b = booking.data;
  return (
    <article className="operator-card" aria-label={t('lookup.detail', { reference: b.reference })}>
      <h2>
        {b.reference} · {b.traveller.firstName} {b.traveller.lastName} · {t(`states.${b.state}`)}
      </h2>
      <p className="operator-muted">
        {b.traveller.email} · {b.traveller.mobile} · {format.money(b.total.price, b.total.currency)}
      </p>
      <BookingLegs legs={b.legs} />
      <OperatorTable
        caption={t('lookup.history')}
        columns={[t('lookup.when'), t('lookup.what'), t('lookup.who'), t('lookup.note')]}
      >
        {b.history.map((h, i) => (
          <tr key={i}>
            <td>{format.instant(h.at)}</td>
            <td>{t(`events.${h.event}`)}</td>
            <td>{h.actorEmail ?? t(`actors.${h.actor}`)}</td>
            <td>
              {h.detail === null
                ? ''
                : INSTANT.test(h.detail)
                  ? t('lookup.until', { at: format.instant(h.detail) })
                  : h.detail === 'invoice'
                    ? t('lookup.invoice')
                    : h.event === 'cancelled'
                      ? t('lookup.refundPercent', { percent: h.detail })
                      : h.detail}
            </td>
          </tr>
        ))}
      </OperatorTable>
    </article>
  );
}

/** Booking look-up by reference, name or e-mail, with the chosen booking's history (ADR 019). */
export function BookingLookup() {
  const { t } = useTranslation('operator');
  const format = useOperatorFormat();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const inputID = useId();
  const found = useBookingSearch(q);

  return (
    <section aria-labelledby="operator-lookup-title">
      <h1 id="operator-lookup-title">{t('lookup.title')}</h1>
      <form
        className="operator-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(typed);
          setChosen(null);
        }}
      >
        <label htmlFor={inputID}>{t('lookup.label')}</label>
        <input
          id={inputID}
          className="booking-input"
          value={typed}
          maxLength={80}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="button button--primary">
          {t('lookup.submit')}
        </button>
      </form>
      {q.trim().length > 0 && q.trim().length < 2 && <p>{t('lookup.tooShort')}</p>}
      {found.isError && <AlertMessage tone="error">{t('failed')}</AlertMessage>}
      {found.data?.length === 0 && <p>{t('lookup.none')}</p>}
      {found.data && found.data.length > 0 && (
        <ul className="operator-results">
          {found.data.map((b) => (
            <li key={b.bookingID}>
              <button
                type="button"
                className="operator-result"
                aria-pressed={chosen === b.bookingID}
                onClick={() => setChosen(b.bookingID)}
              >
                <strong>{b.reference}</strong> {b.traveller.firstName} {b.traveller.lastName} ·{' '}
                {b.traveller.email} · {t(`states.${b.state}`)} · {format.instant(b.createdAt)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen !== null && <BookingHistory bookingID={chosen} />}
    </section>
  );
}
