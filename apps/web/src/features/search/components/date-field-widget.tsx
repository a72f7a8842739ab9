import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useOpenOnHandoff } from '../../../components/ui/lazy-widget.ts';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export interface DateFieldProps {
  label: string;
  /** "YYYY-MM-DD" or '' when unset. */
  value: string;
  /** Earlier dates are disabled (spec part 1 §5: today outbound, the outbound date on return). */
  minValue: string;
  onChange: (value: string) => void;
  isInvalid?: boolean;
}

function toCalendarDate(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/** How the widget takes over from the stand-in of date-field.tsx (docs/architecture.md §5). */
interface HandoffProps {
  /** Focus the first segment on mount. */
  autoFocus?: boolean;
  /**
   * Open the calendar once mounted (the stand-in's calendar button was pressed): the calendar
   * button takes the focus first, so closing the calendar returns it there.
   */
  defaultOpen?: boolean;
  /**
   * Focus the calendar button on mount instead of the first segment: the focus was on the
   * stand-in's calendar button when the widget arrived (Handoff.trigger).
   */
  focusTrigger?: boolean;
  /**
   * Digits typed into the stand-in before the widget arrived (at most 8, day month year in the
   * locale's order): typed into the segments once the first one has the focus (autoFocus, the
   * calendar neither opened nor its button focused), as if typed there; otherwise dropped.
   */
  typedDigits?: string;
}

/**
 * Types `digits` into the date segment that has the focus inside `group`, one digit per render, as
 * the keyboard would: react-aria reads each digit from a native `beforeinput` event and moves on
 * to the next segment when one is full. Each digit is flushed (flushSync) before the next, since a
 * segment's update reads the field's value as last rendered. Stops when the focus leaves `group`.
 */
function typeIntoSegments(group: HTMLElement, digits: string): void {
  for (const digit of digits) {
    const segment = document.activeElement;
    if (!(segment instanceof HTMLElement) || !group.contains(segment)) return;
    flushSync(() => {
      segment.dispatchEvent(
        new InputEvent('beforeinput', {
          inputType: 'insertText',
          data: digit,
          bubbles: true,
          cancelable: true,
        }),
      );
    });
  }
}

/**
 * A date picker with a minimum date (spec part 1 §2.1, §5; part 2 §2.9). Loaded on first need by
 * DateField (date-field.tsx), which renders it.
 */
export function DateFieldWidget({
  label,
  value,
  minValue,
  onChange,
  isInvalid,
  autoFocus,
  defaultOpen,
  focusTrigger,
  typedDigits,
}: DateFieldProps & HandoffProps) {
  const { t } = useTranslation();
  const min = toCalendarDate(minValue) ?? undefined;
  const { button, isOpen, setOpen } = useOpenOnHandoff(defaultOpen, focusTrigger);
  // the widget takes over in its first segment (not on its calendar button, not opened)
  const focusSegments = !!autoFocus && !defaultOpen && !focusTrigger;
  const group = useRef<HTMLDivElement>(null);
  // only the digits handed over at mount are typed, once, after the first segment took the focus
  const handedOver = useRef(focusSegments ? typedDigits : '');
  useEffect(() => {
    const digits = handedOver.current;
    if (!digits) return;
    const timer = setTimeout(() => {
      handedOver.current = '';
      if (group.current) typeIntoSegments(group.current, digits);
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <DatePicker
      className="field date-field"
      value={toCalendarDate(value)}
      minValue={min}
      onChange={(date) => onChange(date ? date.toString() : '')}
      isInvalid={isInvalid}
      granularity="day"
      shouldForceLeadingZeros
      autoFocus={focusSegments}
      isOpen={isOpen}
      onOpenChange={setOpen}
    >
      <Label className="field__label">{label}</Label>
      <Group ref={group} className="field__control date-field__control">
        <DateInput className="date-field__input">
          {(segment) => <DateSegment segment={segment} className="date-field__segment" />}
        </DateInput>
        <Button ref={button} className="date-field__button" aria-label={t('search.openCalendar', { label })}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 8h14v10H5V10z"
            />
          </svg>
        </Button>
      </Group>
      <Popover className="date-field__popover" placement="bottom start">
        <Dialog className="date-field__dialog" aria-label={label}>
          <Calendar className="calendar">
            <header className="calendar__header">
              <Button slot="previous" className="calendar__nav" aria-label={t('search.previousMonth')}>
                ‹
              </Button>
              <Heading className="calendar__heading" />
              <Button slot="next" className="calendar__nav" aria-label={t('search.nextMonth')}>
                ›
              </Button>
            </header>
            <CalendarGrid className="calendar__grid">
              {(date) => <CalendarCell date={date} className="calendar__cell" />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
