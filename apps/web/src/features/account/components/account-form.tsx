import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';

interface AccountFormProps {
  /** The form's accessible name, and the text of its heading. */
  label: string;
  /** The heading's level: 1 for a page's own form, 2 for a card among others, null for none. */
  heading: 1 | 2 | null;
  /** react-hook-form's handleSubmit(...): the browser's own validation is off (noValidate). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}

/**
 * The card every form of My Account is drawn in (spec part 1 §2.2-§2.5, part 2 §2.8): a form named
 * by `label` for screen readers, with `label` as its heading unless the page titles it.
 */
export function AccountForm({ label, heading, onSubmit, children }: AccountFormProps) {
  return (
    <form className="account-card" noValidate aria-label={label} onSubmit={(e) => void onSubmit(e)}>
      {heading === 1 && <h1>{label}</h1>}
      {heading === 2 && <h2>{label}</h2>}
      {children}
    </form>
  );
}

/**
 * The actions row of the forms reached from the Login page (register, reset password, new
 * password): 'Back' to /my-account/login, then the submit button `submit`, off while `busy`.
 */
export function BackAndSubmit({ submit, busy }: { submit: string; busy: boolean }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div className="account-actions">
      <Link to={localized('/my-account/login')} className="account-back">
        {t('account.back')}
      </Link>
      <button type="submit" className="button button--cta" disabled={busy}>
        {submit}
      </button>
    </div>
  );
}

/**
 * What replaces a form once its work is done (an account created, a password set): its heading,
 * the sentence `done` and 'Login Now' to /my-account/login, announced as a status.
 */
export function DoneCard({ heading, done }: { heading: string; done: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div className="account-card" role="status">
      <h1>{heading}</h1>
      <p>{done}</p>
      <Link className="button button--primary" to={localized('/my-account/login')}>
        {t('account.loginNow')}
      </Link>
    </div>
  );
}
