import { useTranslation } from 'react-i18next';
import { FindBookingCard } from '../../../features/account/components/find-booking-card.tsx';
import { LoginCard } from '../../../features/account/components/login-card.tsx';
import '../../../features/account/account.css';

/** Login and find-booking screen (spec part 1 §2.2): two cards side by side, stacked on phones. */
export function LoginRoute() {
  const { t } = useTranslation();
  return (
    <div className="page account-page">
      <h1 className="account-page__title">{t('account.title')}</h1>
      <div className="account-grid">
        <FindBookingCard />
        <LoginCard />
      </div>
    </div>
  );
}
