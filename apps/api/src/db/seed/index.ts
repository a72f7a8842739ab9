import { addresses } from './addresses.ts';
import { locationGroups } from './location-groups.ts';
import { locations } from './locations.ts';
import { partners } from './partners.ts';
import { privateRates } from './private-rates.ts';
import { promotions } from './promotions.ts';
import { routes } from './routes.ts';
import { timetables } from './timetables.ts';

/** The whole seeded Alpine network, as the seeder loads it into an empty database (ADR 004). */
export const seedNetwork = {
  locationGroups,
  locations,
  addresses,
  routes,
  timetables,
  privateRates,
  promotions,
  partners,
};
