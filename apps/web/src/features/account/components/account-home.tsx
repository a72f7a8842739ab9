import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { clearUserSession } from '../../../lib/user-session.ts';
import { useMe } from '../api/get-me.ts';
import { logOut as endSession } from '../api/log-out.ts';

/** My Account (spec part 2 §2.8): View Bookings and Account Details cards, and Log Out. */
export function AccountHome() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const client = useQueryClient();
  const me = useMe();

  /** Log Out (ADR 007): the server ends the session, then the browser forgets the token. */
  const logOut = async () => {
    await endSession().catch(() => undefined);
    clearUserSession();
    client.clear();
    void navigate(localized('/my-account/login'));
  };

  return (
    <section className="account-home">
      <h1>{t('account.title')}</h1>
      {me.data && (
        <p className="account-home__hello">{t('account.home.hello', { name: me.data.firstName })}</p>
      )}
      {me.data && !me.data.emailVerified && (
        <p className="alert-message alert-message--warning">{t('account.home.unverified')}</p>
      )}
      <div className="account-grid">
        <Link className="account-tile" to={localized('/my-account/bookings')}>
          <strong>{t('account.home.viewBookings')}</strong>
          <span>{t('account.home.viewBookingsText')}</span>
        </Link>
        <Link className="account-tile" to={localized('/account-details')}>
          <strong>{t('account.home.details')}</strong>
          <span>{t('account.home.detailsText')}</span>
        </Link>
      </div>
      <div className="account-actions account-actions--start">
        <button type="button" className="button button--outline" onClick={() => void logOut()}>
          {t('account.home.logout')}
        </button>
      </div>
    </section>
  );
}
