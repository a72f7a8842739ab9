import { useSearchParams } from 'react-router';
import { NewPasswordForm } from '../../../features/account/components/new-password-form.tsx';
import '../../../features/account/account.css';

/** New password screen (spec part 1 §2.5), reached from the recovery e-mail's ?token= link. */
export function NewPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <div className="page page--narrow account-page">
      <NewPasswordForm token={params.get('token') ?? ''} />
    </div>
  );
}
