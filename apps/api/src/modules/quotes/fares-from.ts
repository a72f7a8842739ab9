import type { FareFromRoute, FaresFrom, Location } from '@alpine/contract';
import {
  localDate,
  quoteLeg,
  sampleSeasonDate,
  type FareBase,
  type FareFleetRow,
  type FareLocation,
} from '@alpine/domain';
import { notFound } from '../../http/api-error.ts';
import { errorText } from '../../i18n/errors.ts';
import type { Language } from '../../i18n/language.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { NetworkRoute } from './quotes.repository.ts';

/** Flight arrival times tried for the cheapest shared seat of a day (local time at the airport). */
const SAMPLE_TIMES = Array.from({ length: 15 }, (_, i) => `${String(6 + i).padStart(2, '0')}:00`);

const asFare = (l: Location): FareLocation => ({
  locationID: l.locationID,
  kind: l.kind,
  timeZone: l.timeZone,
});

/**
 * The "from" prices of one route (docs/architecture.md §6), by the fare engine on `date` for one passenger
 * arriving by air at the airport: the cheapest shared seat over the day's arrival times and the
 * cheapest private vehicle, in minor units; null where the route has no such product that day.
 * Seats and vehicles already sold are not counted (a representative price, not an availability);
 * `base` is the hub's base with its fleet rows (ADR 022): null, no private price, as no private quote.
 */
export function routeFromPrices(
  airport: Location,
  resort: Location,
  route: NetworkRoute,
  date: string,
  now: Date,
  base: FareBase | null,
): FareFromRoute {
  let shared: number | null = null;
  let privateMin: number | null = null;
  const fareRoute = {
    durationMinutes: route.durationMinutes,
    currency: route.currency,
    timetables: route.toResort,
    privateRates: route.privateRates,
    base,
  };
  for (const time of SAMPLE_TIMES) {
    const leg = {
      origin: asFare(airport),
      destination: asFare(resort),
      date,
      time,
      modeID: 1 as const,
      pax: 1,
    };
    for (const fare of quoteLeg(leg, fareRoute, new Map(), now)) {
      if (fare.product.startsWith('shared')) shared = Math.min(shared ?? Infinity, fare.priceMinor);
      else if (fare.product !== 'private_coach')
        privateMin = Math.min(privateMin ?? Infinity, fare.priceMinor);
    }
  }
  return {
    airport: { locationID: airport.locationID, name: airport.name },
    resort: { locationID: resort.locationID, name: resort.name },
    durationMinutes: route.durationMinutes,
    currency: route.currency,
    sharedFromMinor: shared,
    privateFromMinor: privateMin,
  };
}

/**
 * GET /api/v1/fares/from (docs/architecture.md §6): "from" prices and drive times of every route between
 * `locationID` and an airport (for a resort) or a resort (for an airport), on the sample Saturday
 * of the coming ski season (sampleSeasonDate), sorted by drive time then name. Answers are cached
 * per location, date and language, the same object while the date holds (static-json.ts sends
 * its bytes). Place names are in `language` (docs/architecture.md §6: "Aeropuerto de Ginebra" on a Spanish
 * page), the order is the English answer's. 404 not_found for an unknown location or one that is
 * neither an airport nor a resort. `fleet` reads a base's fleet rows without their jobs (ADR 022).
 */
export function faresFromService(deps: {
  locations: LocationsService;
  network: () => Promise<Map<string, NetworkRoute>>;
  fleet: (baseID: number) => Promise<FareFleetRow[]>;
}) {
  const cache = new Map<string, FaresFrom>();
  const translated = new Map<string, FaresFrom>();
  async function faresFrom(locationID: number, now: Date, language: Language = 'en'): Promise<FaresFrom> {
    const english = await englishFaresFrom(locationID, now);
    if (language === 'en') return english;
    const key = `${locationID}|${english.date}|${language}`;
    let answer = translated.get(key);
    if (!answer) {
      const names = await deps.locations.namer(language);
      answer = {
        ...english,
        routes: english.routes.map((route) => ({
          ...route,
          airport: { ...route.airport, name: names.location(route.airport.locationID, route.airport.name) },
          resort: { ...route.resort, name: names.location(route.resort.locationID, route.resort.name) },
        })),
      };
      for (const old of translated.keys()) if (!old.includes(`|${english.date}|`)) translated.delete(old);
      translated.set(key, answer);
    }
    return answer;
  }
  return faresFrom;

  async function englishFaresFrom(locationID: number, now: Date): Promise<FaresFrom> {
    const place = await deps.locations.get(locationID);
    if (!place || (place.kind !== 'airport' && place.kind !== 'resort')) {
      throw notFound(errorText('fareLocationUnknown', { locationID }));
    }
    const date = sampleSeasonDate(localDate(now, place.timeZone));
    const key = `${locationID}|${date}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const routes: FareFromRoute[] = [];
    const fleets = new Map<number, Promise<FareFleetRow[]>>();
    for (const route of (await deps.network()).values()) {
      if (route.hubID !== locationID && route.resortID !== locationID) continue;
      const [airport, resort] = await Promise.all([
        deps.locations.get(route.hubID),
        deps.locations.get(route.resortID),
      ]);
      if (airport?.kind !== 'airport' || resort?.kind !== 'resort') continue;
      let base: FareBase | null = null;
      if (route.base) {
        const { baseID, hubMinutes } = route.base;
        if (!fleets.has(baseID)) fleets.set(baseID, deps.fleet(baseID));
        base = { hubMinutes, fleet: await fleets.get(baseID)! };
      }
      routes.push(routeFromPrices(airport, resort, route, date, now, base));
    }
    routes.sort(
      (a, b) =>
        a.durationMinutes - b.durationMinutes ||
        (place.kind === 'airport' ? a.resort.name : a.airport.name).localeCompare(
          place.kind === 'airport' ? b.resort.name : b.airport.name,
        ),
    );
    const answer: FaresFrom = { locationID, date, routes };
    // one entry per location and sample date: an old week's answers are dropped
    for (const old of cache.keys()) if (!old.endsWith(`|${date}`)) cache.delete(old);
    cache.set(key, answer);
    return answer;
  }
}
