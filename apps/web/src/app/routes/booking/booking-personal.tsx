import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { readStored, removeStored, writeStored } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { BackToSearch } from '../../../booking-state/back-to-search.tsx';
import { completedStep } from '../../../booking-state/completed-elsewhere.tsx';
import { ChosenOptionSchema, type ChosenOption, type StepState } from '../../../booking-state/journey.ts';
import {
  newInfo,
  readJourneyState,
  readStepState,
  saveStepState,
} from '../../../booking-state/step-state.ts';
import { StepLayout } from '../../../features/booking/components/step-layout.tsx';
import { carryExtras, type DroppedExtrasState } from '../../../features/booking/flight/carry-extras.ts';
import { PersonalForm } from '../../../features/booking/personal/components/personal-form.tsx';
import { OrderSummary } from '../../../features/booking/summary/order-summary.tsx';

/**
 * Personal Information, step 2 (spec part 2 §2.2): the chosen option from navigation state
 * { option, locations } or infoState, parsed; a missing or unparsable option goes back to the search
 * (docs/architecture.md §1). Next Step saves the customer and goes to /booking-flight with { param,
 * customerId, info }.
 */
export function BookingPersonalRoute() {
  const location = useLocation();
  const state: unknown = location.state;
  const navigation = state != null && typeof state === 'object' && 'option' in state ? state.option : null;
  const option = readJourneyState(navigation, ChosenOptionSchema, STORAGE_KEYS.infoState);
  if (option.status !== 'valid') return <BackToSearch reason={option.status} />;
  // Back after paying: the paid booking's summary; paid in another tab: says so (ADR 017 row 3)
  const completed = completedStep(option.value.quote.quoteID);
  if (completed) return completed;
  return <PersonalStep option={option.value} />;
}

function PersonalStep({ option }: { option: ChosenOption }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  // the details entered before, to prefill the form; a stale or changed record is simply not used
  const stored = readStepState(null, STORAGE_KEYS.flightState);
  const previous = stored.status === 'valid' ? stored.value : null;
  const initial = previous
    ? { ...previous.info, country: readStored(STORAGE_KEYS.dialCountry, z.string()) ?? undefined }
    : null;

  const done = (customer: Parameters<typeof newInfo>[0] & { country: string }, customerId: number) => {
    const { country, ...details } = customer;
    const same = previous?.param.quote.quoteID === option.quote.quoteID;
    // another departure or transfer chosen since: its extras still valid stay, the others are
    // named on the next step (ADR 017 "Gaps the spec leaves, filled")
    const carried = previous && !same ? carryExtras(previous, option) : null;
    const info =
      previous && same
        ? { ...previous.info, ...details, customer_id: customerId }
        : { ...newInfo(details, customerId), ...carried?.values };
    if (!same) {
      // the addresses of the previous transfer do not apply; its extras now live in info
      [STORAGE_KEYS.flightValues, STORAGE_KEYS.addressValues, STORAGE_KEYS.paymentState].forEach((key) =>
        removeStored(key),
      );
    }
    const next: StepState = { param: option, customerId, info };
    // a new booking starts: this tab's flag of the previous one no longer applies (part 2 §4, ADR 017 row 3)
    removeStored(STORAGE_KEYS.completed, 'session');
    writeStored(STORAGE_KEYS.dialCountry, country);
    if (option.promotion) {
      writeStored(STORAGE_KEYS.promotionPrice, { price: option.price, originalPrice: option.originalPrice });
    } else removeStored(STORAGE_KEYS.promotionPrice);
    saveStepState(STORAGE_KEYS.flightState, next);
    const dropped: DroppedExtrasState = { droppedExtras: carried?.dropped ?? [] };
    void navigate(localized('/booking-flight'), { state: { ...next, ...dropped } });
  };

  return (
    <StepLayout
      step={2}
      statusID={option.quote.status.statusID}
      title={t('personal.title')}
      summary={<OrderSummary journey={option} editJourney={1} />}
    >
      <PersonalForm initial={initial} onDone={done} />
    </StepLayout>
  );
}
