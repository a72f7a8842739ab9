import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { readStored, removeStored, writeStored } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import type { ChosenOption, NextStepState } from '../../../features/results/chosen-option.ts';
import { MissingJourney } from '../../../features/booking/components/missing-journey.tsx';
import { StepLayout } from '../../../features/booking/components/step-layout.tsx';
import { PersonalForm } from '../../../features/booking/personal/components/personal-form.tsx';
import { OrderSummary } from '../../../features/booking/summary/order-summary.tsx';
import {
  newInfo,
  readStepState,
  saveStepState,
  type StepState,
} from '../../../features/booking/step-state.ts';

/**
 * Personal Information, step 2 (spec part 2 §2.2): the chosen option from navigation state or
 * infoState; Next Step saves the customer and goes to /booking-flight with { param, customerId, info }.
 */
export function BookingPersonalRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const state = location.state as Partial<NextStepState> | null;
  const option = state?.option ?? readStored<ChosenOption>(STORAGE_KEYS.infoState);
  if (!option) return <MissingJourney />;
  const previous = readStepState(null, STORAGE_KEYS.flightState);
  const initial = previous
    ? { ...previous.info, country: readStored<string>(STORAGE_KEYS.dialCountry) ?? undefined }
    : null;

  const done = (customer: Parameters<typeof newInfo>[0] & { country: string }, customerId: number) => {
    const { country, ...details } = customer;
    const same = previous?.param.quote.quoteID === option.quote.quoteID;
    const info =
      previous && same
        ? { ...previous.info, ...details, customer_id: customerId }
        : newInfo(details, customerId);
    if (!same) {
      // another transfer was chosen: the extras and addresses of the previous one do not apply
      [STORAGE_KEYS.flightValues, STORAGE_KEYS.addressValues, STORAGE_KEYS.paymentState].forEach((key) =>
        removeStored(key),
      );
    }
    const next: StepState = { param: option, customerId, info };
    // a new booking starts: the completion flag of the previous one no longer applies (part 2 §4)
    removeStored(STORAGE_KEYS.completed);
    writeStored(STORAGE_KEYS.dialCountry, country);
    if (option.promotion) {
      writeStored(STORAGE_KEYS.promotionPrice, { price: option.price, originalPrice: option.originalPrice });
    } else removeStored(STORAGE_KEYS.promotionPrice);
    saveStepState(STORAGE_KEYS.flightState, next);
    void navigate(localized('/booking-flight'), { state: next });
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
