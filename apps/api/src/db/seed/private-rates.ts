import type { SeedPriceBand, SeedPrivateRate, SeedRoute } from './seed-types.ts';
import { L } from './location-ids.ts';
import { routes } from './routes.ts';

/** One price band of the rate card: price = base + perKm x road km, for up to paxMax passengers. */
interface CardBand {
  paxMax: number;
  base: number;
  perKm: number;
}

/**
 * The rate card of private standard transfers. Geneva Airport-Chamonix (88 km) comes to
 * 240 / 320 / 560 / 1050 EUR. Change a number here and every route follows.
 */
const STANDARD_CARD: CardBand[] = [
  { paxMax: 4, base: 65, perKm: 2 }, // saloon or estate car
  { paxMax: 8, base: 100, perKm: 2.5 }, // minivan
  { paxMax: 16, base: 180, perKm: 4.3 }, // minibus
  { paxMax: 32, base: 350, perKm: 8 }, // two minibuses or a midi coach
];
/** Private premium (business-class vehicles, own departure time, 2 h free waiting): up to 16 pax. */
const PREMIUM_CARD = STANDARD_CARD.filter((band) => band.paxMax <= 16);
/** Premium costs 55 % more than standard. */
const PREMIUM_FACTOR = 1.55;
/** Private coach for 33-50 passengers (ADR 004: none over 50); Geneva Airport-Chamonix 1500 EUR. */
const COACH_CARD: CardBand[] = [{ paxMax: 50, base: 800, perKm: 8 }];
/** Swiss routes cost 10 % more (Swiss wages and vignette), in CHF. */
const SWISS_FACTOR = 1.1;

/** Grenoble Airport is a winter airport: its private transfers run from 1 December to 30 April only. */
const GRENOBLE_SEASON = { from: '12-01', to: '04-30' } as const;

const roundTo10 = (amount: number) => Math.round(amount / 10) * 10;

/** The price bands of one card on one route, rounded to 10 in the route's currency. */
function bandsOf(route: SeedRoute, card: CardBand[], factor = 1): SeedPriceBand[] {
  const currencyFactor = route.currency === 'CHF' ? SWISS_FACTOR : 1;
  return card.map(({ paxMax, base, perKm }) => ({
    paxMax,
    price: roundTo10((base + perKm * route.distanceKm) * factor * currencyFactor),
  }));
}

/** Standard, premium and coach rates of one route, limited to the ski season at Grenoble Airport. */
function ratesOf(route: SeedRoute): SeedPrivateRate[] {
  const season = route.hubID === L.grenobleAirport ? GRENOBLE_SEASON : {};
  const rate = (product: SeedPrivateRate['product'], bands: SeedPriceBand[]): SeedPrivateRate => ({
    hubID: route.hubID,
    resortID: route.resortID,
    product,
    bands,
    ...season,
  });
  return [
    rate('private_standard', bandsOf(route, STANDARD_CARD)),
    rate('private_premium', bandsOf(route, PREMIUM_CARD, PREMIUM_FACTOR)),
    rate('private_coach', bandsOf(route, COACH_CARD)),
  ];
}

/** Private rates for every route: standard (1-32 pax), premium (1-16 pax) and coach (33-50 pax). */
export const privateRates: SeedPrivateRate[] = routes.flatMap(ratesOf);
