import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { claimBookings } from '../api/claim-bookings.ts';

/**
 * The page of the e-mailed 'Add my bookings' link (issue 7 §1): opens it once and says how many
 * bookings joined the account, with a way to My Bookings.
 */
export function ClaimBookingsView({ token }: { token: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const claim = useQuery({
    queryKey: ['claim-bookings', token],
    queryFn: () => claimBookings(token),
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
  });
  const result = claim.data;
  return (
    <section className="account-card">
      <h1>{t('account.claim.title')}</h1>
      {token && claim.isPending && <p role="status">{t('account.verify.pending')}</p>}
      {result?.ok && (
        <p className="alert-message alert-message--ok" role="status">
          {t('account.claim.done', { count: result.data.claimed })}
        </p>
      )}
      {(!token || (result && !result.ok)) && (
        <AlertMessage tone="error">
          {(result && !result.ok && result.error?.error_description) || t('account.verify.failed')}
        </AlertMessage>
      )}
      <div className="account-actions">
        <Link className="button button--primary" to={localized('/my-account/bookings')}>
          {t('account.home.viewBookings')}
        </Link>
      </div>
    </section>
  );
}
