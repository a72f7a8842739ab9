import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { writeStored } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import {
  referralFromParams,
  searchToParams,
  toSavedSearch,
  type Referral,
  type SearchFormValues,
} from '../search-params.ts';

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

/**
 * Book Now of a search widget (the home page's, a content page's): useBookNow with the referral the
 * page's own URL carries (referralFromParams), so it goes on to /booking.
 */
export function useBookNowWithPageReferral() {
  const [params] = useSearchParams();
  const referral = useMemo(() => referralFromParams(params), [params]);
  return useBookNow(referral);
}
