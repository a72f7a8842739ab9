import { AccountHome } from '../../../features/account/components/account-home.tsx';
import { RequireUser } from './require-user.tsx';
import '../../../features/account/account.css';

/** My Account (spec part 2 §2.8), signed-in customers only. */
export function MyAccountRoute() {
  return (
    <div className="page page--narrow account-page">
      <RequireUser>
        <AccountHome />
      </RequireUser>
    </div>
  );
}
