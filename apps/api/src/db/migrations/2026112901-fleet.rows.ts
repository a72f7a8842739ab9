/**
 * The seeded bases and fleet as 2026112901-fleet.ts writes them (ADR 022, docs/seeded-network.md):
 * a frozen copy, never edited once applied (frozen-migrations.test.ts). Location ids are the seed's
 * (db/seed/location-ids.ts); minutes are the drive from the base's depot to the hub.
 */

/** [baseID, name, home locationID] */
export const BASE_ROWS: [number, string, number][] = [
  [1, 'Geneva', 1],
  [2, 'Lyon', 4],
  [3, 'Zurich', 93],
  [4, 'Grenoble', 114],
  [5, 'Tarentaise', 63],
  [6, 'Valais', 64],
];

/** [hub locationID, baseID, minutes from the base's depot to the hub] */
export const BASE_HUB_ROWS: [number, number, number][] = [
  // Geneva: the airport depot; city, Cornavin, Annecy and the Chablais and Arve valley stations
  [1, 1, 0],
  [2, 1, 15],
  [97, 1, 15],
  [111, 1, 45],
  [70, 1, 45],
  [68, 1, 40],
  [69, 1, 60],
  // Lyon: the Saint-Exupéry depot; the city centre and Part-Dieu
  [4, 2, 0],
  [113, 2, 35],
  [60, 2, 35],
  // Zurich: the airport depot; the main station and Interlaken
  [93, 3, 0],
  [61, 3, 20],
  [72, 3, 110],
  // Grenoble: the city depot; the station and the winter airport
  [114, 4, 0],
  [71, 4, 5],
  [94, 4, 40],
  // Tarentaise: the Moûtiers depot; Bourg-Saint-Maurice
  [63, 5, 0],
  [62, 5, 30],
  // Valais: the Sion depot; Martigny, Visp and Aigle
  [64, 6, 0],
  [65, 6, 25],
  [66, 6, 40],
  [67, 6, 45],
];

/** [fleetID, baseID, vehicle class, size, seats, vehicles] */
export const FLEET_ROWS: [number, number, string, string, number, number][] = [
  [1, 1, 'standard', 'saloon', 4, 12],
  [2, 1, 'standard', 'minivan', 8, 10],
  [3, 1, 'standard', 'minibus', 16, 4],
  [4, 1, 'premium', 'saloon', 4, 4],
  [5, 1, 'premium', 'minivan', 8, 3],
  [6, 1, 'premium', 'minibus', 16, 1],
  [7, 1, 'coach', 'coach', 50, 3],
  [8, 2, 'standard', 'saloon', 4, 6],
  [9, 2, 'standard', 'minivan', 8, 5],
  [10, 2, 'standard', 'minibus', 16, 2],
  [11, 2, 'premium', 'saloon', 4, 2],
  [12, 2, 'premium', 'minivan', 8, 2],
  [13, 2, 'premium', 'minibus', 16, 1],
  [14, 2, 'coach', 'coach', 50, 2],
  [15, 3, 'standard', 'saloon', 4, 6],
  [16, 3, 'standard', 'minivan', 8, 5],
  [17, 3, 'standard', 'minibus', 16, 2],
  [18, 3, 'premium', 'saloon', 4, 3],
  [19, 3, 'premium', 'minivan', 8, 2],
  [20, 3, 'premium', 'minibus', 16, 1],
  [21, 3, 'coach', 'coach', 50, 2],
  [22, 4, 'standard', 'saloon', 4, 4],
  [23, 4, 'standard', 'minivan', 8, 3],
  [24, 4, 'standard', 'minibus', 16, 2],
  [25, 4, 'premium', 'saloon', 4, 1],
  [26, 4, 'premium', 'minivan', 8, 1],
  [27, 4, 'premium', 'minibus', 16, 0],
  [28, 4, 'coach', 'coach', 50, 1],
  [29, 5, 'standard', 'saloon', 4, 4],
  [30, 5, 'standard', 'minivan', 8, 4],
  [31, 5, 'standard', 'minibus', 16, 2],
  [32, 5, 'premium', 'saloon', 4, 2],
  [33, 5, 'premium', 'minivan', 8, 1],
  [34, 5, 'premium', 'minibus', 16, 0],
  [35, 5, 'coach', 'coach', 50, 1],
  [36, 6, 'standard', 'saloon', 4, 4],
  [37, 6, 'standard', 'minivan', 8, 3],
  [38, 6, 'standard', 'minibus', 16, 1],
  [39, 6, 'premium', 'saloon', 4, 2],
  [40, 6, 'premium', 'minivan', 8, 1],
  [41, 6, 'premium', 'minibus', 16, 0],
  [42, 6, 'coach', 'coach', 50, 1],
];
