import type { SeedRoute } from './seed-types.ts';
import { locations } from './locations.ts';

/** One road from a hub to a resort: [resortID, average minutes, kilometres]. */
export type RoadRow = [resortID: number, durationMinutes: number, distanceKm: number];

/**
 * The routes from one hub (airport, station or city) to the resorts in `rows`. The currency follows
 * the resort: CHF when it is in Switzerland, EUR otherwise (ADR 004).
 */
export function routesFrom(hubID: number, rows: RoadRow[]): SeedRoute[] {
  return rows.map(([resortID, durationMinutes, distanceKm]) => {
    const resort = locations.find((l) => l.locationID === resortID);
    if (!resort) throw new Error(`Seed route ${hubID}-${resortID} refers to an unknown resort`);
    return {
      hubID,
      resortID,
      durationMinutes,
      distanceKm,
      currency: resort.country === 'CH' ? 'CHF' : 'EUR',
    };
  });
}
