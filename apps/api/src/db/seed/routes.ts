import type { SeedRoute } from './seed-types.ts';
import {
  genevaAirportRoutes,
  grenobleAirportRoutes,
  lyonAirportRoutes,
  zurichAirportRoutes,
} from './routes-airports.ts';
import { annecyRoutes, genevaCityRoutes, grenobleCityRoutes, lyonCityRoutes } from './routes-cities.ts';
import {
  genevaCornavinRoutes,
  lyonPartDieuRoutes,
  valleyStationRoutes,
  zurichHBRoutes,
} from './routes-stations.ts';

/**
 * Every seeded route, each valid in both directions: the four airports to every resort, the cities
 * and the big stations to the resorts in reach, and the valley stations to the resorts above them.
 */
export const routes: SeedRoute[] = [
  ...genevaAirportRoutes,
  ...lyonAirportRoutes,
  ...zurichAirportRoutes,
  ...grenobleAirportRoutes,
  ...genevaCityRoutes,
  ...lyonCityRoutes,
  ...annecyRoutes,
  ...grenobleCityRoutes,
  ...genevaCornavinRoutes,
  ...lyonPartDieuRoutes,
  ...zurichHBRoutes,
  ...valleyStationRoutes,
];
