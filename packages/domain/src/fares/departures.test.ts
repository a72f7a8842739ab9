import { describe, expect, it } from 'vitest';
import { addDays } from '../time.ts';
import { departuresInWindow, departuresOn } from './departures.ts';
import type { TimetablePattern } from './fare-types.ts';

const winter: TimetablePattern[] = [
  { from: '12-01', to: '04-15', days: [1, 2, 3, 4, 5], first: '08:00', last: '10:00', headwayMinutes: 60 },
  { from: '12-01', to: '04-15', days: [6, 7], first: '07:00', last: '19:00', headwayMinutes: 360 },
];

describe('departures worked out once per timetable and day (docs/architecture.md §5)', () => {
  it('a repeated day gives the same times, each day its own, and other patterns their own', () => {
    // 2026-12-21 is a Monday, 2026-12-26 a Saturday
    expect(departuresOn(winter, '2026-12-21')).toEqual([480, 540, 600]);
    expect(departuresOn(winter, '2026-12-21')).toEqual([480, 540, 600]);
    expect(departuresOn(winter, '2026-12-26')).toEqual([420, 780, 1140]);
    const summer = winter.map((p) => ({ ...p, from: '06-01', to: '09-30' }));
    expect(departuresOn(summer, '2026-12-21')).toEqual([]);
    expect(departuresOn(winter, '2026-07-01')).toEqual([]);
  });

  it('a window across midnight places the previous and next days on their own dates', () => {
    expect(departuresInWindow(winter, '2026-12-21', -300, 500)).toEqual([
      { date: '2026-12-20', time: '19:00' },
      { date: '2026-12-21', time: '08:00' },
    ]);
  });

  it('addDays gives the same answer memoised, over month and year ends', () => {
    for (let i = 0; i < 2; i++) {
      expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
      expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
      expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    }
  });
});
