import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBookNow } from '../hooks/use-book-now.ts';
import { emptySearchValues, referralFromParams } from '../search-params.ts';
import { SearchForm } from './search-form.tsx';

/** The home page's booking search widget (spec part 2 §2.9). */
export function HomeSearchWidget() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const referral = useMemo(() => referralFromParams(params), [params]);
  const bookNow = useBookNow(referral);
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
