import { describe, expect, it } from 'vitest';
import { makeAddress, makeJourney } from '../../../test/booking-fixtures.ts';
import {
  addressLayout,
  blockingFields,
  genevaAirportAddress,
  isDoorToDoor,
  requiredEnds,
  searchAddresses,
} from './address-rules.ts';

const flags = (locationID: number, addressAtOrigin: boolean, addressAtDestination: boolean) => ({
  locationID,
  addressAtOrigin,
  addressAtDestination,
});

describe('address rules', () => {
  it('uses the fixed-stop layout for fixed-stop coaches and free addresses for private and door-to-door journeys (spec part 2 §2.4; ADR 017)', () => {
    expect(addressLayout(makeJourney({ product: 'shared_door' }))).toBe('free');
    expect(isDoorToDoor(makeJourney({ product: 'shared_door' }))).toBe(true);
    expect(addressLayout(makeJourney({ product: 'shared_fixed' }))).toBe('fixed');
    expect(isDoorToDoor(makeJourney({ product: 'shared_fixed' }))).toBe(false);
    expect(addressLayout(makeJourney({ product: 'private_standard' }))).toBe('free');
    expect(isDoorToDoor(makeJourney({ product: 'private_standard' }))).toBe(false);
  });

  it('spec part 2 §5 address: the destination-end sets are required always, the origin-end sets only for the listed ids (ADR 017)', () => {
    const journey = { originId: 10, destinationId: 15 };
    expect(requiredEnds(journey, [flags(10, false, false), flags(15, false, false)])).toEqual({
      from: false,
      to: true,
      from1: true,
      to1: false,
    });
    expect(requiredEnds(journey, [flags(10, true, false), flags(15, false, false)])).toEqual({
      from: true,
      to: true,
      from1: true,
      to1: true,
    });
    expect(requiredEnds(journey, [flags(10, false, false), flags(15, false, true)]).from).toBe(true);
  });

  it('skips the destination-end manual set when the destination is Geneva Airport (spec part 2 §5)', () => {
    const journey = { originId: 10, destinationId: 1 };
    expect(requiredEnds(journey, [flags(10, false, false), flags(1, false, true)])).toEqual({
      from: true,
      to: false,
      from1: true,
      to1: true,
    });
  });

  it('an optional manual set blocks Next only by a missing Hotel or Chalet name once something is typed', () => {
    const blank = { organisation: '', street: '', city: '', postcode: '' };
    expect(blockingFields(blank, true)).toEqual(['organisation', 'street', 'city', 'postcode']);
    expect(blockingFields(blank, false)).toEqual([]);
    expect(blockingFields({ ...blank, street: 'Rue' }, false)).toEqual(['organisation']);
    expect(blockingFields({ ...blank, organisation: 'Chalet' }, false)).toEqual([]);
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
