import { EXTRA_ITEMS } from '@alpine/domain';
import { localeOf } from '../../../i18n/site-paths.ts';
import { useTranslation } from 'react-i18next';

/**
 * The counted extras of a leg, in the order the operator's screens list them: the spec part 2 §7
 * names of the counts of @alpine/domain's extras table, in its order (flexi, a choice, is shown as
 * a word).
 */
export const EXTRAS = EXTRA_ITEMS.flatMap((e) => (e.kind === 'count' ? [e.wire] : []));

/** The Alps' time zone: the depot reads every instant in it (ADR 019). */
const ZONE = 'Europe/Zurich';

/** The local day in the Alps at `now` as 'YYYY-MM-DD' (ADR 019: the depot's calendar). */
export function alpsToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Formatters of the operator's screens in the page language (ADR 019; docs/architecture.md §12.17: dates and
 * prices through Intl): an instant (ISO UTC) as a date and time in the Alps, a local date
 * 'YYYY-MM-DD' as a date (`day`; `date` with the year), an amount as money.
 */
export function useOperatorFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const instant = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: ZONE,
  });
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const dated = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    /** A local date 'YYYY-MM-DD' with its year (a request may be for next season). */
    date: (date: string) => dated.format(new Date(`${date}T00:00:00Z`)),
    instant: (iso: string) => instant.format(new Date(iso)),
    day: (date: string) => day.format(new Date(`${date}T00:00:00Z`)),
    money: (amount: number, currency: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount),
  };
}
