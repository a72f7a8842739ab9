import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Time helpers (docs/architecture.md §12.6): local dates "YYYY-MM-DD" and wall-clock times "HH:mm" are the
 * location's own; conversion to UTC needs the IANA time zone and is DST-correct. Nothing here
 * reads the clock.
 */

/** "HH:mm" -> minutes since local midnight. */
export function minutesOfDay(time: string): number {
  // "HH:mm", the common case, without building an array (docs/architecture.md §5: called per departure).
  if (time.length === 5 && time.charCodeAt(2) === 58) {
    return Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  }
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Minutes since midnight (any integer, wraps over days) -> "HH:mm". */
export function timeOfMinutes(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Arrival shown = departure + duration (spec part 1 §9): "HH:mm" + seconds -> "HH:mm". */
export function addDurationToTime(time: string, durationSeconds: number): string {
  return timeOfMinutes(minutesOfDay(time) + Math.round(durationSeconds / 60));
}

/** Duration in seconds -> "HH:mm" as the result rows show it (spec part 1 §3 "Row"). */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds / 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Adds whole days to a local date "YYYY-MM-DD". */
export function addDays(date: string, days: number): string {
  // Searches ask for the same few dates over and over (per departure): memoised (docs/architecture.md §5).
  const key = `${date}|${days}`;
  let found = addDaysMemo.get(key);
  if (found === undefined) {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    found = d.toISOString().slice(0, 10);
    if (addDaysMemo.size >= 10_000) addDaysMemo.clear();
    addDaysMemo.set(key, found);
  }
  return found;
}

const addDaysMemo = new Map<string, string>();

/** ISO weekday of a local date: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** "MM-DD" of a local date. */
export function monthDay(date: string): string {
  return date.slice(5, 10);
}

/**
 * Is the month-day of `date` inside the yearly period [from, to] ("MM-DD", inclusive)? A period
 * whose `from` is after its `to` wraps over the new year (e.g. 12-13 .. 04-19).
 */
export function inYearlyPeriod(date: string, from: string, to: string): boolean {
  const md = monthDay(date);
  return from <= to ? md >= from && md <= to : md >= from || md <= to;
}

/**
 * Local date and time in a time zone -> UTC instant (DST-correct; a time skipped by the spring
 * change resolves forward, as the clocks do).
 */
export function localToUtc(date: string, time: string, timeZone: string): Date {
  const offsets = dayOffsets(date, timeZone);
  if (offsets.start === offsets.end) {
    // No clock change that day: one offset for every minute of it.
    return new Date(offsets.midnightUtc + (minutesOfDay(time) - offsets.start) * 60_000);
  }
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', timeZone).toDate();
}

// Time-zone arithmetic through Intl is slow; a day's offsets (minutes east of UTC) are memoised.
// midnightUtc: the date's midnight read as UTC, epoch milliseconds.
const offsetMemo = new Map<string, { start: number; end: number; midnightUtc: number }>();
function dayOffsets(date: string, timeZone: string): { start: number; end: number; midnightUtc: number } {
  const key = `${timeZone}|${date}`;
  let offsets = offsetMemo.get(key);
  if (!offsets) {
    const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
    offsets = {
      midnightUtc: Date.UTC(y, mo - 1, d),
      start: dayjs.tz(`${date} 00:00`, 'YYYY-MM-DD HH:mm', timeZone).utcOffset(),
      end: dayjs.tz(`${date} 23:59`, 'YYYY-MM-DD HH:mm', timeZone).utcOffset(),
    };
    if (offsetMemo.size >= 20_000) offsetMemo.clear();
    offsetMemo.set(key, offsets);
  }
  return offsets;
}

/** Today's local date "YYYY-MM-DD" in a time zone at the instant `now`. */
export function localDate(now: Date, timeZone: string): string {
  const key = `${timeZone}|${Math.floor(now.getTime() / 60_000)}`;
  let date = dateMemo.get(key);
  if (date === undefined) {
    date = dayjs(now).tz(timeZone).format('YYYY-MM-DD');
    if (dateMemo.size >= 10_000) dateMemo.clear();
    dateMemo.set(key, date);
  }
  return date;
}

// The local date only changes on a minute boundary (every zone of ours is a whole-minute offset).
const dateMemo = new Map<string, string>();

/** Formats a local date the way the spec writes it: 'ddd DD MMM YY', e.g. 'Mon 05 Jan 25' (part 2 §2.5). */
export function formatLocalDate(date: string): string {
  return dayjs(`${date}T00:00:00`).format('ddd DD MMM YY');
}

/** The local date and time "YYYY-MM-DD HH:mm" of the instant `at` in a time zone (ADR 022: a fleet clash is named so). */
export function localDateTime(at: Date, timeZone: string): string {
  return dayjs(at).tz(timeZone).format('YYYY-MM-DD HH:mm');
}
