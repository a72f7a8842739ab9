/**
 * Names for the ids of the seeded locations and areas, so that addresses, routes and timetables read
 * as places rather than numbers. The numbers themselves are defined once, in locations.ts; the seed
 * test checks that every name here points at a location of the right kind.
 */

/**
 * Location ids by short name; 1, 2, 4, 93, 94, 97, 111, 113 and 114 are the spec's special ids
 * (part 2 §4-§5).
 */
export const L = {
  // Airports
  genevaAirport: 1,
  lyonAirport: 4,
  zurichAirport: 93,
  grenobleAirport: 94,
  // Cities
  genevaCity: 2,
  annecy: 111,
  lyonCity: 113,
  grenobleCity: 114,
  // Train stations
  genevaCornavin: 97,
  lyonPartDieu: 60,
  zurichHB: 61,
  bourgSaintMaurice: 62,
  moutiers: 63,
  sion: 64,
  martigny: 65,
  visp: 66,
  aigle: 67,
  cluses: 68,
  saintGervais: 69,
  thonon: 70,
  grenobleStation: 71,
  interlaken: 72,
  // French resorts
  chamonix: 10,
  morzine: 11,
  lesGets: 12,
  avoriaz: 13,
  megeve: 14,
  valDIsere: 15,
  tignes: 16,
  meribel: 17,
  courchevel: 18,
  valThorens: 19,
  lesArcs: 20,
  laPlagne: 21,
  flaine: 22,
  laClusaz: 23,
  alpeDHuez: 24,
  lesDeuxAlpes: 25,
  lesMenuires: 26,
  samoens: 27,
  sainteFoy: 28,
  chatel: 29,
  grandBornand: 30,
  contamines: 31,
  // Swiss resorts
  verbier: 40,
  zermatt: 41,
  cransMontana: 42,
  villars: 43,
  champery: 44,
  saasFee: 45,
  grindelwald: 46,
  nendaz: 47,
  diablerets: 48,
  gstaad: 49,
} as const;

/**
 * Area ids (SeedLocation.areaID, spec part 2 §3 destination.areaID): 1 Geneva & Haute-Savoie,
 * 2 Savoie/Tarentaise, 3 Valais, 4 Isère/Oisans, 5 Lyon, 6 Zurich & Bernese Oberland, 7 Vaud Alps.
 */
export const AREA = {
  geneva: 1,
  savoie: 2,
  valais: 3,
  isere: 4,
  lyon: 5,
  oberland: 6,
  vaud: 7,
} as const;

/** Location group ids (location-groups.ts). */
export const GROUP = {
  airports: 1,
  trainStations: 2,
  cities: 3,
  frenchResorts: 4,
  swissResorts: 5,
} as const;
