import type { SeedPriceBand, SeedPrivateRate, SeedRoute } from './seed-types.ts';
import { L } from './location-ids.ts';
import { routes } from './routes.ts';

/**
 * The rate card: whole-vehicle price = base + per-km rate x road km, for the vehicle that carries up
 * to paxMax passengers. Geneva Airport-Chamonix (88 km) comes to 240 / 320 / 560 / 1050 EUR standard
 * and 1500 EUR by coach. Change a price here and every route follows.
 */
const STANDARD_BANDS: { paxMax: number; base: number; perKm: number }[] = [
  { paxMax: 4, base: 65, perKm: 2 }, // saloon or estate car
  { paxMax: 8, base: 100, perKm: 2.5 }, // minivan
  { paxMax: 16, base: 180, perKm: 4.3 }, // minibus
  { paxMax: 32, base: 350, perKm: 8 }, // two minibuses or a midi coach
];
/** Private coach for 33-50 passengers (DESIGN §5: none over 50). */
const COACH_BAND = { paxMax: 50, base: 800, perKm: 8 };
/** Premium (business-class vehicles, own departure time, 2 h free waiting) is 55 % dearer, up to 16 pax. */
const PREMIUM_FACTOR = 1.55;
const PREMIUM_MAX_PAX = 16;
/** Swiss routes cost 10 % more (Swiss driver wages and tolls), priced in CHF. */
const SWISS_FACTOR = 1.1;

/** Grenoble Airport is a winter airport: its private transfers run from 1 December to 30 April only. */
const GRENOBLE_SEASON = { from: '12-01', to: '04-30' } as const;

const roundTo10 = (amount: number) => Math.round(amount / 10) * 10;

/** The price bands of one product on one route. */
function bands(
  route: SeedRoute,
  card: { paxMax: number; base: number; perKm: number }[],
  factor = 1,
): SeedPriceBand[] {
  const currencyFactor = route.currency === 'CHF' ? SWISS_FACTOR : 1;
  return card.map(({ paxMax, base, perKm }) => ({
    paxMax,
    price: roundTo10((base + perKm * route.distanceKm) * factor * currencyFactor),
  }));
}

/** Standard, premium and coach rates of one route, limited to the ski season at Grenoble Airport. */
function ratesOf(route: SeedRoute): SeedPrivateRate[] {
  const { hubID, resortID } = route;
  const season = hubID === L.grenobleAirport ? GRENOBLE_SEASON : {};
  const premiumCard = STANDARD_BANDS.filter((b) => b.paxMax <= PREMIUM_MAX_PAX);
  return [
    { hubID, resortID, product: 'private_standard', bands: bands(route, STANDARD_BANDS), ...season },
    {
      hubID,
      resortID,
      product: 'private_premium',
      bands: bands(route, premiumCard, PREMIUM_FACTOR),
      ...season,
    },
    { hubID, resortID, product: 'private_coach', bands: bands(route, [COACH_BAND]), ...season },
  ];
}

/** Private rates for every route: standard (1-32 pax), premium (1-16 pax) and coach (33-50 pax). */
export const privateRates: SeedPrivateRate[] = routes.flatMap(ratesOf);
