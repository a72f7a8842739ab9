import { addresses } from './addresses.ts';
import { GROUP } from './location-ids.ts';
import { locations } from './locations.ts';

/** A place name in French and Spanish; English is the seeded name (the spec's wording). */
export interface Translated {
  fr: string;
  es: string;
}

/** One stored translation row (table place_names, migration 2026112305-place-names). */
export interface PlaceNameRow {
  kind: 'location' | 'address' | 'group';
  placeID: number;
  language: 'fr' | 'es';
  name: string;
}

/**
 * Location names that differ in French or Spanish (docs/architecture.md §6), by the English name as seeded.
 * A name not listed is the same in every language (a resort's own name: Morzine, Zermatt).
 */
const LOCATION_NAMES: Record<string, Translated> = {
  'Geneva Airport': { fr: 'Aéroport de Genève', es: 'Aeropuerto de Ginebra' },
  'Lyon Saint-Exupéry Airport': {
    fr: 'Aéroport de Lyon-Saint-Exupéry',
    es: 'Aeropuerto de Lyon-Saint-Exupéry',
  },
  'Zurich Airport': { fr: 'Aéroport de Zurich', es: 'Aeropuerto de Zúrich' },
  'Grenoble Alpes-Isère Airport': {
    fr: 'Aéroport de Grenoble-Alpes-Isère',
    es: 'Aeropuerto de Grenoble-Alpes-Isère',
  },
  'Geneva Cornavin Station': { fr: 'Gare de Genève-Cornavin', es: 'Estación de Ginebra-Cornavin' },
  'Lyon Part-Dieu Station': { fr: 'Gare de Lyon-Part-Dieu', es: 'Estación de Lyon-Part-Dieu' },
  'Zurich Main Station (Zürich HB)': {
    fr: 'Gare centrale de Zurich (Zürich HB)',
    es: 'Estación central de Zúrich (Zürich HB)',
  },
  'Bourg-Saint-Maurice Station': { fr: 'Gare de Bourg-Saint-Maurice', es: 'Estación de Bourg-Saint-Maurice' },
  'Moûtiers-Salins-Brides-les-Bains Station': {
    fr: 'Gare de Moûtiers-Salins-Brides-les-Bains',
    es: 'Estación de Moûtiers-Salins-Brides-les-Bains',
  },
  'Sion Station': { fr: 'Gare de Sion', es: 'Estación de Sion' },
  'Martigny Station': { fr: 'Gare de Martigny', es: 'Estación de Martigny' },
  'Visp Station': { fr: 'Gare de Viège (Visp)', es: 'Estación de Visp' },
  'Aigle Station': { fr: 'Gare d’Aigle', es: 'Estación de Aigle' },
  'Cluses Station': { fr: 'Gare de Cluses', es: 'Estación de Cluses' },
  'Saint-Gervais-Le Fayet Station': {
    fr: 'Gare de Saint-Gervais-Le Fayet',
    es: 'Estación de Saint-Gervais-Le Fayet',
  },
  'Thonon-les-Bains Station': { fr: 'Gare de Thonon-les-Bains', es: 'Estación de Thonon-les-Bains' },
  'Grenoble Station': { fr: 'Gare de Grenoble', es: 'Estación de Grenoble' },
  'Interlaken Ost Station': { fr: 'Gare d’Interlaken Ost', es: 'Estación de Interlaken Ost' },
  'Geneva City Centre': { fr: 'Genève centre-ville', es: 'Ginebra centro' },
  'Lyon City Centre': { fr: 'Lyon centre-ville', es: 'Lyon centro' },
  'Grenoble City Centre': { fr: 'Grenoble centre-ville', es: 'Grenoble centro' },
};

/** Location group titles of the From/To lists (spec part 1 §2.1), by group. */
const GROUP_TITLES: Record<number, Translated> = {
  [GROUP.airports]: { fr: 'Aéroports', es: 'Aeropuertos' },
  [GROUP.trainStations]: { fr: 'Gares', es: 'Estaciones de tren' },
  [GROUP.cities]: { fr: 'Villes', es: 'Ciudades' },
  [GROUP.frenchResorts]: { fr: 'Stations françaises', es: 'Estaciones de esquí francesas' },
  [GROUP.swissResorts]: { fr: 'Stations suisses', es: 'Estaciones de esquí suizas' },
};

/**
 * Fixed stops and terminals named in English (docs/architecture.md §6: "Geneva Airport Arrivals Hall" ->
 * "Aéroport de Genève, hall des arrivées"), by the English name as seeded. Stops already named in
 * the local language (Gare Routière de Morzine, Bahnhof Visp) keep that name everywhere.
 */
const ADDRESS_NAMES: Record<string, Translated> = {
  'Geneva Airport Arrivals Hall': {
    fr: 'Aéroport de Genève, hall des arrivées',
    es: 'Aeropuerto de Ginebra, vestíbulo de llegadas',
  },
  'Geneva Airport Coach Park (P-Cars)': {
    fr: 'Aéroport de Genève, parking des autocars (P-Cars)',
    es: 'Aeropuerto de Ginebra, aparcamiento de autocares (P-Cars)',
  },
  'Lyon Airport Terminal 1 Arrivals': {
    fr: 'Aéroport de Lyon, arrivées du terminal 1',
    es: 'Aeropuerto de Lyon, llegadas de la terminal 1',
  },
  'Lyon Airport Terminal 2 Arrivals': {
    fr: 'Aéroport de Lyon, arrivées du terminal 2',
    es: 'Aeropuerto de Lyon, llegadas de la terminal 2',
  },
  'Lyon Airport Coach Station': {
    fr: 'Aéroport de Lyon, gare routière',
    es: 'Aeropuerto de Lyon, estación de autocares',
  },
  'Zurich Airport Arrivals 1 (Airport Centre)': {
    fr: 'Aéroport de Zurich, arrivées 1 (Airport Centre)',
    es: 'Aeropuerto de Zúrich, llegadas 1 (Airport Centre)',
  },
  'Zurich Airport Bus Station': {
    fr: 'Aéroport de Zurich, gare routière',
    es: 'Aeropuerto de Zúrich, estación de autobuses',
  },
  'Grenoble Airport Arrivals': {
    fr: 'Aéroport de Grenoble, arrivées',
    es: 'Aeropuerto de Grenoble, llegadas',
  },
  'Grenoble Airport Coach Stop': {
    fr: 'Aéroport de Grenoble, arrêt des autocars',
    es: 'Aeropuerto de Grenoble, parada de autocares',
  },
  'Geneva Tourist Information Centre': {
    fr: 'Office du tourisme de Genève',
    es: 'Oficina de turismo de Ginebra',
  },
  'Gare Cornavin, main entrance': {
    fr: 'Gare Cornavin, entrée principale',
    es: 'Estación de Cornavin, entrada principal',
  },
  'Verbier Place Centrale Bus Stop': {
    fr: 'Verbier, arrêt de bus Place Centrale',
    es: 'Verbier, parada de autobús Place Centrale',
  },
  'Verbier Tourist Office': { fr: 'Office du tourisme de Verbier', es: 'Oficina de turismo de Verbier' },
  'Gstaad Bahnhof Bus Station': { fr: 'Gstaad, gare routière', es: 'Gstaad, estación de autobuses' },
};

/** The rows of one translation table: every language of each English name found in `seeded`. */
function rowsOf(
  kind: PlaceNameRow['kind'],
  names: Record<string, Translated>,
  seeded: { id: number; name: string }[],
): PlaceNameRow[] {
  return seeded.flatMap(({ id, name }) => {
    const t = names[name];
    if (!t) return [];
    return [
      { kind, placeID: id, language: 'fr' as const, name: t.fr },
      { kind, placeID: id, language: 'es' as const, name: t.es },
    ];
  });
}

/**
 * Every French and Spanish place name of the seeded network, by seeded id (docs/architecture.md §6):
 * locations, location groups and fixed stops. Names not listed are the same in every language.
 */
export const placeNames: PlaceNameRow[] = [
  ...rowsOf(
    'location',
    LOCATION_NAMES,
    locations.map((l) => ({ id: l.locationID, name: l.name })),
  ),
  ...Object.entries(GROUP_TITLES).flatMap(([id, t]) => [
    { kind: 'group' as const, placeID: Number(id), language: 'fr' as const, name: t.fr },
    { kind: 'group' as const, placeID: Number(id), language: 'es' as const, name: t.es },
  ]),
  ...rowsOf(
    'address',
    ADDRESS_NAMES,
    addresses.map((a) => ({ id: a.addressID, name: a.organisation })),
  ),
];

/** English names the tables above translate, for the test that every one is seeded. */
export const TRANSLATED_ENGLISH_NAMES = {
  locations: Object.keys(LOCATION_NAMES),
  addresses: Object.keys(ADDRESS_NAMES),
};
