import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { PasswordField } from '../../../components/ui/form-fields.tsx';
import { confirmPasswordReset } from '../api/confirm-password-reset.ts';
import { AccountForm, BackAndSubmit, DoneCard } from './account-form.tsx';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** New password (spec part 1 §2.5): 'Reset Password' sets it with the e-mailed token, then 'Login Now'. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
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
    return <DoneCard heading={t('account.newPassword.heading')} done={t('account.newPassword.done')} />;
  }

  return (
    <AccountForm label={t('account.newPassword.heading')} heading={1} onSubmit={submit}>
      {!token && <AlertMessage tone="error">{t('account.newPassword.noToken')}</AlertMessage>}
      <div className="form-grid">
        <PasswordField label={t('account.password')} {...register('password')} />
        <PasswordField
          label={t('account.confirmPassword')}
          error={mismatch ? t('account.passwordsDiffer') : undefined}
          {...register('confirmPassword', { onChange: () => setMismatch(false) })}
        />
      </div>
      {result && !result.ok && (
        <AlertMessage tone="error">{result.error?.error_description ?? t('account.failed')}</AlertMessage>
      )}
      <BackAndSubmit submit={t('account.newPassword.submit')} busy={reset.isPending || !token} />
    </AccountForm>
  );
}
