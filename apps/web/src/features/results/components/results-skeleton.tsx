import { useTranslation } from 'react-i18next';
import './results-skeleton.css';

/**
 * Grey stand-ins of the results toolbar and cards while the search runs (docs/architecture.md §5 "space
 * reserved for results"): the same outer sizes as the toolbar and closed result cards, so the
 * cards take their place without moving what is around them. `cards` is how many to draw (the
 * shared and private modes show two or three cards).
 */
export function ResultsSkeleton({ cards = 3 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <div className="results-skeleton" aria-busy="true" aria-label={t('common.loading')} role="status">
      <div className="results-skeleton__toolbar">
        <span className="results-skeleton__bone results-skeleton__title" />
        <span className="results-skeleton__bone results-skeleton__toggle" />
      </div>
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className="results-skeleton__card">
          <span className="results-skeleton__bone results-skeleton__icon" />
          <span className="results-skeleton__lines">
            <span className="results-skeleton__bone results-skeleton__line" />
            <span className="results-skeleton__bone results-skeleton__line results-skeleton__line--short" />
          </span>
        </div>
      ))}
    </div>
  );
}
