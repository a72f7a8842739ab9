import { useSearchParams } from 'react-router';
import { ClaimBookingsView } from '../../../features/account/components/claim-bookings-view.tsx';
import '../../../features/account/account.css';

/** 'Add my bookings' page (ADR 008), reached from the e-mailed ?token= link. */
export function ClaimBookingsRoute() {
  const [params] = useSearchParams();
  return (
    <div className="page page--narrow account-page">
      <ClaimBookingsView token={params.get('token') ?? ''} />
    </div>
  );
}
