import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { MissingJourney } from '../../../features/booking/components/missing-journey.tsx';
import { StepLayout } from '../../../features/booking/components/step-layout.tsx';
import { PaymentView } from '../../../features/booking/payment/components/payment-view.tsx';
import type { CompletedBooking } from '../../../features/booking/payment/hooks/use-complete-booking.ts';
import { OrderSummary } from '../../../features/booking/summary/order-summary.tsx';
import { readStepState, type StepState } from '../../../features/booking/step-state.ts';
import type { SuccessState } from '../../../features/booking/success/components/success-view.tsx';

/**
 * The payment state: the stored one (it carries the booking once created, so a retried page reuses
 * it) unless navigation brings another journey (spec part 2 §3, §4).
 */
function paymentState(navigationState: unknown): StepState | null {
  const fromNavigation = readStepState(navigationState, STORAGE_KEYS.paymentState);
  const stored = readStepState(null, STORAGE_KEYS.paymentState);
  if (stored && (!fromNavigation || stored.param.quote.quoteID === fromNavigation.param.quote.quoteID))
    return stored;
  return fromNavigation;
}

/**
 * Secure Card Payment, step 5 (spec part 2 §2.6, §4): redirects to the site root when the
 * completion flag is present; on completion stores the flag and goes to /booking-success.
 */
export function BookingPaymentRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  // Read once on entry: the flag this page sets on completion must not bounce it to '/' on its way out.
  const [completedOnEntry] = useState(() => readStored<string>(STORAGE_KEYS.completed) === 'yes');
  if (completedOnEntry) return <Navigate to={localized('/')} replace />;
  const state = paymentState(location.state);
  if (!state) return <MissingJourney />;

  const complete = (done: CompletedBooking) => {
    writeStored(STORAGE_KEYS.completed, 'yes');
    const success: SuccessState = { param: state.param, ...done };
    void navigate(localized('/booking-success'), { state: success, replace: true });
  };

  return (
    <StepLayout
      step={5}
      statusID={state.param.quote.status.statusID}
      title={t('payment.title')}
      summary={<OrderSummary journey={state.param} extras={state.info} editJourney={4} editExtras={2} />}
    >
      <PaymentView state={state} onComplete={complete} onBackToResults={() => void navigate(-4)} />
    </StepLayout>
  );
}
