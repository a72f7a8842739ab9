import { distanceKm, type GeoPoint } from './distance.ts';

/**
 * How far from a resort's location a door-to-door shuttle (and the free-address search) goes, km
 * (ADR 018 "Free-address search ... within 15 km of the end's location"; ADR 017).
 */
export const DOOR_TO_DOOR_RADIUS_KM = 15;

/**
 * Whether `place` is a door a door-to-door shuttle at `location` serves: within
 * DOOR_TO_DOOR_RADIUS_KM by the spec's distance (part 2 §9). A place without a point (an address
 * that could not be placed on the map) is not: nobody can promise to drive there (ADR 017).
 */
export function withinDoorToDoor(location: GeoPoint, place: GeoPoint | null): boolean {
  return place !== null && distanceKm(location, place) <= DOOR_TO_DOOR_RADIUS_KM;
}

/**
 * Whether a manual address at the origin end of a leg (its pick-up) must have all four fields
 * (spec part 2 §5: "when originId is in [2,113,114,111] or destinationId in [1,93,94,4,97,113,2],
 * the origin-end sets"); the destination end's always must. The lists are the locations' flags
 * addressAtOrigin and addressAtDestination (docs/seeded-network.md). ADR 017: only this required
 * check depends on the lists, not whether manual entry is offered.
 */
export function originEndRequired(
  origin: { addressAtOrigin: boolean } | undefined,
  destination: { addressAtDestination: boolean } | undefined,
): boolean {
  return !!origin?.addressAtOrigin || !!destination?.addressAtDestination;
}
