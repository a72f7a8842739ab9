import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { LoadingOverlay } from '../../../components/ui/loading-overlay.tsx';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@alpine/contract/light';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { registerCustomer } from '../api/register-customer.ts';
import { emailCheck, fullNameCheck, markFailedChecks, mobileCheck } from '../account-field-checks.ts';
import { registrationPayload, type RegisterValues } from '../registration.ts';

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
  const { register, handleSubmit, formState, setError, clearErrors } = useForm<RegisterValues>({
    defaultValues: { name: '', email: '', mobile: '', password: '', confirmPassword: '' },
  });
  const errors = formState.errors;
  const field = (name: keyof RegisterValues) => register(name, { onChange: () => clearErrors(name) });
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
  if (result?.ok) {
    return (
      <div className="account-card" role="status">
        <h1>{t('account.register.heading')}</h1>
        <p>{t('account.register.done')}</p>
        <Link className="button button--primary" to={localized('/my-account/login')}>
          {t('account.loginNow')}
        </Link>
      </div>
    );
  }
  let failure: string | null = null;
  if (result && !result.ok) {
    failure = result.error?.error_description ?? t('account.failed');
  }

  return (
    <form
      className="account-card"
      noValidate
      aria-label={t('account.register.heading')}
      onSubmit={(e) => void submit(e)}
    >
      <h1>{t('account.register.heading')}</h1>
      <div className="form-grid form-grid--two">
        <TextField
          label={t('account.register.name')}
          autoComplete="name"
          // a first and a last name at the API's bound each, and the space between them
          maxLength={2 * NAME_MAX_LENGTH + 1}
          error={errors.name?.message}
          {...field('name')}
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
          label={t('account.register.mobile')}
          type="tel"
          autoComplete="tel"
          placeholder="+41 79 123 45 67"
          title={t('account.register.mobileHint')}
          error={errors.mobile?.message}
          {...field('mobile')}
        />
        <span className="account-form__spacer" aria-hidden="true" />
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
          {...register('confirmPassword')}
        />
      </div>
      {failure && <AlertMessage tone="error">{failure}</AlertMessage>}
      <div className="account-actions">
        <Link to={localized('/my-account/login')} className="account-back">
          {t('account.back')}
        </Link>
        <button type="submit" className="button button--cta" disabled={create.isPending}>
          {t('account.register.submit')}
        </button>
      </div>
      <p className="account-card__foot">
        {t('account.register.haveAccount')}{' '}
        <Link to={localized('/my-account/login')}>{t('account.login.submit')}</Link>
      </p>
      <LoadingOverlay active={create.isPending} />
    </form>
  );
}
