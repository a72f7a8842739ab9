import { HOURS, MINUTES } from '@alpine/domain';
import { useTranslation } from 'react-i18next';

interface TimeSelectProps {
  /** Group label, e.g. 'Flight Arrival Time' (spec part 1 §2.1). */
  label: string;
  hour: string;
  minute: string;
  onHourChange: (hour: string) => void;
  onMinuteChange: (minute: string) => void;
  isInvalid?: boolean;
  /** An info tip placed after the label. */
  tip?: React.ReactNode;
  idPrefix: string;
}

/**
 * Hour (00-23) and minute (5-minute steps) lists (spec part 1 §2.1, §9; part 2 §2.9). Native
 * selects: the best picker on phones and fully accessible.
 */
export function TimeSelect({
  label,
  hour,
  minute,
  onHourChange,
  onMinuteChange,
  isInvalid,
  tip,
  idPrefix,
}: TimeSelectProps) {
  const { t } = useTranslation();
  return (
    <fieldset
      className={`field time-select${isInvalid ? ' is-invalid' : ''}`}
      aria-invalid={isInvalid || undefined}
    >
      <legend className="field__label">
        {label}
        {tip}
      </legend>
      <div className="time-select__row">
        <label className="visually-hidden" htmlFor={`${idPrefix}-hour`}>
          {t('search.hour', { label })}
        </label>
        <select
          id={`${idPrefix}-hour`}
          className="field__control field__select"
          value={hour}
          onChange={(e) => onHourChange(e.target.value)}
          // a full time marked invalid (already gone today, ADR 017) marks its hour
          aria-invalid={isInvalid && (!hour || !!minute) ? true : undefined}
        >
          <option value="">{t('search.hh')}</option>
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {h}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className="time-select__colon">
          :
        </span>
        <label className="visually-hidden" htmlFor={`${idPrefix}-minute`}>
          {t('search.minute', { label })}
        </label>
        <select
          id={`${idPrefix}-minute`}
          className="field__control field__select"
          value={minute}
          onChange={(e) => onMinuteChange(e.target.value)}
          aria-invalid={isInvalid && !minute ? true : undefined}
        >
          <option value="">{t('search.mm')}</option>
          {MINUTES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
