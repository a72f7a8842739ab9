import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../../../i18n/format-date.ts';
import type { DateFilter as Filter } from '../bookings-filter.ts';

interface DateFilterProps {
  value: Filter;
  months: string[];
  onChange: (value: Filter) => void;
}

/** 'Filter by Date' (spec part 2 §2.8): all dates, upcoming, past, and each month with bookings. */
export function DateFilter({ value, months, onChange }: DateFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field date-filter">
      <label className="field__label" htmlFor={id}>
        {t('account.bookings.filter')}
      </label>
      <select
        id={id}
        className="field__control field__select date-filter__select"
        value={value}
        onChange={(e) => onChange(e.target.value as Filter)}
      >
        <option value="all">{t('account.bookings.all')}</option>
        <option value="upcoming">{t('account.bookings.upcoming')}</option>
        <option value="past">{t('account.bookings.past')}</option>
        {months.map((month) => (
          <option key={month} value={`month:${month}`}>
            {formatMonth(month)}
          </option>
        ))}
      </select>
    </div>
  );
}
