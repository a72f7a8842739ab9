import { useTranslation } from 'react-i18next';
import { useBookingMessage } from '../../booking-messages.ts';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { MANUAL_FIELDS, type ManualFields } from '../address-rules.ts';

interface ManualAddressProps {
  fields: ManualFields;
  errors?: Partial<Record<keyof ManualFields, string>>;
  onChange: (field: keyof ManualFields, text: string) => void;
}

const AUTOCOMPLETE: Record<keyof ManualFields, string> = {
  organisation: 'organization',
  street: 'address-line1',
  city: 'address-level2',
  postcode: 'postal-code',
};

/** The four manual fields (spec part 2 §2.4): Hotel or Chalet name, Street Address, City or town, Post Code. */
export function ManualAddress({ fields, errors, onChange }: ManualAddressProps) {
  const { t } = useTranslation();
  const message = useBookingMessage();
  return (
    <div className="form-grid form-grid--two manual-address">
      {MANUAL_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`address.manual.${field}`)}
          autoComplete={AUTOCOMPLETE[field]}
          value={fields[field]}
          error={message(errors?.[field])}
          onChange={(e) => onChange(field, e.target.value)}
        />
      ))}
    </div>
  );
}
