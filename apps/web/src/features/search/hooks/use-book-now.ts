import { useNavigate } from 'react-router';
import { writeStored } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { searchToParams, toSavedSearch, type Referral, type SearchFormValues } from '../search-params.ts';

/**
 * Book Now (part 2 §2.9): saves the search under bookingValues (part 1 §3 "Saved search") and
 * navigates to /booking with the query parameters of part 1 §2.1.
 */
export function useBookNow(referral?: Referral) {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (values: SearchFormValues) => {
    writeStored(STORAGE_KEYS.bookingValues, toSavedSearch(values));
    void navigate(`${localized('/booking')}?${searchToParams(values, referral)}`);
  };
}
