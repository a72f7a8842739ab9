import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';

/**
 * A booking page that has no booking step to show (spec part 2 §2.7; ADR 017 row 3): the message
 * `children` (title and text) in a status panel, `role="status"` when `announce` is set, then the
 * two ways on: find a booking (the account login) and a new search (home), in the page's language.
 */
export function BookingStatusPage({
  announce = false,
  children,
}: {
  announce?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div className="page page--narrow">
      <div className="status-page" role={announce ? 'status' : undefined}>
        {children}
      </div>
      <p className="status-page__actions">
        <Link className="button button--primary" to={localized('/my-account/login')}>
          {t('deadEnds.success.findBooking')}
        </Link>
        <Link className="button button--outline" to={localized('/')}>
          {t('deadEnds.success.newSearch')}
        </Link>
      </p>
    </div>
  );
}
