import type { SeedLocationGroup } from './seed-types.ts';
import { GROUP } from './location-ids.ts';

/** The titled sections of the From/To dropdowns, in the order they are shown (spec part 1 §2.1). */
export const locationGroups: SeedLocationGroup[] = [
  { groupID: GROUP.airports, title: 'Airports', sort: 1 },
  { groupID: GROUP.trainStations, title: 'Train stations', sort: 2 },
  { groupID: GROUP.cities, title: 'Cities', sort: 3 },
  { groupID: GROUP.frenchResorts, title: 'French resorts', sort: 4 },
  { groupID: GROUP.swissResorts, title: 'Swiss resorts', sort: 5 },
];
