import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { useLocations } from '../../../lib/locations.ts';
import { AddressView } from '../../../features/booking/address/components/address-view.tsx';
import { BackToSearch } from '../../../booking-state/back-to-search.tsx';
import { completedStep } from '../../../booking-state/completed-elsewhere.tsx';
import type { AddressSet, StepState } from '../../../booking-state/journey.ts';
import { readStepState, saveStepState } from '../../../booking-state/step-state.ts';
import { StepLayout } from '../../../features/booking/components/step-layout.tsx';
import { OrderSummary } from '../../../features/booking/summary/order-summary.tsx';

/**
 * Choose your address, step 4 (spec part 2 §2.4): state from navigation or addressState, parsed; a
 * missing or unparsable state goes back to the search (docs/architecture.md §1). Next Step saves paymentState
 * and goes to /booking-payment with { param, customerId, info }.
 */
export function BookingAddressRoute() {
  const location = useLocation();
  const state = readStepState(location.state, STORAGE_KEYS.addressState);
  if (state.status !== 'valid') return <BackToSearch reason={state.status} />;
  // Back after paying: the paid booking's summary; paid in another tab: says so (ADR 017 row 3)
  const completed = completedStep(state.value.param.quote.quoteID);
  if (completed) return completed;
  return <AddressStep state={state.value} />;
}

function AddressStep({ state }: { state: StepState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const locations = useLocations();
  const next = (address: AddressSet) => {
    saveStepState(STORAGE_KEYS.addressState, state);
    const payment: StepState = { ...state, param: { ...state.param, address } };
    saveStepState(STORAGE_KEYS.paymentState, payment);
    void navigate(localized('/booking-payment'), { state: payment });
  };
  return (
    <StepLayout
      step={4}
      statusID={state.param.quote.status.statusID}
      title={t('address.title')}
      summary={<OrderSummary journey={state.param} extras={state.info} editJourney={3} editExtras={1} />}
    >
      {locations.data || locations.isError ? (
        <AddressView state={state} locations={locations.data ?? []} onNext={next} />
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </StepLayout>
  );
}
