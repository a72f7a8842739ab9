import { useNavigate } from 'react-router';
import type { Location } from '@alpine/contract';
import { writeStored } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import type { ChosenOption, NextStepState } from '../../../booking-state/journey.ts';

/**
 * Next Step (spec part 1 §2.1): saves the chosen option under infoState and navigates to
 * /booking-personal with state { option, locations }.
 */
export function useNextStep(locations: Location[]) {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (option: ChosenOption) => {
    writeStored(STORAGE_KEYS.infoState, option);
    const state: NextStepState = { option, locations };
    void navigate(localized('/booking-personal'), { state });
  };
}
