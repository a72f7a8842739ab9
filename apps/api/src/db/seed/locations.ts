import type { Country, LocationKind, SeedLocation } from './seed-types.ts';
import { AREA, GROUP } from './location-ids.ts';

/** Which manual address sets the spec requires at a location (part 2 §4-§5). */
interface AddressRule {
  atOrigin?: boolean;
  atDestination?: boolean;
}
/** The manual address set is required when the location is the destination (spec: 1, 93, 94, 4, 97). */
const AT_DESTINATION: AddressRule = { atDestination: true };
/** The manual address set is required when the location is the origin (spec: 114, 111). */
const AT_ORIGIN: AddressRule = { atOrigin: true };
/** Both ends need the manual address set (spec: 2 and 113 are in both lists). */
const AT_BOTH: AddressRule = { atOrigin: true, atDestination: true };

/** Resorts go to the French or Swiss resort group; the other kinds each have their own group. */
function groupOf(kind: LocationKind, country: Country): number {
  if (kind === 'airport') return GROUP.airports;
  if (kind === 'station') return GROUP.trainStations;
  if (kind === 'city') return GROUP.cities;
  return country === 'CH' ? GROUP.swissResorts : GROUP.frenchResorts;
}

/** A public location; its group and time zone follow from its kind and country. */
const placeOf =
  (kind: LocationKind) =>
  (
    locationID: number,
    name: string,
    city: string,
    country: Country,
    areaID: number,
    latitude: number,
    longitude: number,
    rule: AddressRule = {},
  ): SeedLocation => ({
    locationID,
    groupID: groupOf(kind, country),
    name,
    city,
    country,
    timeZone: country === 'CH' ? 'Europe/Zurich' : 'Europe/Paris',
    kind,
    latitude,
    longitude,
    areaID,
    addressAtOrigin: rule.atOrigin ?? false,
    addressAtDestination: rule.atDestination ?? false,
    public: true,
  });

const airport = placeOf('airport');
const station = placeOf('station');
const city = placeOf('city');
const resortPlace = placeOf('resort');
/** A resort whose city on addresses is its own name unless given. */
const resort = (
  id: number,
  name: string,
  country: Country,
  areaID: number,
  lat: number,
  lon: number,
  town = name,
) => resortPlace(id, name, town, country, areaID, lat, lon);

const { geneva, savoie, valais, isere, lyon, oberland, vaud } = AREA;

// Rows: id, public name, city as written on addresses, country, area, latitude, longitude (WGS84).

/** Airports, where most travellers land; the spec asks for the drop-off address there (part 2 §5). */
const airports: SeedLocation[] = [
  airport(1, 'Geneva Airport', 'Geneve', 'CH', geneva, 46.2381, 6.109, AT_DESTINATION),
  airport(4, 'Lyon Saint-Exupéry Airport', 'Colombier-Saugnieu', 'FR', lyon, 45.7256, 5.0811, AT_DESTINATION),
  airport(93, 'Zurich Airport', 'Zürich', 'CH', oberland, 47.4582, 8.5555, AT_DESTINATION),
  airport(
    94,
    'Grenoble Alpes-Isère Airport',
    'Saint-Étienne-de-Saint-Geoirs',
    'FR',
    isere,
    45.3629,
    5.3294,
    AT_DESTINATION,
  ),
];

/** Geneva's main station (97) and the train stations at the foot of the valleys (ids 60-79). */
const stations: SeedLocation[] = [
  station(97, 'Geneva Cornavin Station', 'Geneve', 'CH', geneva, 46.2102, 6.1424, AT_DESTINATION),
  station(60, 'Lyon Part-Dieu Station', 'Lyon', 'FR', lyon, 45.7605, 4.8597),
  station(61, 'Zurich Main Station (Zürich HB)', 'Zürich', 'CH', oberland, 47.3779, 8.5403),
  station(62, 'Bourg-Saint-Maurice Station', 'Bourg-Saint-Maurice', 'FR', savoie, 45.6183, 6.77),
  station(63, 'Moûtiers-Salins-Brides-les-Bains Station', 'Moûtiers', 'FR', savoie, 45.4857, 6.5318),
  station(64, 'Sion Station', 'Sion', 'CH', valais, 46.2275, 7.3589),
  station(65, 'Martigny Station', 'Martigny', 'CH', valais, 46.1076, 7.0771),
  station(66, 'Visp Station', 'Visp', 'CH', valais, 46.294, 7.8818),
  station(67, 'Aigle Station', 'Aigle', 'CH', vaud, 46.317, 6.964),
  station(68, 'Cluses Station', 'Cluses', 'FR', geneva, 46.0609, 6.5786),
  station(69, 'Saint-Gervais-Le Fayet Station', 'Saint-Gervais-les-Bains', 'FR', geneva, 45.9065, 6.701),
  station(70, 'Thonon-les-Bains Station', 'Thonon-les-Bains', 'FR', geneva, 46.3705, 6.482),
  station(71, 'Grenoble Station', 'Grenoble', 'FR', isere, 45.1913, 5.7146),
  station(72, 'Interlaken Ost Station', 'Interlaken', 'CH', oberland, 46.6906, 7.869),
];

/** City pick-ups, where the spec asks for the traveller's own address (part 2 §5). */
const cities: SeedLocation[] = [
  city(2, 'Geneva City Centre', 'Geneve', 'CH', geneva, 46.2044, 6.1432, AT_BOTH),
  city(111, 'Annecy', 'Annecy', 'FR', geneva, 45.8992, 6.1294, AT_ORIGIN),
  city(113, 'Lyon City Centre', 'Lyon', 'FR', lyon, 45.764, 4.8357, AT_BOTH),
  city(114, 'Grenoble City Centre', 'Grenoble', 'FR', isere, 45.1885, 5.7245, AT_ORIGIN),
];

/** French ski resorts (ids 10-39), at the resort centre (Courchevel 1850, Arc 1800, Plagne Centre). */
const frenchResorts: SeedLocation[] = [
  resort(10, 'Chamonix-Mont-Blanc', 'FR', geneva, 45.9237, 6.8694),
  resort(11, 'Morzine', 'FR', geneva, 46.1794, 6.7089),
  resort(12, 'Les Gets', 'FR', geneva, 46.1586, 6.6696),
  resort(13, 'Avoriaz', 'FR', geneva, 46.1917, 6.7731),
  resort(14, 'Megève', 'FR', geneva, 45.8567, 6.6175),
  resort(15, "Val d'Isère", 'FR', savoie, 45.4481, 6.9798),
  resort(16, 'Tignes', 'FR', savoie, 45.4683, 6.9056),
  resort(17, 'Méribel', 'FR', savoie, 45.3967, 6.5656),
  resort(18, 'Courchevel', 'FR', savoie, 45.4153, 6.6347),
  resort(19, 'Val Thorens', 'FR', savoie, 45.2981, 6.58),
  resort(20, 'Les Arcs', 'FR', savoie, 45.5725, 6.8289),
  resort(21, 'La Plagne', 'FR', savoie, 45.5069, 6.6778),
  resort(22, 'Flaine', 'FR', geneva, 46.0061, 6.6894),
  resort(23, 'La Clusaz', 'FR', geneva, 45.9048, 6.4236),
  resort(24, "Alpe d'Huez", 'FR', isere, 45.0908, 6.0683, "L'Alpe d'Huez"),
  resort(25, 'Les Deux Alpes', 'FR', isere, 45.0103, 6.1228),
  resort(26, 'Les Menuires', 'FR', savoie, 45.3236, 6.5378),
  resort(27, 'Samoëns', 'FR', geneva, 46.0825, 6.7264),
  resort(28, 'Sainte-Foy-Tarentaise', 'FR', savoie, 45.5836, 6.9167),
  resort(29, 'Châtel', 'FR', geneva, 46.2697, 6.8403),
  resort(30, 'Le Grand-Bornand', 'FR', geneva, 45.942, 6.428),
  resort(31, 'Les Contamines-Montjoie', 'FR', geneva, 45.8219, 6.7272),
];

/** Swiss ski resorts (ids 40-59). Zermatt is car-free: road transfers end at the Täsch terminal. */
const swissResorts: SeedLocation[] = [
  resort(40, 'Verbier', 'CH', valais, 46.0964, 7.2286),
  resort(41, 'Zermatt', 'CH', valais, 46.0207, 7.7491),
  resort(42, 'Crans-Montana', 'CH', valais, 46.3114, 7.48),
  resort(43, 'Villars-sur-Ollon', 'CH', vaud, 46.2987, 7.0556),
  resort(44, 'Champéry', 'CH', valais, 46.1777, 6.87),
  resort(45, 'Saas-Fee', 'CH', valais, 46.109, 7.9275),
  resort(46, 'Grindelwald', 'CH', oberland, 46.6242, 8.0414),
  resort(47, 'Nendaz', 'CH', valais, 46.185, 7.295, 'Haute-Nendaz'),
  resort(48, 'Les Diablerets', 'CH', vaud, 46.3497, 7.1581),
  resort(49, 'Gstaad', 'CH', oberland, 46.475, 7.2861),
];

/** Every seeded location: airports, stations, cities, then French and Swiss resorts. */
export const locations: SeedLocation[] = [
  ...airports,
  ...stations,
  ...cities,
  ...frenchResorts,
  ...swissResorts,
];
