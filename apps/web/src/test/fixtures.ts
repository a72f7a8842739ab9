import type { LocationGroup, Location, Quote } from '@alpine/contract';

/** Location groups as GET /locations/public answers them. */
export const GROUPS: LocationGroup[] = [
  {
    title: 'Airports',
    locations: [
      { locationID: 1, name: 'Geneva Airport' },
      { locationID: 93, name: 'Zurich Airport' },
    ],
  },
  {
    title: 'French resorts',
    locations: [
      { locationID: 10, name: 'Chamonix' },
      { locationID: 15, name: "Val d'Isère" },
    ],
  },
];

const place = (locationID: number, name: string, kind: Location['kind']): Location => ({
  locationID,
  name,
  city: name,
  country: 'FR',
  timeZone: 'Europe/Paris',
  kind,
  areaID: 1,
  latitude: 46,
  longitude: 6,
  addressAtOrigin: false,
  addressAtDestination: false,
});

/** Locations as GET /locations answers them. */
export const LOCATIONS: Location[] = [
  place(1, 'Geneva Airport', 'airport'),
  place(93, 'Zurich Airport', 'airport'),
  place(10, 'Chamonix', 'resort'),
  place(15, "Val d'Isère", 'resort'),
];

let counter = 0;

/** A quote of the contract with sensible defaults (one departure of one product). */
export function makeQuote(overrides: {
  product?: Quote['journey']['product'];
  time?: string;
  date?: string;
  price?: number;
  pax?: number;
  back?: boolean;
  statusID?: 1 | 2;
  notices?: string[];
  promotion?: Quote['promotion'];
  currency?: 'CHF' | 'EUR';
}): Quote {
  const product = overrides.product ?? 'shared_fixed';
  const isPrivate = product.startsWith('private');
  const back = overrides.back ?? false;
  const origin = back
    ? { locationID: 10, locationName: 'Chamonix', areaID: 1 }
    : { locationID: 1, locationName: 'Geneva Airport', areaID: 1 };
  const destination = back
    ? { locationID: 1, locationName: 'Geneva Airport', areaID: 1 }
    : { locationID: 10, locationName: 'Chamonix', areaID: 1 };
  counter += 1;
  return {
    quoteID: `q${counter}`,
    expiresAt: '2030-01-01T00:00:00Z',
    brand: { brandID: 1 },
    journey: {
      product,
      private: isPrivate,
      upgrade: product === 'private_premium',
      fixed: product === 'shared_fixed',
      pax: overrides.pax ?? 2,
      time: overrides.time ?? '11:00',
      date: overrides.date ?? (back ? '2030-01-12' : '2030-01-05'),
      duration: 4500,
      seatsLeft: isPrivate ? null : 20,
      vehiclesLeft: isPrivate ? 5 : null,
    },
    fare: { price: overrides.price ?? 78, currency: overrides.currency ?? 'EUR' },
    origin,
    destination,
    connection: { date: back ? '2030-01-12' : '2030-01-05', time: back ? '15:00' : '10:30', modeID: 1 },
    customer: null,
    partner: null,
    payment: { card: true, invoice: false },
    promotion: overrides.promotion ?? null,
    notices: overrides.notices ?? [],
    status: { statusID: overrides.statusID ?? 2 },
  };
}
