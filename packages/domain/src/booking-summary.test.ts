import { describe, expect, it } from 'vitest';
import { classifyBooking, summaryCounts } from './booking-summary.ts';

describe('booking summary classification (spec part 1 §3)', () => {
  it.each([
    [
      'more than 32 passengers is a private coach',
      { private: true, pax: 33, flight: '' },
      'private coach transfers',
      'bus',
    ],
    [
      'a coach wins over a flight value',
      { private: true, pax: 40, flight: 'LX123' },
      'private coach transfers',
      'bus',
    ],
    ['exactly 32 passengers is not a coach', { private: true, pax: 32 }, 'private transfers', 'car'],
    [
      'private with a flight is premium',
      { private: true, pax: 4, flight: 'EZS1402' },
      'private premium transfers',
      'car',
    ],
    [
      'private with a blank flight is standard',
      { private: true, pax: 4, flight: '  ' },
      'private transfers',
      'car',
    ],
    [
      'private with no flight is standard',
      { private: true, pax: 4, flight: null },
      'private transfers',
      'car',
    ],
    ['not private is shared', { private: false, pax: 2, flight: 'LX1' }, 'shared transfers', 'vans'],
  ] as const)('%s', (_rule, input, title, icon) => {
    expect(classifyBooking(input)).toEqual({ title, icon });
  });
});

describe('booking summary counts (spec part 1 §3)', () => {
  it('is all zero without items', () => {
    expect(summaryCounts([])).toEqual({ rear: 0, front: 0, booster: 0, bag: 0, ski: 0, bike: 0, pet: 0 });
  });
  it('maps each item name to its count and sums repeated items across legs', () => {
    expect(
      summaryCounts([
        { item: 'Seat (rear)', quantity: 1 },
        { item: 'Seat (front)', quantity: 2 },
        { item: 'Seat (booster)', quantity: 1 },
        { item: 'Bag', quantity: 2 },
        { item: 'Bag', quantity: 1 },
        { item: 'Skis', quantity: 3 },
        { item: 'Bike', quantity: 1 },
        { item: 'Pet', quantity: 1 },
      ]),
    ).toEqual({ rear: 1, front: 2, booster: 1, bag: 3, ski: 3, bike: 1, pet: 1 });
  });
  it('ignores items the summary does not count (hand luggage, flexi)', () => {
    expect(
      summaryCounts([
        { item: 'Hand luggage', quantity: 2 },
        { item: 'Flexi', quantity: 1 },
      ]),
    ).toEqual({ rear: 0, front: 0, booster: 0, bag: 0, ski: 0, bike: 0, pet: 0 });
  });
});
