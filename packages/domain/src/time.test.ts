import fc from 'fast-check';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addDurationToTime,
  formatDuration,
  formatLocalDate,
  inYearlyPeriod,
  isoWeekday,
  localDate,
  localToUtc,
  minutesOfDay,
} from './time.ts';

describe('arrival shown = departure time plus duration (spec part 1 §9)', () => {
  it.each([
    ['10:30', 75 * 60, '11:45'],
    ['23:30', 90 * 60, '01:00'],
    ['06:05', 230 * 60, '09:55'],
  ])('%s + %ss = %s', (time, seconds, arrival) => {
    expect(addDurationToTime(time, seconds)).toBe(arrival);
  });

  it('shows durations as HH:mm', () => {
    expect(formatDuration(75 * 60)).toBe('01:15');
    expect(formatDuration(230 * 60)).toBe('03:50');
  });
});

describe('local time across the DST changes (docs/architecture.md §12.6)', () => {
  it('converts Alpine local time to UTC in winter and summer', () => {
    expect(localToUtc('2026-12-19', '10:30', 'Europe/Zurich').toISOString()).toBe('2026-12-19T09:30:00.000Z');
    expect(localToUtc('2026-07-04', '10:30', 'Europe/Paris').toISOString()).toBe('2026-07-04T08:30:00.000Z');
  });

  it('handles the last Sunday of March (clocks go forward at 02:00)', () => {
    expect(localToUtc('2026-03-29', '01:30', 'Europe/Paris').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(localToUtc('2026-03-29', '03:30', 'Europe/Paris').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('handles the last Sunday of October (clocks go back at 03:00)', () => {
    expect(localToUtc('2026-10-25', '01:30', 'Europe/Zurich').toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(localToUtc('2026-10-25', '04:00', 'Europe/Zurich').toISOString()).toBe('2026-10-25T03:00:00.000Z');
  });

  it('agrees with the time-zone database on every local minute of 2026-2027', () => {
    dayjs.extend(utc);
    dayjs.extend(timezone);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 729 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom('Europe/Zurich', 'Europe/Paris'),
        (dayIndex, minute, zone) => {
          const date = addDays('2026-01-01', dayIndex);
          const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
          const expected = dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', zone).valueOf();
          expect(localToUtc(date, time, zone).getTime()).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gives the local date of an instant', () => {
    expect(localDate(new Date('2026-11-21T23:30:00Z'), 'Europe/Zurich')).toBe('2026-11-22');
    expect(localDate(new Date('2026-11-21T22:30:00Z'), 'Europe/Zurich')).toBe('2026-11-21');
  });
});

describe('calendar helpers', () => {
  it('adds days over month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('gives ISO weekdays (Saturday = 6)', () => {
    expect(isoWeekday('2026-12-19')).toBe(6);
    expect(isoWeekday('2026-12-20')).toBe(7);
  });
  it('knows yearly periods that wrap over the new year', () => {
    expect(inYearlyPeriod('2026-12-20', '12-13', '04-19')).toBe(true);
    expect(inYearlyPeriod('2027-02-01', '12-13', '04-19')).toBe(true);
    expect(inYearlyPeriod('2027-07-01', '12-13', '04-19')).toBe(false);
    expect(inYearlyPeriod('2027-07-01', '04-20', '12-12')).toBe(true);
  });
  it("formats dates as 'ddd DD MMM YY' (spec part 2 §2.5)", () => {
    expect(formatLocalDate('2025-01-06')).toBe('Mon 06 Jan 25');
  });
});

describe('minutesOfDay reads "HH:mm" and the short "H:mm" alike (fast path, docs/architecture.md §5)', () => {
  it('counts minutes since midnight', () => {
    expect(minutesOfDay('07:45')).toBe(465);
    expect(minutesOfDay('7:45')).toBe(465);
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('23:59')).toBe(1439);
  });
});
