import type { SeedTimetable } from './seed-types.ts';
import {
  genevaAirportTimetables,
  lyonAirportTimetables,
  zurichAirportTimetables,
} from './timetables-airports.ts';
import { cityStationTimetables, valleyStationTimetables } from './timetables-stations.ts';

/**
 * Every shared product, both directions: from Geneva, Lyon and Zurich airports and from the stations.
 * Grenoble Airport and some far routes have none, so that searches there offer private transfers only.
 */
export const timetables: SeedTimetable[] = [
  ...genevaAirportTimetables,
  ...lyonAirportTimetables,
  ...zurichAirportTimetables,
  ...cityStationTimetables,
  ...valleyStationTimetables,
];
