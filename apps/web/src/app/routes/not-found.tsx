import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The page for unknown addresses. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button button--primary" to="/">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
