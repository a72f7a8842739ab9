import type { SeedAddress } from './seed-types.ts';
import { locations } from './locations.ts';

/** What a gazetteer place is: a hotel, a chalet, a street or a landmark (lift, station, square). */
export type GazetteerKind = 'hotel' | 'chalet' | 'street' | 'landmark';

/** A named place near a location that is not an address of its own (ADR 018). */
export interface SeedGazetteerPlace extends Pick<
  SeedAddress,
  'locationID' | 'street' | 'city' | 'postcode' | 'country' | 'latitude' | 'longitude'
> {
  kind: GazetteerKind;
  /** The place's name: a hotel or chalet name, a street name or a landmark. */
  name: string;
}

/** A row: kind, name, street, postcode, latitude, longitude (WGS84), city when not the location's. */
export type GazetteerRow = [
  kind: GazetteerKind,
  name: string,
  street: string,
  postcode: string,
  latitude: number,
  longitude: number,
  city?: string,
];

/**
 * The gazetteer places near one location, from rows written by hand from public maps: real names,
 * coordinates approximate to some tens of metres (ADR 018).
 */
export function placesAt(locationID: number, rows: GazetteerRow[]): SeedGazetteerPlace[] {
  const location = locations.find((l) => l.locationID === locationID);
  if (!location) throw new Error(`Gazetteer rows refer to unknown location ${locationID}`);
  return rows.map(([kind, name, street, postcode, latitude, longitude, city]) => ({
    locationID,
    kind,
    name,
    street,
    city: city ?? location.city,
    postcode,
    country: location.country,
    latitude,
    longitude,
  }));
}
