/**
 * The Alps' wall clock (docs/architecture.md §12.6: the caller passes `now`). Every location of the network
 * is in Europe/Zurich or Europe/Paris, which keep the same clock; the site, which does not know the
 * traveller's zone, reads "today" and "now" there, as the server does for a search (the origin's
 * zone). Written with Intl alone, so the first page loads no time-zone library.
 */
export const ALPS_TIME_ZONE = 'Europe/Zurich';

/** Local date "YYYY-MM-DD" and time "HH:mm" at instant `now` in `timeZone` (IANA name). */
export interface WallClock {
  date: string;
  time: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock at `now` in `timeZone` (default the Alps'), DST-correct. */
export function wallClock(now: Date, timeZone: string = ALPS_TIME_ZONE): WallClock {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/**
 * True when the local `date` "YYYY-MM-DD" and `time` "HH:mm" are today before the clock's
 * minute (spec part 2 §5 "dates cannot be in the past", carried to the time of today: ADR 017).
 */
export function isTimePastToday(date: string, time: string, clock: WallClock): boolean {
  return date === clock.date && time < clock.time;
}
