import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH } from '@alpine/contract/light';
import { validatePersonalInfo, type PersonalInfo } from '@alpine/domain';
import { AlertMessage } from '../../../../components/ui/alert-message.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { useBookingMessage } from '../../booking-messages.ts';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { EmailField, fieldPropsOf, NameField } from '../../../../components/ui/form-fields.tsx';
import type { CustomerDetails } from '../../../../booking-state/journey.ts';
import { DEFAULT_COUNTRY, dialCodeOf } from '../dial-codes.ts';
import { readPhoneEntry } from '../phone-entry.ts';
import { useSaveCustomer } from '../hooks/use-save-customer.ts';
import { DialCodeComboBox } from './dial-code-combobox.tsx';

/** The spec's rules of part 2 §5 as a react-hook-form resolver (messages from the domain). */
const resolver: Resolver<PersonalInfo> = (values) => {
  const found = validatePersonalInfo(values);
  const errors: FieldErrors<PersonalInfo> = {};
  for (const [field, message] of Object.entries(found)) {
    errors[field as keyof PersonalInfo] = { type: 'validate', message };
  }
  return { values: Object.keys(errors).length ? {} : values, errors };
};

interface PersonalFormProps {
  /** Values entered before (going back to this step keeps them). */
  initial: (CustomerDetails & { country?: string }) | null;
  onDone: (customer: CustomerDetails & { country: string }, customerId: number) => void;
}

/** Splits a stored mobile '+447900123456' back into its number for the given dial code. */
function localNumber(mobile: string, country: string): string {
  const code = dialCodeOf(country);
  return mobile.startsWith(code) ? mobile.slice(code.length) : '';
}

/**
 * The Personal Information form (spec part 2 §2.2, §5, §8): names, e-mail twice, the dial code and
 * the phone number; each message clears when its field is edited; Next Step saves the customer.
 * Names stop at NAME_MAX_LENGTH and e-mails at EMAIL_MAX_LENGTH characters, the API's bounds.
 */
export function PersonalForm({ initial, onDone }: PersonalFormProps) {
  const { t } = useTranslation();
  const message = useBookingMessage();
  const [country, setCountry] = useState<string>(initial?.country ?? DEFAULT_COUNTRY);
  const [phoneCut, setPhoneCut] = useState(false);
  const save = useSaveCustomer();
  const form = useForm<PersonalInfo>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: {
      firstName: initial?.firstName ?? '',
      lastName: initial?.lastName ?? '',
      email: initial?.email ?? '',
      confirmEmail: initial?.email ?? '',
      phone: initial ? localNumber(initial.mobile, initial.country ?? DEFAULT_COUNTRY) : '',
    },
  });
  const { register, handleSubmit, formState, clearErrors, setValue } = form;
  const field = fieldPropsOf(form, message);

  const submit = handleSubmit(async (values) => {
    if (save.isPending) return;
    const customer = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      mobile: `${dialCodeOf(country)}${values.phone}`,
    };
    const customerId = await save.mutateAsync(customer).catch(() => null);
    if (customerId !== null) onDone({ ...customer, country }, customerId);
  });

  const failure = save.error instanceof ApiRequestError ? save.error.error?.error_description : undefined;

  return (
    <form
      className="booking-card"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('personal.formLabel')}
    >
      <h2>{t('personal.heading')}</h2>
      <div className="form-grid form-grid--two">
        <NameField part="given" label={t('personal.firstName')} {...field('firstName')} />
        <NameField part="family" label={t('personal.lastName')} {...field('lastName')} />
        <EmailField label={t('personal.email')} maxLength={EMAIL_MAX_LENGTH} {...field('email')} />
        <EmailField
          label={t('personal.confirmEmail')}
          maxLength={EMAIL_MAX_LENGTH}
          {...field('confirmEmail')}
        />
      </div>
      <div className="phone-row">
        <DialCodeComboBox value={country} onChange={setCountry} />
        <TextField
          label={t('personal.phone')}
          inputMode="numeric"
          autoComplete="tel-national"
          error={message(formState.errors.phone?.message)}
          {...register('phone', {
            onChange: (e: { target: { value: string } }) => {
              const entry = readPhoneEntry(e.target.value);
              setValue('phone', entry.phone);
              if (entry.country) setCountry(entry.country);
              setPhoneCut(entry.cut);
              clearErrors('phone');
            },
          })}
        />
      </div>
      {phoneCut && <AlertMessage>{t('personal.phoneCut')}</AlertMessage>}
      {save.isError && <AlertMessage tone="error">{failure ?? t('bookingFlow.customerFailed')}</AlertMessage>}
      <div className="booking-actions">
        <button type="submit" className="button button--cta" disabled={save.isPending}>
          {t('bookingFlow.nextStep')}
        </button>
      </div>
    </form>
  );
}
