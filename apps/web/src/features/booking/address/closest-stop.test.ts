import type { Address } from '@alpine/contract';
import { describe, expect, it } from 'vitest';
import {
  nearestByWalking,
  nearestStops,
  searchLocation,
  stopChoices,
  walkableStops,
} from './closest-stop.ts';

const stop = (
  addressID: number,
  locationID: number,
  latitude: number | null,
  longitude: number | null,
): Address => ({
  addressID,
  locationID,
  organisation: `Stop ${addressID}`,
  street: '',
  city: '',
  postcode: '',
  country: 'FR',
  latitude,
  longitude,
  fixed: true,
});
const airport = [stop(101, 1, 46.2381, 6.109)];
const chamonix = [
  stop(1001, 10, 45.9197, 6.8687),
  stop(1002, 10, 45.9233, 6.8696),
  stop(1099, 10, null, null),
];
const annecy = [stop(11101, 111, 45.9, 6.12)];

describe("closest-stop search (spec part 2 §4 'Find your closest stop')", () => {
  it('considers both location lists, ignoring locationID 1 and stops without coordinates', () => {
    const choices = stopChoices('outbound', airport, chamonix);
    expect(choices.map((c) => [c.end, c.address.addressID])).toEqual([
      ['to', 1001],
      ['to', 1002],
    ]);
    const both = stopChoices('outbound', annecy, chamonix);
    expect(both.map((c) => c.end)).toEqual(['from', 'to', 'to']);
  });

  it('the return variant fills the return pick-up from the destination list and the return drop-off from the origin list', () => {
    const choices = stopChoices('return', annecy, chamonix);
    expect(choices.map((c) => [c.end, c.address.addressID])).toEqual([
      ['from1', 1001],
      ['from1', 1002],
      ['to1', 11101],
    ]);
  });

  it('keeps the nearest 3 stops by distance, nearest first', () => {
    const choices = stopChoices('outbound', annecy, [...chamonix, stop(1003, 10, 45.93, 6.88)]);
    const hotel = { lat: 45.9232, lng: 6.8695 }; // by the tourist office
    expect(nearestStops(hotel, choices).map((c) => c.address.addressID)).toEqual([1002, 1001, 1003]);
  });

  it('the nearest stop by walking distance wins, a stop without a route comes last', () => {
    const [a, b, c] = stopChoices('outbound', annecy, chamonix);
    const walked = [
      { ...a!, route: null },
      { ...b!, route: { metres: 900 } },
      { ...c!, route: { metres: 400 } },
    ];
    expect(nearestByWalking(walked)?.address.addressID).toBe(1002);
    expect(nearestByWalking([])).toBeUndefined();
  });

  it('looks the place up around the destination, or the origin when the destination is Geneva Airport', () => {
    expect(searchLocation(1, 10)).toBe(10);
    expect(searchLocation(10, 1)).toBe(10);
  });
});

describe('closest-stop walking distance (ADR 018: a stop is offered up to 2.0 km on foot)', () => {
  it('keeps the stops whose walk is at most 2000 m, in their order; a stop without a route is left out', () => {
    const walked = [
      { end: 'to' as const, address: chamonix[0] as never, route: { metres: 2001 } },
      { end: 'to' as const, address: chamonix[1] as never, route: { metres: 2000 } },
      { end: 'to' as const, address: chamonix[0] as never, route: null },
      { end: 'to' as const, address: chamonix[1] as never, route: { metres: 350 } },
    ];
    expect(walkableStops(walked).map((s) => s.route?.metres)).toEqual([2000, 350]);
    expect(walkableStops([{ ...walked[0]!, route: { metres: 88_200 } }])).toEqual([]);
  });
});
