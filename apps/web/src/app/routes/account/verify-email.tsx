import { useSearchParams } from 'react-router';
import { VerifyEmailView } from '../../../features/account/components/verify-email-view.tsx';
import '../../../features/account/account.css';

/** E-mail verification page (ADR 007), reached from the e-mailed ?token= link. */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  return (
    <div className="page page--narrow account-page">
      <VerifyEmailView token={params.get('token') ?? ''} />
    </div>
  );
}
