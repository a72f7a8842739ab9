import { RegisterForm } from '../../../features/account/components/register-form.tsx';
import '../../../features/account/account.css';

/** Register screen (spec part 1 §2.3). */
export function RegisterRoute() {
  return (
    <div className="page page--narrow account-page">
      <RegisterForm />
    </div>
  );
}
