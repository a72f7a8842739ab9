import { normaliseSearchText } from '@alpine/domain';
import { addresses } from './addresses.ts';
import { frenchPlaces } from './gazetteer-france.ts';
import { swissPlaces } from './gazetteer-switzerland.ts';
import type { GazetteerKind, SeedGazetteerPlace } from './gazetteer-table.ts';

/** A gazetteer row as stored: a seeded address (with its addressID) or a named place (ADR 018). */
export interface GazetteerEntry extends Omit<SeedGazetteerPlace, 'kind'> {
  addressID: number | null;
  /** 'stop' for the fixed stops of shared transfers; hotel, chalet, street or landmark otherwise. */
  kind: 'stop' | GazetteerKind;
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
  ...addresses.map(({ kind, organisation, fixed, ...place }) => {
    const entry = {
      ...place,
      kind: fixed ? ('stop' as const) : (kind as 'hotel' | 'chalet'),
      name: organisation,
    };
    return { ...entry, searchText: searchTextOf(entry) };
  }),
  ...[...frenchPlaces, ...swissPlaces].map((p) => ({ ...p, addressID: null, searchText: searchTextOf(p) })),
];
