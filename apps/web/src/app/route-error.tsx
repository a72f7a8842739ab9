import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  canReloadForChunk,
  isChunkLoadError,
  isReloadingForChunk,
  reloadForChunk,
} from '../lib/chunk-reload.ts';
import { logFailure } from '../lib/log.ts';
import { RouteFallback } from './route-fallback.tsx';

/**
 * The error boundary of the routes (docs/architecture.md §1): a calm message and a way home, inside the page
 * frame (header and footer). A page whose code chunk is gone (a deploy while the tab was open)
 * reloads the page once instead, showing the loading bar meanwhile (docs/architecture.md §5,
 * lib/chunk-reload.ts).
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const reloads = isReloadingForChunk() || (isChunkLoadError(error) && canReloadForChunk());
  useEffect(() => {
    if (reloads) reloadForChunk();
  }, [reloads]);
  if (reloads) return <RouteFallback />;
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
