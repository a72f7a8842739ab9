import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { Infer } from './light-schema.ts';
import { ErrorSchema } from './common.ts';
import { TokenResponseSchema } from './auth.ts';
import { PublicConfigSchema } from './config.ts';
import { LocationGroupSchema, LocationSchema } from './locations.ts';
import { FaresFromSchema } from './fares-from.ts';
import { QuoteSchema } from './quotes.ts';
import { GroupRequestCreatedSchema } from './group-requests.ts';
import { EXTRA_COUNT_LIMIT as ContractLimit, LegItemsSchema } from './index.ts';
import {
  EXTRA_COUNT_LIMIT,
  ErrorLight,
  FaresFromLight,
  LocationGroupLight,
  LocationLight,
  PublicConfigLight,
  QuoteLight,
  TokenResponseLight,
  GroupRequestCreatedLight,
} from './light.ts';
import { sampleLocation, sampleQuote } from './sample-answers.test-kit.ts';

const location = { ...sampleLocation, city: 'Geneva', latitude: 46.2, longitude: 6.1 };
const config = {
  paymentGateway: 'sandbox',
  stripePublishableKey: null,
  currencies: ['CHF', 'EUR'],
  brandID: 1,
  client: { client_id: 'web', client_secret: 's' },
  quoteTtlSeconds: 900,
  operator: { name: 'Alpine Transfers', phone: '+41 22 555 01 00', email: 'bookings@example.com' },
  map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' },
};
const route = {
  airport: { locationID: 1, name: 'Geneva Airport' },
  resort: { locationID: 10, name: 'Chamonix-Mont-Blanc' },
  durationMinutes: 75,
  currency: 'EUR',
  sharedFromMinor: 3900,
  privateFromMinor: null,
};
const faresFrom = { locationID: 1, date: '2027-01-09', routes: [route] };
const quote = { ...sampleQuote, unknownField: 'dropped by both' };

/** Each mirror with its contract schema and answers: first valid, then invalid ones. */
const pairs = [
  {
    name: 'ErrorLight',
    light: ErrorLight,
    contract: ErrorSchema,
    answers: [{ error: 'not_found', error_description: 'No such booking' }, { error: 'x' }, null],
  },
  {
    name: 'TokenResponseLight',
    light: TokenResponseLight,
    contract: TokenResponseSchema,
    answers: [
      { access_token: 'jwt', token_type: 'Bearer', expires_in: 3600 },
      { access_token: 'jwt', token_type: 'bearer', expires_in: 3600 },
      { access_token: 'jwt', token_type: 'Bearer', expires_in: 0 },
      { access_token: 'jwt', token_type: 'Bearer', expires_in: 1.5 },
    ],
  },
  {
    name: 'PublicConfigLight',
    light: PublicConfigLight,
    contract: PublicConfigSchema,
    answers: [
      config,
      { ...config, brandID: 2 },
      { ...config, currencies: ['USD'] },
      { ...config, stripePublishableKey: undefined },
      { ...config, quoteTtlSeconds: '900' },
      { ...config, operator: { name: 'A', phone: '1' } },
      // A config cached from a server before the operator field: still a config.
      { ...config, operator: undefined },
    ],
  },
  {
    name: 'FaresFromLight',
    light: FaresFromLight,
    contract: FaresFromSchema,
    answers: [
      faresFrom,
      { ...faresFrom, routes: [{ ...route, currency: 'USD' }] },
      { ...faresFrom, routes: [{ ...route, sharedFromMinor: 39.5 }] },
      { ...faresFrom, routes: [{ ...route, privateFromMinor: undefined }] },
    ],
  },
  {
    name: 'GroupRequestCreatedLight',
    light: GroupRequestCreatedLight,
    contract: GroupRequestCreatedSchema,
    answers: [
      { groupRequestID: 7, reference: 'GRP-K7Q2MZ' },
      { groupRequestID: 7.5, reference: 'GRP-K7Q2MZ' },
      { groupRequestID: 7 },
      { groupRequestID: '7', reference: 'GRP-K7Q2MZ' },
    ],
  },
  {
    name: 'QuoteLight',
    light: QuoteLight,
    contract: QuoteSchema,
    answers: [
      quote,
      { ...quote, promotion: null, customer: { customerID: 7 }, partner: null },
      { ...quote, status: { statusID: 3 } },
      { ...quote, journey: { ...quote.journey, product: 'helicopter' } },
      { ...quote, journey: { ...quote.journey, duration: 4500.5 } },
      { ...quote, fare: { price: '78.00', currency: 'EUR' } },
      { ...quote, brand: { brandID: 2 } },
      { ...quote, promotion: { promotionID: 4, code: 'SKI10', percentage: null } },
      { ...quote, notices: [1] },
    ],
  },
  {
    name: 'LocationLight',
    light: LocationLight,
    contract: LocationSchema,
    answers: [
      location,
      { ...location, kind: 'port' },
      { ...location, country: 'IT' },
      { ...location, areaID: 1.2 },
    ],
  },
  {
    name: 'LocationGroupLight',
    light: LocationGroupLight,
    contract: LocationGroupSchema,
    answers: [
      { title: 'Airports', locations: [{ locationID: 3, name: 'Geneva Airport' }] },
      { title: 'Airports', locations: [{ locationID: '3', name: 'Geneva Airport' }] },
      { title: 'Airports' },
    ],
  },
];

/**
 * docs/architecture.md §5: the first page reads with light mirrors; they must not drift from the contract.
 */
describe('contract/light: the first page light mirrors agree with the contract', () => {
  it.each(pairs)('$name accepts and refuses the same answers as the contract, with the same data', (pair) => {
    for (const answer of pair.answers) {
      const [light, contract] = [pair.light.safeParse(answer), pair.contract.safeParse(answer)];
      expect(light.success).toBe(contract.success);
      expect(light.success ? light.data : undefined).toEqual(contract.data);
    }
    expect(pair.light.safeParse(pair.answers[0]).success).toBe(true);
  });

  it('the mirrors infer exactly the contract types', () => {
    expectTypeOf<Infer<typeof ErrorLight>>().toEqualTypeOf<z.infer<typeof ErrorSchema>>();
    expectTypeOf<Infer<typeof TokenResponseLight>>().toEqualTypeOf<z.infer<typeof TokenResponseSchema>>();
    expectTypeOf<Infer<typeof PublicConfigLight>>().toEqualTypeOf<z.infer<typeof PublicConfigSchema>>();
    expectTypeOf<Infer<typeof LocationLight>>().toEqualTypeOf<z.infer<typeof LocationSchema>>();
    expectTypeOf<Infer<typeof LocationGroupLight>>().toEqualTypeOf<z.infer<typeof LocationGroupSchema>>();
    expectTypeOf<Infer<typeof FaresFromLight>>().toEqualTypeOf<z.infer<typeof FaresFromSchema>>();
    expectTypeOf<Infer<typeof QuoteLight>>().toEqualTypeOf<z.infer<typeof QuoteSchema>>();
    expectTypeOf<Infer<typeof GroupRequestCreatedLight>>().toEqualTypeOf<
      z.infer<typeof GroupRequestCreatedSchema>
    >();
  });
});

/** spec part 2 §5, §5 "Extras steppers": the web's bound and the contract's agree. */
describe('spec part 2 §5 extras steppers: LegItemsSchema and the light EXTRA_COUNT_LIMIT agree', () => {
  it.each(['bags', 'handLuggage', 'skis', 'bikes', 'pets'] as const)(
    '%s: the suggested maximum is not enforced; the contract accepts EXTRA_COUNT_LIMIT and refuses one more',
    (key) => {
      const suggested = key === 'bikes' || key === 'pets' ? 5 : 495;
      expect(LegItemsSchema.safeParse({ [key]: suggested + 1 }).success).toBe(true);
      expect(LegItemsSchema.safeParse({ [key]: EXTRA_COUNT_LIMIT }).success).toBe(true);
      expect(LegItemsSchema.safeParse({ [key]: EXTRA_COUNT_LIMIT + 1 }).success).toBe(false);
    },
  );

  it('the light module names the same bound as the contract index', () => {
    expect(EXTRA_COUNT_LIMIT).toBe(ContractLimit);
    expect(EXTRA_COUNT_LIMIT).toBeGreaterThan(495);
  });
});

describe('withOptional (the light mirror of a zod key marked .optional())', () => {
  it('keeps an optional key when given, leaves it out when absent, and refuses it when malformed', () => {
    const entry = LocationGroupLight.parse({
      title: 'Aéroports',
      locations: [
        { locationID: 1, name: 'Aéroport de Genève', aliases: ['Geneva Airport'], extra: 1 },
        { locationID: 10, name: 'Chamonix-Mont-Blanc' },
      ],
    });
    expect(entry.locations).toEqual([
      { locationID: 1, name: 'Aéroport de Genève', aliases: ['Geneva Airport'] },
      { locationID: 10, name: 'Chamonix-Mont-Blanc' },
    ]);
    expect('aliases' in entry.locations[1]!).toBe(false);
    expect(
      LocationGroupLight.safeParse({ title: 'x', locations: [{ locationID: 1, name: 'y', aliases: 'z' }] })
        .success,
    ).toBe(false);
  });
});
