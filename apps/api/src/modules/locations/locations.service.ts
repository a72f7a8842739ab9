import type { Location, LocationGroup } from '@alpine/contract';
import { LANGUAGES, type Language } from '../../i18n/language.ts';
import type { LocationsRepository, PlaceName } from './locations.repository.ts';

/**
 * Names of places in one language (docs/architecture.md §6): `location(id, english)`, `address(id,
 * english)` and `base(baseID, english)` (a fleet's base, ADR 022) give the translated name, or the
 * English one when the place has none in that language.
 */
export interface PlaceNamer {
  location(locationID: number, english: string): string;
  address(addressID: number, english: string): string;
  base(baseID: number, english: string): string;
}

type NameTables = Record<PlaceName['kind'], Map<number, string>>;

/**
 * Locations (spec part 1 §3 "Location"; ADR 004) with their names in English, French and Spanish
 * (docs/architecture.md §6; English is the seeded name, French and Spanish come from place_names). The
 * network changes only through migrations and seeds, so lists are read once per language and kept in
 * memory, one object per language (so each language has its own static-JSON ETag);
 * `invalidate()` drops the copies.
 */
export function locationsService(repository: LocationsRepository) {
  let english: Promise<Location[]> | null = null;
  let englishGroups: Promise<(LocationGroup & { groupID: number })[]> | null = null;
  let names: Promise<Map<string, NameTables>> | null = null;
  const lists = new Map<Language, Promise<Location[]>>();
  const groupLists = new Map<Language, Promise<LocationGroup[]>>();
  const byId = new Map<Language, Promise<Map<number, Location>>>();

  const loadNames = () =>
    (names ??= repository.listPlaceNames().then((rows) => {
      const tables = new Map<string, NameTables>();
      for (const r of rows) {
        let t = tables.get(r.language);
        if (!t) {
          t = { location: new Map(), address: new Map(), group: new Map(), base: new Map() };
          tables.set(r.language, t);
        }
        t[r.kind].set(r.placeID, r.name);
      }
      return tables;
    }));
  const tablesOf = async (language: Language): Promise<NameTables | undefined> =>
    language === 'en' ? undefined : (await loadNames()).get(language);

  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

  return {
    /** Every location, names in `language` (GET /api/v1/locations). */
    list(language: Language = 'en'): Promise<Location[]> {
      english ??= repository.listLocations();
      let found = lists.get(language);
      if (!found) {
        found = Promise.all([english, tablesOf(language)]).then(([all, t]) =>
          t ? all.map((l) => ({ ...l, name: t.location.get(l.locationID) ?? l.name })).sort(byName) : all,
        );
        lists.set(language, found);
      }
      return found;
    },
    /**
     * Titled groups of public locations, titles and names in `language` (GET
     * /api/v1/locations/public), each location with `aliases`: its names in the other languages
     * where they differ from its name here (docs/architecture.md §6: 'Geneva' finds 'Genève' on the French
     * site).
     */
    publicGroups(language: Language = 'en'): Promise<LocationGroup[]> {
      englishGroups ??= repository.listPublicGroups();
      let found = groupLists.get(language);
      if (!found) {
        found = Promise.all([englishGroups, loadNames()]).then(([groups, tables]) => {
          const nameIn = (lang: Language, id: number, english: string) =>
            lang === 'en' ? english : (tables.get(lang)?.location.get(id) ?? english);
          return groups.map((g) => {
            const locations = g.locations.map((l) => {
              const name = nameIn(language, l.locationID, l.name);
              const aliases = [
                ...new Set(LANGUAGES.map((other) => nameIn(other, l.locationID, l.name))),
              ].filter((alias) => alias !== name);
              return aliases.length > 0
                ? { locationID: l.locationID, name, aliases }
                : { locationID: l.locationID, name };
            });
            return {
              title: language === 'en' ? g.title : (tables.get(language)?.group.get(g.groupID) ?? g.title),
              // English keeps the stored order (by name); other languages sort by their names
              locations: language === 'en' ? locations : locations.sort(byName),
            };
          });
        });
        groupLists.set(language, found);
      }
      return found;
    },
    /** One location by id, its name in `language`, or undefined. */
    async get(locationID: number, language: Language = 'en'): Promise<Location | undefined> {
      let map = byId.get(language);
      if (!map) {
        map = this.list(language).then((all) => new Map(all.map((l) => [l.locationID, l])));
        byId.set(language, map);
      }
      return (await map).get(locationID);
    },
    /** The place names of `language` (locations, fixed stops and bases), for answers that carry them. */
    async namer(language: Language): Promise<PlaceNamer> {
      const t = await tablesOf(language);
      return {
        location: (id, name) => t?.location.get(id) ?? name,
        address: (id, name) => t?.address.get(id) ?? name,
        base: (id, name) => t?.base.get(id) ?? name,
      };
    },
    /** Forgets the in-memory copies (after the network changes). */
    invalidate(): void {
      english = null;
      englishGroups = null;
      names = null;
      lists.clear();
      groupLists.clear();
      byId.clear();
    },
  };
}
export type LocationsService = ReturnType<typeof locationsService>;
