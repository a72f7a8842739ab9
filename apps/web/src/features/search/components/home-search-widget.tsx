import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookNowWithPageReferral } from '../hooks/use-book-now.ts';
import { emptySearchValues } from '../search-params.ts';
import { SearchForm } from './search-form.tsx';

/** The home page's booking search widget (spec part 2 §2.9). */
export function HomeSearchWidget() {
  const { t } = useTranslation();
  const bookNow = useBookNowWithPageReferral();
  const initial = useMemo(() => emptySearchValues(), []);
  return (
    <section className="home-widget" aria-labelledby="home-widget-title">
      <h2 id="home-widget-title" className="home-widget__title">
        {t('home.widgetTitle')}
      </h2>
      <SearchForm initialValues={initial} onSubmit={bookNow} />
    </section>
  );
}
