import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { LoadingOverlay } from '../../../components/ui/loading-overlay.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { EmailField } from '../../../components/ui/form-fields.tsx';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { AccountForm } from './account-form.tsx';

interface FindValues {
  reference: string;
  email: string;
}

/**
 * The 'Find my booking' card (spec part 1 §2.2, §7): booking reference and e-mail; on success goes
 * to /my-account/find-booking carrying the booking summary; a refusal shows the server's sentence.
 */
export function FindBookingCard() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { register, handleSubmit } = useForm<FindValues>({ defaultValues: { reference: '', email: '' } });
  // loaded on submit with the contract's schemas it parses with: the page carries no zod
  // (docs/architecture.md §5)
  const find = useMutation({
    mutationFn: async (v: FindValues) =>
      (await import('../api/find-booking.ts')).findBooking(v.reference, v.email),
  });

  const submit = handleSubmit(async (values) => {
    if (!values.reference.trim() || !values.email.trim() || find.isPending) return;
    const result = await find.mutateAsync(values);
    if (result.ok) void navigate(localized('/my-account/find-booking'), { state: result.data });
  });

  const result = find.data;
  // only a 404 says the reference and e-mail match nothing; a failed call (no answer, 5xx) says the
  // call failed rather than blaming what the traveller typed
  const failure =
    result && !result.ok
      ? (result.error?.error_description ??
        (result.status === 404 ? t('account.find.notFound') : t('account.failed')))
      : null;

  return (
    <AccountForm label={t('account.find.heading')} heading={2} onSubmit={submit}>
      <p className="account-card__lead">{t('account.find.lead')}</p>
      <div className="form-grid">
        <TextField
          label={t('account.find.reference')}
          autoCapitalize="characters"
          autoComplete="off"
          {...register('reference')}
        />
        <EmailField label={t('account.emailAddress')} {...register('email')} />
      </div>
      {failure && <AlertMessage tone="error">{failure}</AlertMessage>}
      <div className="account-actions">
        <button type="submit" className="button button--primary" disabled={find.isPending}>
          {t('account.find.submit')}
        </button>
      </div>
      <LoadingOverlay active={find.isPending} />
    </AccountForm>
  );
}
