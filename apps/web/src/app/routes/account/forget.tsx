import { ForgetForm } from '../../../features/account/components/forget-form.tsx';
import '../../../features/account/account.css';

/** Reset password screen (spec part 1 §2.4). */
export function ForgetRoute() {
  return (
    <div className="page page--narrow account-page">
      <ForgetForm />
    </div>
  );
}
