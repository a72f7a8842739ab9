/**
 * Sample answers of the contract, for tests only (never imported by the site or the API's code):
 * one valid Quote (quotes.ts, spec part 1 §3 "Quote") and one valid Location (locations.ts,
 * spec part 1 §3 "Location"), each as plain JSON data. Tests spread their own changes over them, e.g.
 * `{ ...sampleQuote, journey: { ...sampleQuote.journey, product: 'shared_door' } }`. Imported as
 * `@alpine/contract/test-kit` (package.json exports).
 *
 * The quote is a shared fixed departure for 2 pax: price in decimals (EUR 78, not
 * minor units), duration in seconds (4,500 = 75 min), date and time local at the origin, expiresAt
 * an ISO instant (UTC); a partner and a percentage promotion are set, so that a test can null them.
 */
export const sampleQuote = {
  quoteID: 'q.sig',
  expiresAt: '2026-11-23T12:15:00.000Z',
  brand: { brandID: 1 },
  journey: {
    product: 'shared_fixed',
    private: false,
    upgrade: false,
    fixed: true,
    pax: 2,
    time: '10:30',
    date: '2026-12-19',
    duration: 4500,
    seatsLeft: 6,
    vehiclesLeft: null,
  },
  fare: { price: 78, currency: 'EUR' },
  origin: { locationID: 1, locationName: 'Geneva Airport', areaID: 1 },
  destination: { locationID: 10, locationName: 'Chamonix-Mont-Blanc', areaID: 2 },
  connection: { date: '2026-12-19', time: '10:30', modeID: 1 },
  customer: null,
  partner: { partnerID: 3, name: 'Hotel Alpina' },
  payment: { card: true, invoice: false },
  promotion: { promotionID: 4, code: 'SKI10', percentage: -10, price: null },
  notices: ['Fewer than 8 seats left'],
  status: { statusID: 2 },
} as const;

/** Geneva Airport as GET /api/v1/locations answers it (spec part 1 §3 "Location"; degrees WGS 84). */
export const sampleLocation = {
  locationID: 1,
  name: 'Geneva Airport',
  city: 'Geneva',
  country: 'CH',
  timeZone: 'Europe/Zurich',
  kind: 'airport',
  areaID: 1,
  latitude: 46.2381,
  longitude: 6.109,
  addressAtOrigin: false,
  addressAtDestination: true,
} as const;
