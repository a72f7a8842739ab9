import { normaliseSearchText } from '@alpine/domain';
import { addresses } from './addresses.ts';
import { frenchPlaces } from './gazetteer-france.ts';
import { swissPlaces } from './gazetteer-switzerland.ts';

/** A gazetteer row as stored: a seeded address (with its addressID) or a named place (ADR 018). */
export interface GazetteerEntry {
  locationID: number;
  addressID: number | null;
  /** 'stop' for the fixed stops of shared transfers; hotel, chalet, street or landmark otherwise. */
  kind: 'stop' | 'hotel' | 'chalet' | 'street' | 'landmark';
  name: string;
  street: string;
  city: string;
  postcode: string;
  country: string;
  latitude: number;
  longitude: number;
  /** normaliseSearchText of name, street, postcode and city: what full-text and fuzzy search read. */
  searchText: string;
}

const searchTextOf = (e: { name: string; street: string; postcode: string; city: string }) =>
  normaliseSearchText(`${e.name} ${e.street} ${e.postcode} ${e.city}`);

/**
 * The embedded geocoder's gazetteer (ADR 018): every seeded address, then the hotels, chalets,
 * streets and landmarks of each resort.
 */
export const gazetteer: GazetteerEntry[] = [
  ...addresses.map((a) => {
    const entry = {
      locationID: a.locationID,
      addressID: a.addressID,
      kind: a.fixed ? ('stop' as const) : (a.kind as 'hotel' | 'chalet'),
      name: a.organisation,
      street: a.street,
      city: a.city,
      postcode: a.postcode,
      country: a.country,
      latitude: a.latitude,
      longitude: a.longitude,
    };
    return { ...entry, searchText: searchTextOf(entry) };
  }),
  ...[...frenchPlaces, ...swissPlaces].map((p) => ({
    locationID: p.locationID,
    addressID: null,
    kind: p.kind,
    name: p.name,
    street: p.street,
    city: p.city,
    postcode: p.postcode,
    country: p.country,
    latitude: p.latitude,
    longitude: p.longitude,
    searchText: searchTextOf(p),
  })),
];
