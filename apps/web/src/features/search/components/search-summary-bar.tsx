import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '../../../i18n/format-date.ts';
import { useLocationGroups } from '../api/get-location-groups.ts';
import { useBookNow } from '../hooks/use-book-now.ts';
import type { DeepLinkCheck } from '../deep-link-check.ts';
import type { Referral, SearchFormValues } from '../search-params.ts';
import { SearchForm } from './search-form.tsx';

interface SearchSummaryBarProps {
  values: SearchFormValues;
  referral: Referral;
  /** Start expanded (no complete search to show yet). */
  defaultExpanded?: boolean;
  /** What the page's link got wrong (docs/architecture.md §7), shown in the form. */
  linkProblems?: Pick<DeepLinkCheck, 'errors' | 'issues'>;
}

/**
 * The collapsible summary bar of the results screen (spec part 1 §2.1): From - To, passenger
 * count and dates; it expands into the search form.
 */
export function SearchSummaryBar({
  values,
  referral,
  defaultExpanded = false,
  linkProblems,
}: SearchSummaryBarProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const panelId = useId();
  const groups = useLocationGroups();
  const bookNow = useBookNow(referral);
  const name = (id: number | null) =>
    groups.data?.flatMap((g) => g.locations).find((l) => l.locationID === id)?.name ?? '…';
  const dates = [values.departDate, values.tab === 0 ? values.returnDate : '']
    .filter(Boolean)
    .map((d) => formatLocalDate(d))
    .join(' – ');
  const pax =
    values.tab === 0 && values.returnPassenger !== values.departPassenger
      ? `${t('search.paxOption', { count: values.departPassenger ?? 1 })} / ${values.returnPassenger}`
      : t('search.paxOption', { count: values.departPassenger ?? 1 });

  return (
    <section className={`summary-bar${expanded ? ' summary-bar--open' : ''}`} aria-label={t('summary.label')}>
      <div className="summary-bar__row">
        <p className="summary-bar__text">
          <strong className="summary-bar__route">
            {name(values.from)} <span aria-hidden="true">–</span>
            <span className="visually-hidden">{t('summary.to')}</span> {name(values.to)}
          </strong>
          <span className="summary-bar__meta">
            <span>{pax}</span>
            {dates && <span>{dates}</span>}
            <span>{t(values.tab === 0 ? 'search.return' : 'search.oneWay')}</span>
          </span>
        </p>
        <button
          type="button"
          className="button button--ghost summary-bar__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((e) => !e)}
        >
          {t(expanded ? 'summary.close' : 'summary.edit')}
        </button>
      </div>
      <div id={panelId} hidden={!expanded} className="summary-bar__panel">
        {expanded && (
          <SearchForm
            variant="compact"
            initialValues={values}
            linkProblems={linkProblems}
            onSubmit={(next) => {
              setExpanded(false);
              bookNow(next);
            }}
          />
        )}
      </div>
    </section>
  );
}
