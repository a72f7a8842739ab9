import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { LoadingOverlay } from '../../../components/ui/loading-overlay.tsx';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@alpine/contract/light';
import { TextField } from '../../../components/ui/text-field.tsx';
import { EmailField, fieldPropsOf, PasswordField } from '../../../components/ui/form-fields.tsx';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { registerCustomer } from '../api/register-customer.ts';
import { emailCheck, fullNameCheck, markFailedChecks, mobileCheck } from '../account-field-checks.ts';
import { registrationPayload, type RegisterValues } from '../registration.ts';
import { AccountForm, BackAndSubmit, DoneCard } from './account-form.tsx';

/**
 * Register (spec part 1 §2.3, §5): silently does nothing until every field is filled and the
 * passwords match; a name without a first and a last name, a mobile without its country code or
 * an e-mail that is plainly not one is then marked at its field in the page's language
 * (account-field-checks.ts), and nothing is sent; else creates the account and asks the visitor
 * to verify the e-mail.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const form = useForm<RegisterValues>({
    defaultValues: { name: '', email: '', mobile: '', password: '', confirmPassword: '' },
  });
  const { register, handleSubmit, setError } = form;
  const field = fieldPropsOf(form);
  const create = useMutation({ mutationFn: registerCustomer });

  const submit = handleSubmit(async (values) => {
    const payload = registrationPayload(values);
    if (!payload || create.isPending) return;
    // what the API would refuse is said here, in the page's language, next to its field
    const checks = [
      ['name', fullNameCheck(values.name)],
      ['email', emailCheck(values.email)],
      ['mobile', mobileCheck(values.mobile)],
    ] as const;
    if (markFailedChecks(checks, setError, t)) return;
    await create.mutateAsync(payload);
  });

  const result = create.data;
  if (result?.ok)
    return <DoneCard heading={t('account.register.heading')} done={t('account.register.done')} />;
  let failure: string | null = null;
  if (result && !result.ok) {
    failure = result.error?.error_description ?? t('account.failed');
  }

  return (
    <AccountForm label={t('account.register.heading')} heading={1} onSubmit={submit}>
      <div className="form-grid form-grid--two">
        <TextField
          label={t('account.register.name')}
          autoComplete="name"
          // a first and a last name at the API's bound each, and the space between them
          maxLength={2 * NAME_MAX_LENGTH + 1}
          {...field('name')}
        />
        <EmailField label={t('account.emailAddress')} maxLength={EMAIL_MAX_LENGTH} {...field('email')} />
        <TextField
          label={t('account.register.mobile')}
          type="tel"
          autoComplete="tel"
          placeholder="+41 79 123 45 67"
          title={t('account.register.mobileHint')}
          {...field('mobile')}
        />
        <span className="account-form__spacer" aria-hidden="true" />
        <PasswordField label={t('account.password')} {...register('password')} />
        <PasswordField label={t('account.confirmPassword')} {...register('confirmPassword')} />
      </div>
      {failure && <AlertMessage tone="error">{failure}</AlertMessage>}
      <BackAndSubmit submit={t('account.register.submit')} busy={create.isPending} />
      <p className="account-card__foot">
        {t('account.register.haveAccount')}{' '}
        <Link to={localized('/my-account/login')}>{t('account.login.submit')}</Link>
      </p>
      <LoadingOverlay active={create.isPending} />
    </AccountForm>
  );
}
