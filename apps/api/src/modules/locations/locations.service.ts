import type { Location, LocationGroup } from '@alpine/contract';
import type { LocationsRepository } from './locations.repository.ts';

/**
 * Locations (spec part 1 §3 "Location"; DESIGN §5). The network changes only through migrations
 * and seeds, so lists are read once and kept in memory; `invalidate()` drops the copy.
 */
export function locationsService(repository: LocationsRepository) {
  let locations: Promise<Location[]> | null = null;
  let byId: Promise<Map<number, Location>> | null = null;
  let groups: Promise<LocationGroup[]> | null = null;
  return {
    /** Every location (GET /api/v1/locations). */
    list(): Promise<Location[]> {
      locations ??= repository.listLocations();
      return locations;
    },
    /** Titled groups of public locations (GET /api/v1/locations/public). */
    publicGroups(): Promise<LocationGroup[]> {
      groups ??= repository.listPublicGroups();
      return groups;
    },
    /** One location by id, or undefined. */
    async get(locationID: number): Promise<Location | undefined> {
      byId ??= this.list().then((all) => new Map(all.map((l) => [l.locationID, l])));
      return (await byId).get(locationID);
    },
    /** Forgets the in-memory copy (after the network changes). */
    invalidate(): void {
      locations = null;
      byId = null;
      groups = null;
    },
  };
}
export type LocationsService = ReturnType<typeof locationsService>;
