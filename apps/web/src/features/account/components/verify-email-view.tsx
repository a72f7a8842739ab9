import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { verifyEmail } from '../api/verify-email.ts';
import { LinkActionView } from './link-action-view.tsx';

/** The page of the e-mailed verification link (ADR 007): confirms the address once. */
export function VerifyEmailView({ token }: { token: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <LinkActionView
      title={t('account.verify.heading')}
      token={token}
      queryKey="verify-email"
      open={verifyEmail}
      done={() => t('account.verify.done')}
      actions={
        <Link className="button button--primary" to={localized('/my-account')}>
          {t('account.verify.toAccount')}
        </Link>
      }
    />
  );
}
