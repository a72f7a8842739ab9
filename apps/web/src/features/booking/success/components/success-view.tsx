import { needsReview } from '@alpine/domain';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../../components/ui/money.tsx';
import { formatLocalDate } from '../../../../i18n/format-date.ts';
import { useLocationName } from '../../../../lib/locations.ts';
import type { SuccessState } from '../../../../booking-state/journey.ts';
import '../success.css';

/**
 * Booking success (spec part 2 §2.7): thanks, the route, Return or One Way with dates and title,
 * the Reservation Number, the Total, the e-mail address the e-tickets went to (docs/architecture.md §7) and
 * the note on the e-tickets. Place names follow the page's language (ADR 015). A booking
 * that awaits review (a leg with statusID 1, spec part 2 §4: "moves to success without payment")
 * is not called successful nor said to have e-tickets: it thanks for the request, repeats the
 * review message and says what the e-mail will bring (ADR 017 row 9).
 */
export function SuccessView({ success }: { success: SuccessState }) {
  const { t } = useTranslation();
  const placeName = useLocationName();
  const { param } = success;
  const go = param.go[0];
  const back = param.back[0];
  const ticket = param.type ? t(`results.titles.${param.type}`) : param.title;
  const bookingNeedsReview =
    needsReview(param.quote.status.statusID) || needsReview(param.quote1?.status.statusID);
  return (
    <section className="success">
      <div className="success__badge" aria-hidden="true">
        ✓
      </div>
      <h1>{bookingNeedsReview ? t('success.reviewTitle') : t('success.title')}</h1>
      <p className="success__lead">
        {bookingNeedsReview ? t('bookingMessages.pendingReview') : t('success.lead')}
      </p>
      <div className="success__card">
        <h2 className="success__route">
          {placeName(param.originId, param.origin)} - {placeName(param.destinationId, param.destination)}
        </h2>
        <p className="success__trip">
          <strong>{param.return ? t('success.return') : t('success.oneWay')}</strong>
          {go && <span> · {formatLocalDate(go.date)}</span>}
          {back && <span> – {formatLocalDate(back.date)}</span>}
          {/* on a line of its own: no separator left at the start of a wrapped line (375 px) */}
          <span className="success__ticket">{ticket}</span>
        </p>
        <dl className="success__facts">
          <div>
            <dt>{t('success.reservationNumber')}</dt>
            <dd className="success__reference">{success.reference}</dd>
          </div>
          <div>
            <dt>{t('success.total')}</dt>
            <dd>
              <Money amount={success.total} currency={success.currency} />
            </dd>
          </div>
        </dl>
      </div>
      {bookingNeedsReview ? (
        success.email && (
          <p className="success__sent-to">{t('success.reviewSentTo', { email: success.email })}</p>
        )
      ) : (
        <>
          {success.email && (
            <p className="success__sent-to">{t('deadEnds.success.sentTo', { email: success.email })}</p>
          )}
          <p className="success__note">{t('success.note')}</p>
        </>
      )}
    </section>
  );
}
