import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { verifyEmail } from '../api/verify-email.ts';

/** The page of the e-mailed verification link (issue 4): confirms the address once. */
export function VerifyEmailView({ token }: { token: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const verify = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
  });
  const result = verify.data;
  return (
    <section className="account-card">
      <h1>{t('account.verify.heading')}</h1>
      {token && verify.isPending && <p role="status">{t('account.verify.pending')}</p>}
      {result?.ok && (
        <p className="alert-message alert-message--ok" role="status">
          {t('account.verify.done')}
        </p>
      )}
      {(!token || (result && !result.ok)) && (
        <AlertMessage tone="error">
          {(result && !result.ok && result.error?.error_description) || t('account.verify.failed')}
        </AlertMessage>
      )}
      <div className="account-actions">
        <Link className="button button--primary" to={localized('/my-account')}>
          {t('account.verify.toAccount')}
        </Link>
      </div>
    </section>
  );
}
