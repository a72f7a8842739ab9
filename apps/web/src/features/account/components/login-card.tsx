import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { LoadingOverlay } from '../../../components/ui/loading-overlay.tsx';
import { EmailField, PasswordField } from '../../../components/ui/form-fields.tsx';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { createSession, type Credentials } from '../api/create-session.ts';
import { AccountForm } from './account-form.tsx';

/**
 * The 'Login' card (spec part 1 §2.2, §5): does nothing while the e-mail or the password is empty;
 * 'Remember Me' keeps the session after a browser restart; on success goes to /my-account.
 */
export function LoginCard() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { register, handleSubmit } = useForm<Credentials>({
    defaultValues: { email: '', password: '', remember: false },
  });
  const login = useMutation({ mutationFn: createSession });

  const submit = handleSubmit(async ({ email, password, remember }) => {
    if (!email.trim() || !password || login.isPending) return;
    const result = await login.mutateAsync({ email: email.trim(), password, remember });
    if (result.ok) void navigate(localized('/my-account'));
  });

  const result = login.data;
  let failure: string | null = null;
  if (result && !result.ok) {
    // RFC 6749 §5.2: a wrong e-mail or password is 400 invalid_grant.
    if (result.error?.error === 'invalid_grant') failure = t('account.login.wrong');
    else failure = result.error?.error_description ?? t('account.failed');
  }

  return (
    <AccountForm label={t('account.login.heading')} heading={2} onSubmit={submit}>
      <div className="form-grid">
        <EmailField label={t('account.emailAddress')} autoComplete="username" {...register('email')} />
        <PasswordField
          label={t('account.password')}
          autoComplete="current-password"
          {...register('password')}
        />
      </div>
      <label className="account-check">
        <input type="checkbox" {...register('remember')} />
        <span>{t('account.login.remember')}</span>
      </label>
      {failure && <AlertMessage tone="error">{failure}</AlertMessage>}
      <div className="account-actions">
        <button type="submit" className="button button--cta" disabled={login.isPending}>
          {t('account.login.submit')}
        </button>
        <Link to={localized('/my-account/forget')}>{t('account.login.forgot')}</Link>
      </div>
      <p className="account-card__foot">
        {t('account.login.noAccount')}{' '}
        <Link to={localized('/my-account/register')}>{t('account.login.register')}</Link>
      </p>
      <LoadingOverlay active={login.isPending} />
    </AccountForm>
  );
}
