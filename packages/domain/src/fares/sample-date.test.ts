import { describe, expect, it } from 'vitest';
import { sampleSeasonDate } from './sample-date.ts';

describe('sampleSeasonDate: the representative date of "from" prices (docs/architecture.md §6)', () => {
  it('before the season, is the first Saturday from 8 January of the coming season', () => {
    expect(sampleSeasonDate('2026-11-23')).toBe('2027-01-09');
    expect(sampleSeasonDate('2026-06-01')).toBe('2027-01-09');
  });

  it('in the heart of the season, is the Saturday at least a week ahead', () => {
    expect(sampleSeasonDate('2027-02-01')).toBe('2027-02-13');
    // a Saturday today: the next-but-one, never today
    expect(sampleSeasonDate('2027-02-06')).toBe('2027-02-13');
  });

  it('at the end of the season, moves to the next season', () => {
    expect(sampleSeasonDate('2027-03-28')).toBe('2028-01-08');
  });

  it('is always a Saturday between 8 January and 31 March', () => {
    for (let day = 0; day < 400; day += 13) {
      const today = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      const date = sampleSeasonDate(today);
      expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(6);
      expect(date.slice(5) >= '01-08' && date.slice(5) <= '03-31').toBe(true);
      expect(date > today).toBe(true);
    }
  });
});
