import type { AddressKind, SeedAddress } from './seed-types.ts';
import { locations } from './locations.ts';

/** What a row says of an address: the city only when it differs from the location's city. */
type AddressFields = [
  organisation: string,
  street: string,
  postcode: string,
  latitude: number,
  longitude: number,
  city?: string,
];

/** One address of a location, written as a row: its kind, then its fields. */
export type AddressRow = [kind: AddressKind, ...fields: AddressFields];

/** Kinds that are fixed stops of shared fixed-point transfers; hotels and chalets are door-to-door drops. */
const FIXED_KINDS: readonly AddressKind[] = ['terminal', 'bus_station', 'railway_station', 'tourist_office'];

/**
 * The addresses of one location. Ids are locationID * 100 + the row's position (1, 2, ...), so
 * Geneva Airport's arrivals hall is address 101 and Chamonix's second address is 1002.
 */
export function addressesAt(locationID: number, rows: AddressRow[]): SeedAddress[] {
  const location = locations.find((l) => l.locationID === locationID);
  if (!location) throw new Error(`Seed addresses refer to unknown location ${locationID}`);
  return rows.map(([kind, organisation, street, postcode, latitude, longitude, city], index) => ({
    addressID: locationID * 100 + index + 1,
    locationID,
    kind,
    organisation,
    street,
    city: city ?? location.city,
    postcode,
    country: location.country,
    latitude,
    longitude,
    fixed: FIXED_KINDS.includes(kind),
  }));
}

const rowOf =
  (kind: AddressKind) =>
  (...fields: AddressFields): AddressRow => [kind, ...fields];

/** An airport terminal or arrivals hall: a fixed stop. */
export const terminal = rowOf('terminal');
/** A bus or coach station: a fixed stop. */
export const bus = rowOf('bus_station');
/** A railway station forecourt: a fixed stop. */
export const railway = rowOf('railway_station');
/** A tourist office: a fixed stop. */
export const office = rowOf('tourist_office');
/** A hotel: a door-to-door drop. */
export const hotel = rowOf('hotel');
/** A chalet: a door-to-door drop. */
export const chalet = rowOf('chalet');
