import { useTranslation } from 'react-i18next';
import './loading-overlay.css';

/** The loading overlay shown during search and quote calls (spec part 1 §2.1, §4). */
export function LoadingOverlay({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <div className="loading-overlay__box">
        <span className="loading-overlay__spinner" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    </div>
  );
}
