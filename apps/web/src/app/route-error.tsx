import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logFailure } from '../lib/log.ts';

/** The error boundary of the routes (DESIGN §2): a calm message and a way home. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  logFailure('route error', error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="page page--narrow status-page" role="alert">
      <h1>{t(notFound ? 'notFound.title' : 'error.title')}</h1>
      <p>{t(notFound ? 'notFound.text' : 'error.text')}</p>
      <p className="status-page__actions">
        <Link className="button button--primary" to="/">
          {t('notFound.home')}
        </Link>
        <button type="button" className="button button--outline" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
      </p>
    </div>
  );
}
