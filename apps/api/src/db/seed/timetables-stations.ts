import type { SeedTimetable } from './seed-types.ts';
import { L } from './location-ids.ts';
import { longDistance, regular, MIDI_COACH_SEATS, sharedLine, valleyShuttle } from './timetable-schedules.ts';

// Seat prices are per person, one way, in the route's currency (CHF to Swiss resorts, EUR otherwise).

const small = MIDI_COACH_SEATS;

/** Shared transfers from the city stations: Geneva Cornavin, Lyon Part-Dieu (coach only) and Zurich HB. */
export const cityStationTimetables: SeedTimetable[] = [
  ...sharedLine(L.genevaCornavin, L.chamonix, regular, { fixed: 37, door: 57, coachSeats: small }),
  ...sharedLine(L.lyonPartDieu, L.alpeDHuez, regular, { fixed: 49 }),
  ...sharedLine(L.lyonPartDieu, L.lesDeuxAlpes, regular, { fixed: 49 }),
  ...sharedLine(L.lyonPartDieu, L.valThorens, longDistance, { fixed: 65 }),
  ...sharedLine(L.lyonPartDieu, L.lesArcs, longDistance, { fixed: 62 }),
  ...sharedLine(L.lyonPartDieu, L.tignes, longDistance, { fixed: 69 }),
  ...sharedLine(L.zurichHB, L.grindelwald, regular, { fixed: 59, door: 85, coachSeats: small }),
  ...sharedLine(L.zurichHB, L.zermatt, longDistance, { fixed: 95, coachSeats: small }),
];

/** Shared shuttles from the valley stations up to the resorts, meeting the trains. */
export const valleyStationTimetables: SeedTimetable[] = [
  ...sharedLine(L.bourgSaintMaurice, L.lesArcs, valleyShuttle, { fixed: 19, door: 29 }),
  ...sharedLine(L.bourgSaintMaurice, L.tignes, valleyShuttle, { fixed: 25, door: 35 }),
  ...sharedLine(L.bourgSaintMaurice, L.valDIsere, valleyShuttle, { fixed: 25, door: 35 }),
  ...sharedLine(L.bourgSaintMaurice, L.sainteFoy, valleyShuttle, { fixed: 19, door: 29, coachSeats: small }),
  ...sharedLine(L.moutiers, L.meribel, valleyShuttle, { fixed: 19, door: 29 }),
  ...sharedLine(L.moutiers, L.courchevel, valleyShuttle, { fixed: 20, door: 30 }),
  ...sharedLine(L.moutiers, L.valThorens, valleyShuttle, { fixed: 24, door: 35 }),
  ...sharedLine(L.moutiers, L.lesMenuires, valleyShuttle, { fixed: 22, door: 32 }),
  ...sharedLine(L.visp, L.zermatt, valleyShuttle, { fixed: 25, door: 39 }),
  ...sharedLine(L.visp, L.saasFee, valleyShuttle, { fixed: 22, door: 35 }),
  ...sharedLine(L.martigny, L.verbier, valleyShuttle, { fixed: 25, door: 39, coachSeats: small }),
  ...sharedLine(L.sion, L.cransMontana, valleyShuttle, { fixed: 19, door: 32, coachSeats: small }),
  ...sharedLine(L.aigle, L.villars, valleyShuttle, { fixed: 15, door: 29, coachSeats: small }),
  ...sharedLine(L.aigle, L.champery, valleyShuttle, { fixed: 19, door: 32, coachSeats: small }),
  ...sharedLine(L.cluses, L.flaine, valleyShuttle, { fixed: 15, door: 25, coachSeats: small }),
  ...sharedLine(L.cluses, L.samoens, valleyShuttle, { fixed: 15, door: 25, coachSeats: small }),
  ...sharedLine(L.saintGervais, L.chamonix, valleyShuttle, { fixed: 15, door: 25, coachSeats: small }),
  ...sharedLine(L.saintGervais, L.megeve, valleyShuttle, { fixed: 15, door: 25, coachSeats: small }),
  ...sharedLine(L.thonon, L.morzine, valleyShuttle, { fixed: 19, door: 29, coachSeats: small }),
  ...sharedLine(L.grenobleStation, L.alpeDHuez, regular, { fixed: 25, door: 39, coachSeats: small }),
  ...sharedLine(L.grenobleStation, L.lesDeuxAlpes, regular, { fixed: 25, door: 39, coachSeats: small }),
  ...sharedLine(L.interlaken, L.grindelwald, valleyShuttle, { fixed: 15, door: 29, coachSeats: small }),
];
