import { describe, expect, it } from 'vitest';
import { isTimePastToday, wallClock } from './wall-clock.ts';

describe("the Alps' wall clock (docs/architecture.md §12.6, around the DST changes)", () => {
  it('reads the date and time in Europe/Zurich, whatever the process zone', () => {
    // 23:30 UTC on 21 November is 00:30 on the 22nd in the Alps (UTC+1)
    expect(wallClock(new Date('2026-11-21T23:30:00Z'))).toEqual({ date: '2026-11-22', time: '00:30' });
    // summer time, UTC+2
    expect(wallClock(new Date('2026-07-01T08:05:00Z'))).toEqual({ date: '2026-07-01', time: '10:05' });
    expect(wallClock(new Date('2026-07-01T08:05:00Z'), 'Europe/Paris').time).toBe('10:05');
  });
  it('steps over the spring and autumn changes (last Sundays of March and October)', () => {
    expect(wallClock(new Date('2026-03-29T00:59:00Z')).time).toBe('01:59');
    expect(wallClock(new Date('2026-03-29T01:00:00Z')).time).toBe('03:00');
    expect(wallClock(new Date('2026-10-25T00:59:00Z')).time).toBe('02:59');
    expect(wallClock(new Date('2026-10-25T01:00:00Z')).time).toBe('02:00');
  });
  it('a time of today is past only before the current minute', () => {
    const clock = { date: '2026-11-22', time: '10:00' };
    expect(isTimePastToday('2026-11-22', '09:55', clock)).toBe(true);
    expect(isTimePastToday('2026-11-22', '10:00', clock)).toBe(false);
    expect(isTimePastToday('2026-11-23', '09:55', clock)).toBe(false);
  });
});
