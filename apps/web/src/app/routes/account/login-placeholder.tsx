import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Placeholder of the login and find-booking screen (spec part 1 §2.2), built in a later issue. */
export function LoginPlaceholderRoute() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow status-page">
      <h1>{t('account.title')}</h1>
      <p>{t('account.soon')}</p>
      <Link className="button button--primary" to="/">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
