import type { Kysely } from 'kysely';
import type { Location, LocationGroup } from '@alpine/contract';
import type { Database } from '../../db/schema.ts';

/** One translated place name (table place_names; docs/architecture.md §6). */
export interface PlaceName {
  kind: 'location' | 'address' | 'group' | 'base';
  placeID: number;
  language: string;
  name: string;
}

/** SQL of the locations module (owner of location_groups, locations, addresses). */
export function locationsRepository(db: Kysely<Database>) {
  return {
    /** Every location, by name. */
    async listLocations(): Promise<Location[]> {
      const rows = await db
        .selectFrom('locations')
        .select([
          'location_id',
          'name',
          'city',
          'country',
          'time_zone',
          'kind',
          'area_id',
          'latitude',
          'longitude',
          'address_at_origin',
          'address_at_destination',
        ])
        .orderBy('name')
        .execute();
      return rows.map((r) => ({
        locationID: r.location_id,
        name: r.name,
        city: r.city,
        country: r.country as Location['country'],
        timeZone: r.time_zone,
        kind: r.kind as Location['kind'],
        areaID: r.area_id,
        latitude: r.latitude,
        longitude: r.longitude,
        addressAtOrigin: r.address_at_origin === 1,
        addressAtDestination: r.address_at_destination === 1,
      }));
    },

    /** Every French and Spanish place name (docs/architecture.md §6): kind, id, language, name. */
    async listPlaceNames(): Promise<PlaceName[]> {
      const rows = await db
        .selectFrom('place_names')
        .select(['kind', 'place_id', 'language', 'name'])
        .execute();
      return rows.map((r) => ({ kind: r.kind, placeID: r.place_id, language: r.language, name: r.name }));
    },

    /**
     * Public locations grouped under their titled group, groups in their sort order, names A-Z
     * (English); each group with its groupID, so that its title can be translated.
     */
    async listPublicGroups(): Promise<(LocationGroup & { groupID: number })[]> {
      const rows = await db
        .selectFrom('location_groups as g')
        .innerJoin('locations as l', 'l.group_id', 'g.group_id')
        .select(['g.group_id', 'g.title', 'l.location_id', 'l.name'])
        .where('l.public', '=', 1)
        .orderBy('g.sort')
        .orderBy('g.group_id')
        .orderBy('l.name')
        .execute();
      const groups = new Map<number, LocationGroup & { groupID: number }>();
      for (const r of rows) {
        const g = groups.get(r.group_id) ?? { groupID: r.group_id, title: r.title, locations: [] };
        g.locations.push({ locationID: r.location_id, name: r.name });
        groups.set(r.group_id, g);
      }
      return [...groups.values()];
    },
  };
}
export type LocationsRepository = ReturnType<typeof locationsRepository>;
