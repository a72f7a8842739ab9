import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { EmailField } from '../../../components/ui/form-fields.tsx';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { emailCheck, markFailedChecks } from '../account-field-checks.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { AccountForm, BackAndSubmit } from './account-form.tsx';
import { showToast } from '../../../components/toast/toast.tsx';

/**
 * Reset password (spec part 1 §2.4): 'Send Recovery Link' e-mails a link to /new-password; the
 * answer is the same whether or not the e-mail has an account, except a rate limit (429). Sending
 * is confirmed in a toast (spec part 1 §9). What is plainly not an e-mail address is
 * marked at the field in the page's language and nothing is sent (account-field-checks.ts).
 */
export function ForgetForm() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { register, handleSubmit, formState, setError, clearErrors } = useForm<{ email: string }>({
    defaultValues: { email: '' },
  });
  const send = useMutation({ mutationFn: requestPasswordReset });

  const submit = handleSubmit(async ({ email }) => {
    if (!email.trim() || send.isPending) return;
    // no link can be sent to what is plainly not an address: say so rather than 'sent'
    if (markFailedChecks([['email', emailCheck(email)]], setError, t)) return;
    const result = await send.mutateAsync(email.trim());
    if (result.ok || result.status !== 429) showToast(t('toast.linkSent'));
  });

  const result = send.data;
  const limited = result && !result.ok && result.status === 429;

  return (
    <AccountForm label={t('account.forget.heading')} heading={1} onSubmit={submit}>
      <p className="account-card__lead">{t('account.forget.lead')}</p>
      <EmailField
        label={t('account.emailAddress')}
        error={formState.errors.email?.message}
        {...register('email', { onChange: () => clearErrors('email') })}
      />
      {result && !limited && <p className="alert-message alert-message--ok">{t('account.forget.sent')}</p>}
      {limited && (
        <AlertMessage tone="error">{result.error?.error_description ?? t('account.failed')}</AlertMessage>
      )}
      <BackAndSubmit submit={t('account.forget.submit')} busy={send.isPending} />
      <p className="account-card__foot">
        <Link to={localized('/my-account/login')}>{t('account.loginNow')}</Link>
      </p>
    </AccountForm>
  );
}
