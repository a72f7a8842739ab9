import { describe, expect, it } from 'vitest';
import { makeAddress, makeJourney, makeState } from '../../../../test/booking-fixtures.ts';
import { legBodies } from './use-complete-booking.ts';

const address = {
  from: makeAddress(101, 1, 'Arrivals Hall', 'Geneve'),
  to: makeAddress(202, 10, 'Hotel Alpina'),
  from1: makeAddress(202, 10, 'Hotel Alpina'),
  to1: makeAddress(101, 1, 'Arrivals Hall', 'Geneve'),
};

describe('legBodies (spec part 2 §7 "Add booking leg")', () => {
  it('sends each extra of the Flight & Extras step under its spec part 2 §7 item name, on both legs', () => {
    const state = makeState(
      { ...makeJourney(), address },
      { largeBag: 3, ski: 2, hand: 1, bike: 1, pet: 2, rear: 1, front: 4, booster: 5, flexi: 1, children: 2 },
    );
    const legs = legBodies(state);
    expect(legs).toHaveLength(2);
    for (const leg of legs) {
      expect(leg.items).toEqual({
        bags: 3,
        skis: 2,
        handLuggage: 1,
        bikes: 1,
        pets: 2,
        seatsR: 1,
        seatsF: 4,
        seatsB: 5,
        flexi: 1,
        children: 2,
      });
    }
    expect(legs.map((l) => [l.origin.addressID, l.destination.addressID])).toEqual([
      [101, 202],
      [202, 101],
    ]);
  });
});
