import { useRef, useState } from 'react';
import { BOOKING_MESSAGES, needsReview } from '@alpine/domain';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../../components/ui/alert-message.tsx';
import { ChoiceToggle } from '../../../../components/ui/choice-toggle.tsx';
import { LoadingOverlay } from '../../../../components/ui/loading-overlay.tsx';
import { useBookingMessage } from '../../booking-messages.ts';
import type { StepState } from '../../../../booking-state/journey.ts';
import { useJourneyTotal } from '../../summary/order-summary.tsx';
import { TotalBar } from '../../summary/total-bar.tsx';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import type { CardConfirmer } from '../card-outcome.ts';
import { useCompleteBooking, type CompletedBooking } from '../hooks/use-complete-booking.ts';
import { ConsentBoxes, type Consents } from './consent-boxes.tsx';
import { CardEntry } from './card-entry.tsx';
import '../payment.css';

interface PaymentViewProps {
  state: StepState;
  onComplete: (done: CompletedBooking) => void;
  /** Back to the results after a 409 (seats gone or quote expired). */
  onBackToResults: () => void;
}

/**
 * The payment method chosen when the page opens (spec part 2 §4: "defaults to card; becomes invoice
 * if the quote's payment invoice flag is true; the user can toggle when both are offered"). The
 * server sets the invoice flag only for a partner's own user (ADR 008); without a partner the
 * choice is not offered (§2.6), so card stays the method unless card is not allowed at all.
 */
export function defaultMethod(
  payment: { card: boolean; invoice: boolean },
  hasPartner: boolean,
): 'card' | 'invoice' {
  if (!payment.invoice) return 'card';
  return hasPartner || !payment.card ? 'invoice' : 'card';
}

/**
 * Secure Card Payment (spec part 2 §2.6, §4, §5, §8): the Invoice/Card choice for partner quotes
 * allowing both, the card entry (sandbox form or Stripe Elements), the three tickboxes, 'Complete
 * Booking' or, for a quote awaiting review, the spec's message and 'Continue'; errors in a red alert.
 */
export function PaymentView({ state, onComplete, onBackToResults }: PaymentViewProps) {
  const { t } = useTranslation();
  const message = useBookingMessage();
  const { param, info } = state;
  const quote = param.quote;
  const quoteNeedsReview = needsReview(quote.status.statusID);
  const offerChoice = !!quote.partner && quote.payment.card && quote.payment.invoice;
  const [method, setMethod] = useState<'card' | 'invoice'>(() =>
    defaultMethod(quote.payment, !!quote.partner),
  );
  const [consents, setConsents] = useState<Consents>({ terms: false, privacy: false, marketing: false });
  const [tried, setTried] = useState(false);
  const card = useRef<CardConfirmer>(null);
  // the gateway's config is asked for as the page opens, so the card entry is ready when shown
  usePaymentConfig();
  const booking = useCompleteBooking(state);
  const { total, original } = useJourneyTotal(param, info);
  const consentMissing = !consents.terms || !consents.privacy;
  const cardEntry = !quoteNeedsReview && method === 'card';

  const complete = async () => {
    setTried(true);
    if (consentMissing || booking.busy) return;
    if (cardEntry && !card.current?.check()) return;
    const done = await booking.run(
      quoteNeedsReview ? 'review' : method,
      consents.marketing,
      cardEntry ? card.current : null,
    );
    if (done) onComplete(done);
  };

  return (
    <>
      <LoadingOverlay active={booking.busy} />
      {quoteNeedsReview ? (
        <section className="booking-card">
          <AlertMessage>{message(BOOKING_MESSAGES.pendingReview) ?? ''}</AlertMessage>
        </section>
      ) : (
        <section className="booking-card" aria-labelledby="payment-details">
          {offerChoice && (
            <div className="payment-choice">
              <h2>{t('payment.selectPayment')}</h2>
              <ChoiceToggle
                label={t('payment.selectPayment')}
                value={method}
                options={[
                  { value: 'invoice', label: t('payment.invoice') },
                  { value: 'card', label: t('payment.card.title') },
                ]}
                onChange={setMethod}
              />
            </div>
          )}
          <h2 id="payment-details">
            {method === 'card' ? t('payment.enterDetails') : t('payment.invoiceTitle')}
          </h2>
          {method === 'invoice' ? <p>{t('payment.invoiceText')}</p> : <CardEntry ref={card} />}
        </section>
      )}
      <section className="booking-card" aria-label={t('payment.consents')}>
        <ConsentBoxes value={consents} invalid={tried && consentMissing} onChange={setConsents} />
        {tried && consentMissing && (
          <AlertMessage tone="error">{message(BOOKING_MESSAGES.terms) ?? ''}</AlertMessage>
        )}
      </section>
      {booking.error && (
        <div className="payment-error">
          <AlertMessage tone="error">{message(booking.error) ?? booking.error}</AlertMessage>
          {booking.conflict && (
            <button type="button" className="button button--outline" onClick={onBackToResults}>
              {t('payment.backToResults')}
            </button>
          )}
        </div>
      )}
      <TotalBar total={total} original={original} currency={param.currency}>
        <button
          type="button"
          className="button button--cta"
          disabled={booking.busy}
          aria-busy={booking.busy || undefined}
          onClick={() => void complete()}
        >
          {quoteNeedsReview ? t('payment.continue') : t('payment.complete')}
        </button>
      </TotalBar>
    </>
  );
}
