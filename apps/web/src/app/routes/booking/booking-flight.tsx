import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { BackToSearch } from '../../../booking-state/back-to-search.tsx';
import { completedStep } from '../../../booking-state/completed-elsewhere.tsx';
import type { StepState } from '../../../booking-state/journey.ts';
import { readStepState, saveStepState } from '../../../booking-state/step-state.ts';
import { StepLayout } from '../../../features/booking/components/step-layout.tsx';
import type { ExtraKey } from '@alpine/domain';
import { DroppedExtrasStateSchema } from '../../../features/booking/flight/carry-extras.ts';
import { DroppedExtrasNotice } from '../../../features/booking/flight/components/dropped-extras-notice.tsx';
import { FlightExtrasView } from '../../../features/booking/flight/components/flight-extras-view.tsx';
import { useFlightValues } from '../../../features/booking/flight/hooks/use-flight-values.ts';
import { OrderSummary } from '../../../features/booking/summary/order-summary.tsx';

/**
 * Flight & Extras, step 3 (spec part 2 §2.3): state from navigation (param, customerId, info) or
 * flightState, parsed; a missing or unparsable state goes back to the search (docs/architecture.md §1). Next
 * Step stores the state and goes to /booking-address. Extras dropped because another departure was chosen
 * since are named above the form (navigation state droppedExtras, carry-extras.ts).
 */
export function BookingFlightRoute() {
  const location = useLocation();
  const state = readStepState(location.state, STORAGE_KEYS.flightState);
  if (state.status !== 'valid') return <BackToSearch reason={state.status} />;
  // Back after paying: the paid booking's summary; paid in another tab: says so (ADR 017 row 3)
  const completed = completedStep(state.value.param.quote.quoteID);
  if (completed) return completed;
  const notice = DroppedExtrasStateSchema.safeParse(location.state);
  return <FlightStep state={state.value} dropped={notice.success ? notice.data.droppedExtras : []} />;
}

function FlightStep({ state, dropped }: { state: StepState; dropped: ExtraKey[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const flight = useFlightValues(state.info);
  const next = (merged: StepState) => {
    saveStepState(STORAGE_KEYS.flightState, { ...state });
    saveStepState(STORAGE_KEYS.addressState, merged);
    void navigate(localized('/booking-address'), { state: merged });
  };
  return (
    <StepLayout
      step={3}
      statusID={state.param.quote.status.statusID}
      title={state.param.connection.modeID === 3 ? t('flight.titleFlexi') : t('flight.title')}
      summary={<OrderSummary journey={state.param} extras={flight.values} editJourney={2} />}
    >
      <DroppedExtrasNotice dropped={dropped} />
      <FlightExtrasView state={state} flight={flight} onNext={next} />
    </StepLayout>
  );
}
