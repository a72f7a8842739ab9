import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookNowWithPageReferral } from '../hooks/use-book-now.ts';
import { emptySearchValues } from '../search-params.ts';
import { SearchForm } from './search-form.tsx';
import './page-search-widget.css';

/**
 * The search form of an airport or resort page (ADR 015 `<!-- search -->`), prefilled with
 * the page's place: an airport as the origin, a resort as the destination (locationIDs). Book Now
 * goes to the results as the home page's widget does (spec part 2 §2.9).
 */
export function PageSearchWidget({ from = null, to = null }: { from?: number | null; to?: number | null }) {
  const { t } = useTranslation();
  const bookNow = useBookNowWithPageReferral();
  const initial = useMemo(() => ({ ...emptySearchValues(), from, to }), [from, to]);
  return (
    <section className="page-search" aria-labelledby="page-search-title">
      <h2 id="page-search-title" className="page-search__title">
        {t('content.searchTitle')}
      </h2>
      <SearchForm initialValues={initial} onSubmit={bookNow} />
    </section>
  );
}
