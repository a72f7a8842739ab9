import type { OperatorBooking, OperatorDecision } from '@alpine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { useReviewDecision } from '../api/operator-bookings.ts';
import { BookingLegs } from './booking-legs.tsx';
import { useOperatorFormat } from './operator-format.ts';

/**
 * One booking of the review queue (ADR 019): who, what, why it needs review and until when,
 * with the two actions: Confirm (the traveller gets a 48 h payment link; an invoice partner's
 * booking is confirmed at once) and Decline with a reason the traveller reads.
 */
export function ReviewCard({
  booking,
  onDecided,
}: {
  booking: OperatorBooking;
  onDecided: (decision: OperatorDecision) => void;
}) {
  const { t } = useTranslation('operator');
  const format = useOperatorFormat();
  const decide = useReviewDecision();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const reasonID = useId();
  const headingID = useId();
  const { traveller } = booking;

  const confirm = () =>
    decide.mutate({ bookingID: booking.bookingID, decision: 'confirm' }, { onSuccess: onDecided });
  const decline = () => {
    if (!reason.trim()) return setMissingReason(true);
    decide.mutate(
      { bookingID: booking.bookingID, decision: 'decline', reason: reason.trim() },
      { onSuccess: onDecided },
    );
  };

  return (
    <article className="operator-card" aria-labelledby={headingID}>
      <header className="operator-card__head">
        <h2 id={headingID}>
          {booking.reference} · {traveller.firstName} {traveller.lastName}
        </h2>
        <p className="operator-card__total">{format.money(booking.total.price, booking.total.currency)}</p>
      </header>
      <p className="operator-muted">
        {traveller.email} · {traveller.mobile} · {t(`languages.${booking.language}`)}
      </p>
      <p>
        {booking.reviewRequestedAt && t('queue.requested', { at: format.instant(booking.reviewRequestedAt) })}{' '}
        {booking.reviewExpiresAt && (
          <strong>{t('queue.deadline', { at: format.instant(booking.reviewExpiresAt) })}</strong>
        )}
      </p>
      <ul className="operator-chips" aria-label={t('queue.why')}>
        {booking.reasons.map((r) => (
          <li key={r}>{t(`reasons.${r}`)}</li>
        ))}
      </ul>
      <BookingLegs legs={booking.legs} />
      {decide.isError && <AlertMessage tone="error">{decide.error.message}</AlertMessage>}
      {declining ? (
        <div className="operator-decline">
          <label htmlFor={reasonID}>{t('decline.reason')}</label>
          <textarea
            id={reasonID}
            value={reason}
            maxLength={500}
            rows={3}
            aria-invalid={missingReason || undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setMissingReason(false);
            }}
          />
          {missingReason && <AlertMessage tone="error">{t('decline.required')}</AlertMessage>}
          <div className="operator-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={decide.isPending}
              onClick={decline}
            >
              {t('decline.submit')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setDeclining(false)}>
              {t('decline.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="operator-actions">
          <button type="button" className="button button--cta" disabled={decide.isPending} onClick={confirm}>
            {t('queue.confirm')}
          </button>
          <button type="button" className="button button--outline" onClick={() => setDeclining(true)}>
            {t('queue.decline')}
          </button>
        </div>
      )}
    </article>
  );
}
