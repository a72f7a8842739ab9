import type { Account } from '@alpine/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@alpine/contract/light';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { emailCheck, markFailedChecks, mobileCheck, nameCheck } from '../account-field-checks.ts';
import { isWrongCurrentPassword, useSaveAccount, type AccountValues } from '../hooks/use-save-account.ts';
import { showToast } from '../../../components/toast/toast.tsx';

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
  const { register, handleSubmit, formState, setError, clearErrors, resetField } = useForm<AccountValues>({
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
  const errors = formState.errors;
  const field = (name: keyof AccountValues) => register(name, { onChange: () => clearErrors(name) });

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
    <form
      className="account-card"
      noValidate
      aria-label={t('account.details.heading')}
      onSubmit={(e) => void submit(e)}
    >
      <div className="form-grid form-grid--two">
        <TextField
          label={t('account.details.firstName')}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          error={errors.firstName?.message}
          {...field('firstName')}
        />
        <TextField
          label={t('account.details.lastName')}
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          error={errors.lastName?.message}
          {...field('lastName')}
        />
        <TextField
          label={t('account.emailAddress')}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.email?.message}
          {...field('email')}
        />
        <TextField
          label={t('account.details.phone')}
          type="tel"
          autoComplete="tel"
          error={errors.mobile?.message}
          {...field('mobile')}
        />
      </div>
      <div className="form-grid form-grid--two account-form__passwords">
        <TextField
          label={t('account.details.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...field('currentPassword')}
        />
        <span className="account-form__spacer" aria-hidden="true" />
        <TextField
          label={t('account.details.newPassword')}
          type="password"
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <TextField
          label={t('account.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...field('confirmPassword')}
        />
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
    </form>
  );
}
