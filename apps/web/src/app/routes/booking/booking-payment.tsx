import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { readStored, readStoredParsed, writeStored } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { BackToSearch } from '../../../booking-state/back-to-search.tsx';
import { paidBooking, paidBookingOf, rememberPaidBooking } from '../../../booking-state/paid-booking.ts';
import { PaidBookingRedirect } from '../../../booking-state/paid-booking-redirect.tsx';
import { completedStep } from '../../../booking-state/completed-elsewhere.tsx';
import { useStepBack } from '../../../lib/use-step-back.ts';
import { StepStateSchema, type StepState, type SuccessState } from '../../../booking-state/journey.ts';
import type { JourneyRead } from '../../../booking-state/step-state.ts';
import { StepLayout } from '../../../features/booking/components/step-layout.tsx';
import { PaymentView } from '../../../features/booking/payment/components/payment-view.tsx';
import type { CompletedBooking } from '../../../features/booking/payment/hooks/use-complete-booking.ts';
import { OrderSummary } from '../../../features/booking/summary/order-summary.tsx';

/**
 * The payment state, parsed: the stored one (it carries the booking once created, so a retried page
 * reuses it) unless navigation brings another journey (spec part 2 §3, §4). Missing when neither
 * holds one; invalid when what is there does not parse (docs/architecture.md §1).
 */
function paymentState(navigationState: unknown): JourneyRead<StepState> {
  const fromNavigation = navigationState == null ? null : StepStateSchema.safeParse(navigationState);
  const navigation = fromNavigation?.success ? fromNavigation.data : null;
  const stored = readStoredParsed(STORAGE_KEYS.paymentState, StepStateSchema);
  if (
    stored.status === 'valid' &&
    (!navigation || stored.value.param.quote.quoteID === navigation.param.quote.quoteID)
  )
    return stored;
  if (navigation) return { status: 'valid', value: navigation };
  return fromNavigation || stored.status === 'invalid' ? { status: 'invalid' } : { status: 'missing' };
}

/**
 * Secure Card Payment, step 5 (spec part 2 §2.6, §4): a paid booking's page (Back after paying)
 * shows that booking's summary; otherwise redirects to the site root when this tab's
 * completion flag is present (ADR 017 row 3), and to the search with a message when the state is
 * missing or does not parse; a booking another tab completed says so with its
 * reference (ADR 017 row 3). On completion stores the flag and goes to /booking-success.
 */
export function BookingPaymentRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const stepBack = useStepBack();
  // Read once on entry: the flag this page sets on completion must not bounce it away on its way out.
  const [completedOnEntry] = useState(
    () => readStored(STORAGE_KEYS.completed, z.string(), 'session') === 'yes',
  );
  const read = paymentState(location.state);
  // Back after paying: the paid booking's summary (docs/architecture.md §7), else the site root (part 2 §4)
  const paid = completedOnEntry
    ? (paidBookingOf(read.status === 'valid' ? read.value.param.quote.quoteID : undefined) ?? paidBooking())
    : read.status === 'valid'
      ? paidBookingOf(read.value.param.quote.quoteID)
      : null;
  if (paid) return <PaidBookingRedirect paid={paid} />;
  if (completedOnEntry) return <Navigate to={localized('/')} replace />;
  if (read.status !== 'valid') return <BackToSearch reason={read.status} />;
  const state = read.value;
  const elsewhere = completedStep(state.param.quote.quoteID);
  if (elsewhere) return elsewhere;

  const complete = (done: CompletedBooking) => {
    writeStored(STORAGE_KEYS.completed, 'yes', 'session');
    const success: SuccessState = { param: state.param, ...done, email: state.info.email };
    rememberPaidBooking(success);
    void navigate(localized('/booking-success'), { state: success, replace: true });
  };

  return (
    <StepLayout
      step={5}
      statusID={state.param.quote.status.statusID}
      title={t('payment.title')}
      summary={<OrderSummary journey={state.param} extras={state.info} editJourney={4} editExtras={2} />}
    >
      <PaymentView state={state} onComplete={complete} onBackToResults={() => stepBack(4)} />
    </StepLayout>
  );
}
