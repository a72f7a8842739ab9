import { addDays, isoWeekday, monthDay } from '../time.ts';

/** The heart of the ski season (seed: season 13 Dec-19 Apr), "MM-DD" inclusive, wrapping nothing. */
const SAMPLE_FROM = '01-08';
const SAMPLE_TO = '03-31';
/** How many days ahead the sample date lies at least (every product is bookable by then). */
const SAMPLE_LEAD_DAYS = 7;

/**
 * The date "from" prices are computed for (docs/architecture.md §6: a representative date of the coming ski
 * season): the first Saturday at least 7 days after `today` (local "YYYY-MM-DD") whose month-day
 * lies in 8 January-31 March, when every airport and timetable of the season runs. Pure: the same
 * answer all week, so callers can cache on it.
 */
export function sampleSeasonDate(today: string): string {
  let date = addDays(today, SAMPLE_LEAD_DAYS);
  while (isoWeekday(date) !== 6) date = addDays(date, 1);
  for (let guard = 0; guard < 60; guard++) {
    const md = monthDay(date);
    if (md >= SAMPLE_FROM && md <= SAMPLE_TO) return date;
    date = addDays(date, 7);
  }
  throw new Error(`no season Saturday found after ${today}`);
}
