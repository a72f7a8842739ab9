import { localeOf } from '../../../i18n/site-paths.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAZY_TRIGGER_ATTRIBUTE, useLazyWidget, widgetLoader } from '../../../components/ui/lazy-widget.ts';
import type { DateFieldProps } from './date-field-widget.tsx';

const widget = widgetLoader(() => import('./date-field-widget.tsx'));

/**
 * Segment placeholders of react-aria's date field in the site's languages (the strings of
 * react-stately's datepicker placeholders, as Chrome's <input type="date"> shows them).
 */
const PLACEHOLDERS: Record<string, { day: string; month: string; year: string }> = {
  en: { day: 'dd', month: 'mm', year: 'yyyy' },
  fr: { day: 'jj', month: 'mm', year: 'aaaa' },
  es: { day: 'dd', month: 'mm', year: 'aaaa' },
};

const partsByLocale = new Map<string, Intl.DateTimeFormatPart[]>();

/** Day, month, year and the literals between them in `locale`'s order, computed once per locale. */
function localeParts(locale: string): Intl.DateTimeFormatPart[] {
  let parts = partsByLocale.get(locale);
  if (!parts) {
    parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })
      .formatToParts(new Date(2000, 10, 22))
      .filter((p) => p.type === 'day' || p.type === 'month' || p.type === 'year' || p.type === 'literal');
    partsByLocale.set(locale, parts);
  }
  return parts;
}

/**
 * The segments a date field shows for `value` ("YYYY-MM-DD" or '') in `language`: day, month and
 * year in the locale's order (English is British, as the widgets', app/providers.tsx), two-digit
 * day and month, or the placeholders when unset.
 */
export function dateSegments(value: string, language: string): { type: string; text: string }[] {
  const locale = localeOf(language);
  const [year, month, day] = value.split('-');
  const filled = value ? { day: day ?? '', month: month ?? '', year: year ?? '' } : null;
  const empty = PLACEHOLDERS[language] ?? PLACEHOLDERS.en!;
  return localeParts(locale).map((p) =>
    p.type === 'literal'
      ? { type: 'literal', text: p.value }
      : { type: p.type, text: (filled ?? empty)[p.type as 'day' | 'month' | 'year'] },
  );
}

/**
 * A date picker with a minimum date (spec part 1 §2.1, §5; part 2 §2.9): react-aria's DatePicker,
 * loaded on first need (docs/architecture.md §5). Until then a stand-in with the same markup shows the date
 * (or the placeholders); focusing, hovering or pressing it loads the picker, which takes the focus
 * (its first segment, or its calendar button when the focus was on the stand-in's) and, when the
 * calendar button was pressed, opens the calendar. Digits typed into the stand-in meanwhile are
 * typed into the picker's segments once it arrives, as the place fields keep their typed text.
 */
export function DateField(props: DateFieldProps) {
  const { module, handoff, request, leave, standIn } = useLazyWidget(widget);
  const { t, i18n } = useTranslation();
  const id = useId();
  // digits typed into the stand-in's segments before the picker arrived (at most a whole date)
  const [typed, setTyped] = useState('');
  if (module) {
    return (
      <module.DateFieldWidget
        {...props}
        autoFocus={handoff.focus}
        defaultOpen={handoff.open}
        focusTrigger={handoff.trigger}
        typedDigits={typed}
      />
    );
  }
  return (
    <div
      ref={(el) => {
        standIn.current = el;
      }}
      className="field date-field"
      data-invalid={props.isInvalid || undefined}
      onPointerEnter={() => request('hover')}
      onPointerDown={() => request('press')}
      onFocus={() => request('focus')}
      onBlur={(event) => {
        leave(event);
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          setTyped('');
      }}
    >
      <label className="field__label" id={`${id}-label`}>
        {props.label}
      </label>
      <div className="field__control date-field__control" role="group" aria-labelledby={`${id}-label`}>
        <div
          className="date-field__input"
          role="group"
          tabIndex={0}
          aria-labelledby={`${id}-label`}
          onKeyDown={(event) => {
            if (!/^\d$/.test(event.key) || event.ctrlKey || event.metaKey || event.altKey) return;
            event.preventDefault();
            setTyped((digits) => (digits + event.key).slice(0, 8));
          }}
        >
          {dateSegments(props.value, i18n.language).map((s, i) => (
            <span
              key={i}
              className="date-field__segment"
              data-type={s.type}
              data-placeholder={(s.type !== 'literal' && !props.value) || undefined}
              aria-hidden={s.type === 'literal' || undefined}
            >
              {s.text}
            </span>
          ))}
        </div>
        <button
          type="button"
          id={`${id}-button`}
          className="date-field__button"
          aria-label={t('search.openCalendar', { label: props.label })}
          aria-labelledby={`${id}-button ${id}-label`}
          aria-haspopup="dialog"
          aria-expanded="false"
          {...{ [LAZY_TRIGGER_ATTRIBUTE]: '' }}
          onClick={() => request('open')}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 8h14v10H5V10z"
            />
          </svg>
        </button>
      </div>
    </div>
  );
}
