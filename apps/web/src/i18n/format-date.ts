import { formatLocalDate as formatLocalDateEn } from '@alpine/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/es';
import { i18n } from './i18n.ts';

/**
 * Dates in the UI language (brief: dates formatted per locale), through dayjs and its French and
 * Spanish locales. Kept out of the app shell (docs/architecture.md §5: the first screen formats no date), so
 * dayjs loads with the screens that show trip dates: the summary bar, order summary, success page
 * and the account's bookings.
 */

/** dayjs's global locale set to the UI language, when it is not already. */
function inUiLocale(): void {
  if (dayjs.locale() !== i18n.language) dayjs.locale(i18n.language);
}

/**
 * A local date "YYYY-MM-DD" as the spec writes it, 'ddd DD MMM YY' (part 2 §2.5), with day and
 * month names in the UI language: 'Mon 05 Jan 26', 'lun. 05 janv. 26', 'lun 05 ene 26'.
 */
export function formatLocalDate(date: string): string {
  inUiLocale();
  return formatLocalDateEn(date);
}

/** A month "YYYY-MM" as 'MMMM YYYY' in the UI language: 'January 2027', 'janvier 2027' (part 2 §2.8). */
export function formatMonth(month: string): string {
  inUiLocale();
  return dayjs(`${month}-01`).format('MMMM YYYY');
}
