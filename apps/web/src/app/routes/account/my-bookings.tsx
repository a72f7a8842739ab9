import { BookingsView } from '../../../features/account/components/bookings-view.tsx';
import { RequireUser } from './require-user.tsx';
import '../../../features/account/account.css';

/** My Bookings (spec part 2 §2.8), signed-in customers only. */
export function MyBookingsRoute() {
  return (
    <div className="page page--narrow account-page">
      <RequireUser>
        <BookingsView />
      </RequireUser>
    </div>
  );
}
