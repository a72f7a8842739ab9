import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { claimBookings } from '../api/claim-bookings.ts';
import { LinkActionView } from './link-action-view.tsx';

/**
 * The page of the e-mailed 'Add my bookings' link (ADR 008): opens it once and says how many
 * bookings joined the account, with a way to My Bookings.
 */
export function ClaimBookingsView({ token }: { token: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <LinkActionView
      title={t('account.claim.title')}
      token={token}
      queryKey="claim-bookings"
      open={claimBookings}
      done={(data) => t('account.claim.done', { count: data.claimed })}
      actions={
        <Link className="button button--primary" to={localized('/my-account/bookings')}>
          {t('account.home.viewBookings')}
        </Link>
      }
    />
  );
}
