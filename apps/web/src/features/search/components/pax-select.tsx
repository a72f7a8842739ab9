import { PAX_MAX, PAX_MIN } from '@alpine/domain';
import { useTranslation } from 'react-i18next';

const CHOICES = Array.from({ length: PAX_MAX - PAX_MIN + 1 }, (_, i) => PAX_MIN + i);

interface PaxSelectProps {
  id: string;
  label: string;
  value: number | null;
  onChange: (pax: number) => void;
  isInvalid?: boolean;
}

/** Passengers dropdown, 1 to 99 (spec part 1 §2.1, §5, §9). */
export function PaxSelect({ id, label, value, onChange, isInvalid }: PaxSelectProps) {
  const { t } = useTranslation();
  return (
    <div className={`field pax-select${isInvalid ? ' is-invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__control field__select"
        value={value ?? ''}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-invalid={isInvalid || undefined}
      >
        {value === null && <option value="">{t('search.choose')}</option>}
        {CHOICES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
