import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { confirmPasswordReset } from '../api/confirm-password-reset.ts';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** New password (spec part 1 §2.5): 'Reset Password' sets it with the e-mailed token, then 'Login Now'. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [mismatch, setMismatch] = useState(false);
  const { register, handleSubmit } = useForm<NewPasswordValues>({
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = useMutation({ mutationFn: (password: string) => confirmPasswordReset(token, password) });

  const submit = handleSubmit(async ({ password, confirmPassword }) => {
    if (!password || reset.isPending) return;
    setMismatch(password !== confirmPassword);
    if (password !== confirmPassword) return;
    await reset.mutateAsync(password);
  });

  const result = reset.data;
  if (result?.ok) {
    return (
      <div className="account-card" role="status">
        <h1>{t('account.newPassword.heading')}</h1>
        <p>{t('account.newPassword.done')}</p>
        <Link className="button button--primary" to={localized('/my-account/login')}>
          {t('account.loginNow')}
        </Link>
      </div>
    );
  }

  return (
    <form
      className="account-card"
      noValidate
      aria-label={t('account.newPassword.heading')}
      onSubmit={(e) => void submit(e)}
    >
      <h1>{t('account.newPassword.heading')}</h1>
      {!token && <AlertMessage tone="error">{t('account.newPassword.noToken')}</AlertMessage>}
      <div className="form-grid">
        <TextField
          label={t('account.password')}
          type="password"
          autoComplete="new-password"
          {...register('password')}
        />
        <TextField
          label={t('account.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={mismatch ? t('account.passwordsDiffer') : undefined}
          {...register('confirmPassword', { onChange: () => setMismatch(false) })}
        />
      </div>
      {result && !result.ok && (
        <AlertMessage tone="error">{result.error?.error_description ?? t('account.failed')}</AlertMessage>
      )}
      <div className="account-actions">
        <Link to={localized('/my-account/login')} className="account-back">
          {t('account.back')}
        </Link>
        <button type="submit" className="button button--cta" disabled={reset.isPending || !token}>
          {t('account.newPassword.submit')}
        </button>
      </div>
    </form>
  );
}
