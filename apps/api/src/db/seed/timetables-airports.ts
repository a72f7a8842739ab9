import type { SeedTimetable } from './seed-types.ts';
import { L } from './location-ids.ts';
import { frequent, longDistance, regular, MIDI_COACH_SEATS, sharedLine } from './timetable-schedules.ts';

// Seat prices are per person, one way, in the route's currency (CHF to Swiss resorts, EUR otherwise).
// Routes missing here are private only: Grenoble Airport (94) everywhere, Geneva to the Oisans and the
// smaller resorts, Lyon to the Swiss resorts, and Zurich to every French resort.

const small = MIDI_COACH_SEATS;

/** Shared transfers from Geneva Airport (1): shared coach (fixed stops) and door-to-door minibus. */
export const genevaAirportTimetables: SeedTimetable[] = [
  ...sharedLine(L.genevaAirport, L.chamonix, frequent, { fixed: 39, door: 59 }),
  ...sharedLine(L.genevaAirport, L.morzine, frequent, { fixed: 39, door: 59 }),
  ...sharedLine(L.genevaAirport, L.lesGets, frequent, { fixed: 39, door: 59 }),
  ...sharedLine(L.genevaAirport, L.avoriaz, frequent, { fixed: 45, door: 65 }),
  ...sharedLine(L.genevaAirport, L.megeve, frequent, { fixed: 39, door: 59 }),
  ...sharedLine(L.genevaAirport, L.flaine, regular, { fixed: 35, door: 55, coachSeats: small }),
  ...sharedLine(L.genevaAirport, L.laClusaz, regular, { fixed: 35, door: 55, coachSeats: small }),
  ...sharedLine(L.genevaAirport, L.samoens, regular, { fixed: 35, door: 55, coachSeats: small }),
  ...sharedLine(L.genevaAirport, L.meribel, regular, { fixed: 59, door: 79 }),
  ...sharedLine(L.genevaAirport, L.courchevel, regular, { fixed: 59, door: 79 }),
  ...sharedLine(L.genevaAirport, L.valThorens, regular, { fixed: 65, door: 85 }),
  ...sharedLine(L.genevaAirport, L.lesMenuires, regular, { fixed: 62, door: 82 }),
  ...sharedLine(L.genevaAirport, L.lesArcs, regular, { fixed: 62, door: 82 }),
  ...sharedLine(L.genevaAirport, L.laPlagne, regular, { fixed: 62, door: 82 }),
  ...sharedLine(L.genevaAirport, L.tignes, regular, { fixed: 69, door: 89 }),
  ...sharedLine(L.genevaAirport, L.valDIsere, regular, { fixed: 69, door: 89 }),
  // Swiss resorts, in CHF
  ...sharedLine(L.genevaAirport, L.verbier, regular, { fixed: 65, door: 89 }),
  ...sharedLine(L.genevaAirport, L.villars, regular, { fixed: 55, door: 75, coachSeats: small }),
  ...sharedLine(L.genevaAirport, L.champery, regular, { fixed: 55, door: 75, coachSeats: small }),
  ...sharedLine(L.genevaAirport, L.cransMontana, regular, { fixed: 75, door: 99 }),
  ...sharedLine(L.genevaAirport, L.zermatt, longDistance, { fixed: 95, door: 129 }),
  ...sharedLine(L.genevaAirport, L.saasFee, longDistance, { fixed: 95, door: 129, coachSeats: small }),
];

/** Shared transfers from Lyon Saint-Exupéry Airport (4) to the Oisans, Tarentaise and Mont-Blanc resorts. */
export const lyonAirportTimetables: SeedTimetable[] = [
  ...sharedLine(L.lyonAirport, L.alpeDHuez, regular, { fixed: 55, door: 79 }),
  ...sharedLine(L.lyonAirport, L.lesDeuxAlpes, regular, { fixed: 55, door: 79 }),
  ...sharedLine(L.lyonAirport, L.laClusaz, regular, { fixed: 49, door: 69, coachSeats: small }),
  ...sharedLine(L.lyonAirport, L.megeve, regular, { fixed: 55, door: 79, coachSeats: small }),
  ...sharedLine(L.lyonAirport, L.chamonix, longDistance, { fixed: 59, door: 85 }),
  ...sharedLine(L.lyonAirport, L.meribel, longDistance, { fixed: 65, door: 89 }),
  ...sharedLine(L.lyonAirport, L.courchevel, longDistance, { fixed: 65, door: 89 }),
  ...sharedLine(L.lyonAirport, L.valThorens, longDistance, { fixed: 69, door: 95 }),
  ...sharedLine(L.lyonAirport, L.lesMenuires, longDistance, { fixed: 67, door: 92, coachSeats: small }),
  ...sharedLine(L.lyonAirport, L.lesArcs, longDistance, { fixed: 65, door: 89 }),
  ...sharedLine(L.lyonAirport, L.laPlagne, longDistance, { fixed: 65, door: 89 }),
  ...sharedLine(L.lyonAirport, L.tignes, longDistance, { fixed: 72, door: 99 }),
  ...sharedLine(L.lyonAirport, L.valDIsere, longDistance, { fixed: 72, door: 99 }),
];

/** Shared transfers from Zurich Airport (93) to the Swiss resorts, in CHF. */
export const zurichAirportTimetables: SeedTimetable[] = [
  ...sharedLine(L.zurichAirport, L.grindelwald, regular, { fixed: 69, door: 95 }),
  ...sharedLine(L.zurichAirport, L.gstaad, regular, { fixed: 79, door: 109, coachSeats: small }),
  ...sharedLine(L.zurichAirport, L.zermatt, longDistance, { fixed: 99, door: 139 }),
  ...sharedLine(L.zurichAirport, L.saasFee, longDistance, { fixed: 99, door: 139, coachSeats: small }),
  ...sharedLine(L.zurichAirport, L.cransMontana, longDistance, { fixed: 99, door: 139, coachSeats: small }),
  ...sharedLine(L.zurichAirport, L.verbier, longDistance, { fixed: 109, door: 149, coachSeats: small }),
];
