import { addDays, inYearlyPeriod, isoWeekday, minutesOfDay, timeOfMinutes } from '../time.ts';
import type { TimetablePattern } from './fare-types.ts';

/**
 * Departure times of a timetable on one local date (ADR 004: patterns by season, weekday,
 * first and last departure and headway). Returns sorted, de-duplicated minutes since midnight.
 */
export function departuresOn(patterns: readonly TimetablePattern[], date: string): readonly number[] {
  // A timetable's patterns are one object for as long as the network is loaded, and a search asks
  // for the same few days again and again: each (patterns, date) is worked out once
  // (docs/architecture.md §5).
  let byDate = memo.get(patterns);
  if (!byDate) memo.set(patterns, (byDate = new Map()));
  let times = byDate.get(date);
  if (!times) {
    if (byDate.size >= 2000) byDate.clear();
    times = Object.freeze(computeDeparturesOn(patterns, date));
    byDate.set(date, times);
  }
  return times;
}

const memo = new WeakMap<readonly TimetablePattern[], Map<string, readonly number[]>>();

function computeDeparturesOn(patterns: readonly TimetablePattern[], date: string): number[] {
  const weekday = isoWeekday(date);
  const times = new Set<number>();
  for (const p of patterns) {
    if (!p.days.includes(weekday) || !inYearlyPeriod(date, p.from, p.to)) continue;
    const last = minutesOfDay(p.last);
    for (let m = minutesOfDay(p.first); m <= last; m += Math.max(5, p.headwayMinutes)) times.add(m);
  }
  return [...times].sort((a, b) => a - b);
}

/** A departure placed on a day: local date and "HH:mm". */
export interface DatedDeparture {
  date: string;
  time: string;
}

/**
 * Departures whose time falls in [fromMinute, toMinute] counted from midnight of `date`; the window
 * may start before that midnight (negative) or end after it (> 1440): the previous and next days'
 * timetables then apply, so a 05:00 flight finds a departure the evening before.
 */
export function departuresInWindow(
  patterns: readonly TimetablePattern[],
  date: string,
  fromMinute: number,
  toMinute: number,
): DatedDeparture[] {
  const result: DatedDeparture[] = [];
  for (let offset = Math.floor(fromMinute / 1440); offset <= Math.floor(toMinute / 1440); offset++) {
    const day = addDays(date, offset);
    for (const m of departuresOn(patterns, day)) {
      const absolute = offset * 1440 + m;
      if (absolute >= fromMinute && absolute <= toMinute) result.push({ date: day, time: timeOfMinutes(m) });
    }
  }
  return result;
}

/** Places a minute offset from midnight of `date` (may be negative or beyond a day) on its own day. */
export function placeMinute(date: string, minute: number): DatedDeparture {
  return { date: addDays(date, Math.floor(minute / 1440)), time: timeOfMinutes(minute) };
}
