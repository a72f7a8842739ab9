import type { Account } from '@alpine/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { EMAIL_MAX_LENGTH } from '@alpine/contract/light';
import { TextField } from '../../../components/ui/text-field.tsx';
import { EmailField, fieldPropsOf, NameField, PasswordField } from '../../../components/ui/form-fields.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { emailCheck, markFailedChecks, mobileCheck, nameCheck } from '../account-field-checks.ts';
import { isWrongCurrentPassword, useSaveAccount, type AccountValues } from '../hooks/use-save-account.ts';
import { showToast } from '../../../components/toast/toast.tsx';
import { AccountForm } from './account-form.tsx';

/**
 * Account Details (spec part 2 §2.8): saves the name, e-mail and phone, and changes the password
 * after checking the current one, all in one save that the server makes all or nothing (ADR 017:
 * a failure says 'Nothing was saved' and what failed); the new password must match its confirmation. Names under 2
 * characters, a phone without its country code or an e-mail that is plainly not one are marked
 * at their field in the page's language (account-field-checks.ts) and nothing is sent. A new e-mail
 * takes effect once the link sent to it is opened (ADR 007): the form says so.
 */
export function AccountDetailsForm({ account }: { account: Account }) {
  const { t } = useTranslation();
  const save = useSaveAccount();
  const form = useForm<AccountValues>({
    defaultValues: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      mobile: account.mobile,
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    },
  });
  const { handleSubmit, setError, resetField } = form;
  const field = fieldPropsOf(form);

  const submit = handleSubmit(async (values) => {
    if (save.isPending) return;
    // what the API would refuse is said here, in the page's language, next to its field
    const checks = [
      ['firstName', nameCheck(values.firstName, 'first')],
      ['lastName', nameCheck(values.lastName, 'last')],
      ['email', emailCheck(values.email)],
      ['mobile', mobileCheck(values.mobile)],
    ] as const;
    if (markFailedChecks(checks, setError, t)) return;
    if (values.newPassword || values.confirmPassword) {
      if (values.newPassword !== values.confirmPassword) {
        setError('confirmPassword', { message: t('account.passwordsDiffer') });
        return;
      }
      if (!values.currentPassword) {
        setError('currentPassword', { message: t('account.details.needCurrent') });
        return;
      }
    }
    try {
      const saved = await save.mutateAsync(values);
      // spec part 1 §9: the save is confirmed in a toast; a pending e-mail change stays written below
      if (!saved.pendingEmail) showToast(t('toast.detailsSaved'));
      for (const name of ['currentPassword', 'newPassword', 'confirmPassword'] as const) resetField(name);
    } catch (error) {
      if (isWrongCurrentPassword(error))
        setError('currentPassword', { message: t('account.details.wrongCurrent') });
    }
  });

  const failure =
    save.error && !isWrongCurrentPassword(save.error)
      ? (save.error instanceof ApiRequestError && save.error.error?.error_description) || t('account.failed')
      : null;

  return (
    <AccountForm label={t('account.details.heading')} heading={null} onSubmit={submit}>
      <div className="form-grid form-grid--two">
        <NameField part="given" label={t('account.details.firstName')} {...field('firstName')} />
        <NameField part="family" label={t('account.details.lastName')} {...field('lastName')} />
        <EmailField label={t('account.emailAddress')} maxLength={EMAIL_MAX_LENGTH} {...field('email')} />
        <TextField label={t('account.details.phone')} type="tel" autoComplete="tel" {...field('mobile')} />
      </div>
      <div className="form-grid form-grid--two account-form__passwords">
        <PasswordField
          label={t('account.details.currentPassword')}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <span className="account-form__spacer" aria-hidden="true" />
        <PasswordField label={t('account.details.newPassword')} {...field('newPassword')} />
        <PasswordField label={t('account.confirmPassword')} {...field('confirmPassword')} />
      </div>
      {save.isSuccess && save.data.pendingEmail && (
        <p className="alert-message alert-message--ok" role="status">
          {t('account.details.emailPending', { email: save.data.pendingEmail, current: save.data.email })}
        </p>
      )}
      {save.isError && (
        // the server saved nothing (ADR 017): said once for the form, what failed beside it
        <AlertMessage tone="error">
          {failure ? `${t('account.details.notSaved')} ${failure}` : t('account.details.notSaved')}
        </AlertMessage>
      )}
      <div className="account-actions">
        <button type="submit" className="button button--cta" disabled={save.isPending}>
          {t('account.details.save')}
        </button>
      </div>
    </AccountForm>
  );
}
