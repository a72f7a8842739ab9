import { describe, expect, it } from 'vitest';
import { makeAddress, makeJourney } from '../../../test/booking-fixtures.ts';
import { addressLayout, genevaAirportAddress, manualEnds, searchAddresses } from './address-rules.ts';

const flags = (locationID: number, addressAtOrigin: boolean, addressAtDestination: boolean) => ({
  locationID,
  addressAtOrigin,
  addressAtDestination,
});

describe('address rules', () => {
  it('uses the fixed-stop layout for shared or fixed journeys and free addresses for private ones not fixed (spec part 2 §2.4)', () => {
    expect(addressLayout(makeJourney({ product: 'shared_door' }))).toBe('fixed');
    expect(addressLayout(makeJourney({ product: 'shared_fixed' }))).toBe('fixed');
    expect(addressLayout(makeJourney({ product: 'private_standard' }))).toBe('free');
    const fixedPrivate = makeJourney({ product: 'private_standard' });
    fixedPrivate.quote.journey.fixed = true;
    expect(addressLayout(fixedPrivate)).toBe('fixed');
  });

  it('offers manual fields only when the origin has addressAtOrigin or the destination addressAtDestination (spec part 2 §2.4, §5)', () => {
    const journey = { originId: 10, destinationId: 15 };
    expect(manualEnds(journey, [flags(10, false, false), flags(15, false, false)])).toEqual({
      from: false,
      to: false,
      from1: false,
      to1: false,
    });
    expect(manualEnds(journey, [flags(10, true, false), flags(15, false, false)])).toEqual({
      from: true,
      to: true,
      from1: true,
      to1: true,
    });
  });

  it('skips the destination-end manual set when the destination is Geneva Airport (spec part 2 §5)', () => {
    const journey = { originId: 10, destinationId: 1 };
    expect(manualEnds(journey, [flags(10, false, false), flags(1, false, true)])).toEqual({
      from: true,
      to: false,
      from1: false,
      to1: true,
    });
  });

  it("the airport return's drop-off is the entry with locationID 1 and city Geneve (spec part 2 §5)", () => {
    const list = [makeAddress(5, 1, 'Coach Park', 'Geneve'), makeAddress(101, 1, 'Arrivals Hall', 'Geneve')];
    expect(genevaAirportAddress(list)?.addressID).toBe(5);
    expect(genevaAirportAddress([makeAddress(3, 1, 'Hotel', 'Meyrin')])).toBeUndefined();
  });

  it('searches organisation, city, street and postcode (spec part 2 §2.4)', () => {
    const list = [makeAddress(1, 10, 'Hotel Alpina'), makeAddress(2, 10, 'Chalet Blanc', 'Argentière')];
    expect(searchAddresses(list, 'alpina').map((a) => a.addressID)).toEqual([1]);
    expect(searchAddresses(list, 'argent').map((a) => a.addressID)).toEqual([2]);
  });

  it('search ignores case and accents: "argentiere" finds Argentière, "HÔTEL" finds Hotel (spec part 2 §2.4)', () => {
    const list = [makeAddress(1, 10, 'Hotel Alpina'), makeAddress(2, 10, 'Chalet Blanc', 'Argentière')];
    expect(searchAddresses(list, 'argentiere').map((a) => a.addressID)).toEqual([2]);
    expect(searchAddresses(list, 'HÔTEL alp').map((a) => a.addressID)).toEqual([1]);
    expect(searchAddresses(list, ' ').map((a) => a.addressID)).toEqual([1, 2]);
  });
});
