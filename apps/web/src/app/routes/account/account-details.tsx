import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { LoadingOverlay } from '../../../components/ui/loading-overlay.tsx';
import { useMe } from '../../../features/account/api/get-me.ts';
import { AccountDetailsForm } from '../../../features/account/components/account-details-form.tsx';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { RequireUser } from './require-user.tsx';
import '../../../features/account/account.css';

function AccountDetails() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const me = useMe();
  return (
    <>
      <h1>{t('account.details.heading')}</h1>
      {me.data && <AccountDetailsForm account={me.data} />}
      {me.isError && <AlertMessage tone="error">{t('account.bookings.noCustomer')}</AlertMessage>}
      <p className="account-actions account-actions--start">
        <Link to={localized('/my-account')} className="account-back">
          {t('account.back')}
        </Link>
      </p>
      <LoadingOverlay active={me.isPending} />
    </>
  );
}

/** Account Details (spec part 2 §2.8), signed-in customers only. */
export function AccountDetailsRoute() {
  return (
    <div className="page page--narrow account-page">
      <RequireUser>
        <AccountDetails />
      </RequireUser>
    </div>
  );
}
