import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { validateSearch } from '@alpine/domain';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { LoadingOverlay } from '../../../components/ui/loading-overlay.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { ProgressIndicator } from '../../../components/ui/progress-indicator.tsx';
import { readStored, removeStored } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useLocations } from '../../../lib/locations.ts';
import { checkDeepLink } from '../../../features/search/deep-link-check.ts';
import { SearchSummaryBar } from '../../../features/search/components/search-summary-bar.tsx';
import {
  emptySearchValues,
  SavedSearchSchema,
  fromSavedSearch,
  referralFromParams,
  searchFromParams,
  searchToParams,
  toSearchItems,
  alpsNow,
} from '../../../features/search/search-params.ts';
import { useQuoteSearch, type QuoteResults } from '../../../features/results/api/search-quotes.ts';
import { ResultsView } from '../../../features/results/components/results-view.tsx';
import { ResultsSkeleton } from '../../../features/results/components/results-skeleton.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import './booking.css';

/**
 * The transfer search and results screen (spec part 1 §2.1). Pre-rendered at build time and while
 * that HTML hydrates it shows its frame (docs/architecture.md §5: the search lives in the address and
 * storage, which the build cannot know); the search itself renders once hydrated, or at once on a
 * client-side visit.
 */
export function BookingRoute() {
  return useHydrated() ? <BookingSearch /> : <BookingFrame />;
}

/**
 * The frame of the results screen without a search (docs/architecture.md §5): title, progress header and a
 * loading state sized like the summary bar and the first results, so nothing moves when they come.
 */
export function BookingFrame() {
  const { t } = useTranslation();
  return (
    <div className="page booking-page">
      <h1 className="visually-hidden">{t('booking.title')}</h1>
      <ProgressIndicator current={1} />
      <div className="booking-frame">
        <div className="booking-frame__summary" />
        <div className="booking-page__results">
          <ResultsSkeleton cards={3} />
        </div>
      </div>
    </div>
  );
}

/**
 * The search and its results (spec part 1 §2.1): reads the search from the address
 * or, without it, restores bookingValues; searches with the loading overlay; shows the progress
 * header on step 1, the summary bar and the result cards (an applied promo code kept across mode
 * switches, ADR 017), in a region kept a screen high with
 * card stand-ins while the search runs so nothing shifts when they arrive (docs/architecture.md §5).
 */
function BookingSearch() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const fromParams = useMemo(() => searchFromParams(params), [params]);
  const referral = useMemo(() => referralFromParams(params), [params]);
  const [restored] = useState(() =>
    fromParams ? null : fromSavedSearch(readStored(STORAGE_KEYS.bookingValues, SavedSearchSchema)),
  );
  const locations = useLocations();
  // the Alps' clock when the search was read (ADR 017: a time of today already gone is named)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again for each new search
  const now = useMemo(() => alpsNow(), [params]);
  // a link's wrong fields are emptied and marked, and no search runs (docs/architecture.md §7: no dead ends)
  const link = useMemo(
    () =>
      fromParams &&
      checkDeepLink(
        params,
        fromParams,
        locations.data ? new Set(locations.data.map((l) => l.locationID)) : null,
        now.date,
        now.time,
      ),
    [params, fromParams, locations.data, now],
  );
  const values = link?.values ?? restored;
  const complete =
    values !== null && !link?.issues.length && validateSearch(values, now.date, now.time).errors.length === 0;
  const items = useMemo(
    () => (values && complete ? toSearchItems(values, referral) : null),
    [values, complete, referral],
  );
  const quotes = useQuoteSearch(items, () => removeStored(STORAGE_KEYS.bookingValues));
  const mode = values?.sharedMode === false ? 'private' : 'shared';
  // a search the server refuses (422: a time gone since the page was read, a date too far) says
  // why, in the page's language, rather than leaving an empty page (ADR 017)
  const refused =
    quotes.error instanceof ApiRequestError && quotes.error.status === 422
      ? quotes.error.error?.error_description
      : undefined;
  const [statusID, setStatusID] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // the applied promo code's re-quote, for the search it was applied to: it outlives the cards,
  // which a mode switch mounts anew (ADR 017 "promotion on every card")
  const [promo, setPromo] = useState<{ search: string; results: QuoteResults } | null>(null);
  const searchKey = JSON.stringify(items);
  const promoted = promo?.search === searchKey ? promo.results : null;
  const keepPromo = useCallback(
    (results: QuoteResults) => setPromo({ search: searchKey, results }),
    [searchKey],
  );

  // a restored search becomes the page address, so that reloads and mode changes keep it
  useEffect(() => {
    if (!fromParams && restored) setParams(searchToParams(restored, referral), { replace: true });
  }, [fromParams, restored, referral, setParams]);

  const changeMode = useCallback(
    (next: 'shared' | 'private') =>
      setParams(
        (p) => {
          p.set('sharedMode', next === 'shared' ? 'true' : 'false');
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <div className="page booking-page">
      <LoadingOverlay active={quotes.isFetching || busy} />
      <h1 className="visually-hidden">{t('booking.title')}</h1>
      <ProgressIndicator current={1} statusID={statusID} />
      <SearchSummaryBar
        key={`${params.toString()}|${link?.issues.join() ?? ''}`}
        values={values ?? emptySearchValues()}
        referral={referral}
        defaultExpanded={!complete}
        linkProblems={link ?? undefined}
      />
      {!complete && <p className="booking-page__hint">{t('booking.completeSearch')}</p>}
      {items && (
        // at least a screen high, so the footer stays below the fold while the results arrive
        <div className="booking-page__results">
          {quotes.data ? (
            <ResultsView
              key={`${mode}-${quotes.dataUpdatedAt}`}
              results={quotes.data}
              items={items}
              mode={mode}
              onModeChange={changeMode}
              locations={locations.data ?? []}
              onStatusChange={setStatusID}
              onBusyChange={setBusy}
              promoted={promoted}
              onPromoted={keepPromo}
            />
          ) : refused ? (
            <AlertMessage tone="error">{refused}</AlertMessage>
          ) : (
            quotes.isLoading && <ResultsSkeleton cards={mode === 'private' ? 2 : 3} />
          )}
        </div>
      )}
    </div>
  );
}
