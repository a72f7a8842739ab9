import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod/mini';
import { ErrorSchema } from './common.ts';
import { TokenResponseSchema } from './auth.ts';
import { PublicConfigSchema } from './config.ts';
import { LocationGroupSchema, LocationSchema } from './locations.ts';
import { ErrorMini, LocationGroupMini, LocationMini, PublicConfigMini, TokenResponseMini } from './mini.ts';

const location = {
  locationID: 3,
  name: 'Geneva Airport',
  city: 'Geneva',
  country: 'CH',
  timeZone: 'Europe/Zurich',
  kind: 'airport',
  areaID: 1,
  latitude: 46.2,
  longitude: 6.1,
  addressAtOrigin: false,
  addressAtDestination: true,
};
const config = {
  paymentGateway: 'sandbox',
  stripePublishableKey: null,
  currencies: ['CHF', 'EUR'],
  brandID: 1,
  client: { client_id: 'web', client_secret: 's' },
  quoteTtlSeconds: 900,
};

/** Each mirror with its contract schema and answers: first valid, then invalid ones. */
const pairs = [
  {
    name: 'ErrorMini',
    mini: ErrorMini,
    contract: ErrorSchema,
    answers: [{ error: 'not_found', error_description: 'No such booking' }, { error: 'x' }, null],
  },
  {
    name: 'TokenResponseMini',
    mini: TokenResponseMini,
    contract: TokenResponseSchema,
    answers: [
      { access_token: 'jwt', token_type: 'Bearer', expires_in: 3600 },
      { access_token: 'jwt', token_type: 'bearer', expires_in: 3600 },
      { access_token: 'jwt', token_type: 'Bearer', expires_in: 0 },
      { access_token: 'jwt', token_type: 'Bearer', expires_in: 1.5 },
    ],
  },
  {
    name: 'PublicConfigMini',
    mini: PublicConfigMini,
    contract: PublicConfigSchema,
    answers: [
      config,
      { ...config, brandID: 2 },
      { ...config, currencies: ['USD'] },
      { ...config, stripePublishableKey: undefined },
      { ...config, quoteTtlSeconds: '900' },
    ],
  },
  {
    name: 'LocationMini',
    mini: LocationMini,
    contract: LocationSchema,
    answers: [
      location,
      { ...location, kind: 'port' },
      { ...location, country: 'IT' },
      { ...location, areaID: 1.2 },
    ],
  },
  {
    name: 'LocationGroupMini',
    mini: LocationGroupMini,
    contract: LocationGroupSchema,
    answers: [
      { title: 'Airports', locations: [{ locationID: 3, name: 'Geneva Airport' }] },
      { title: 'Airports', locations: [{ locationID: '3', name: 'Geneva Airport' }] },
      { title: 'Airports' },
    ],
  },
];

/** issue 9 §3: the first page reads with zod/mini mirrors; they must not drift from the contract. */
describe('contract/mini: the first page mirrors agree with the contract', () => {
  it.each(pairs)('$name accepts and refuses the same answers as the contract, with the same data', (pair) => {
    for (const answer of pair.answers) {
      const [mini, contract] = [pair.mini.safeParse(answer), pair.contract.safeParse(answer)];
      expect(mini.success).toBe(contract.success);
      expect(mini.data).toEqual(contract.data);
    }
    expect(pair.mini.safeParse(pair.answers[0]).success).toBe(true);
  });

  it('the mirrors infer exactly the contract types', () => {
    expectTypeOf<z.infer<typeof ErrorMini>>().toEqualTypeOf<z.infer<typeof ErrorSchema>>();
    expectTypeOf<z.infer<typeof TokenResponseMini>>().toEqualTypeOf<z.infer<typeof TokenResponseSchema>>();
    expectTypeOf<z.infer<typeof PublicConfigMini>>().toEqualTypeOf<z.infer<typeof PublicConfigSchema>>();
    expectTypeOf<z.infer<typeof LocationMini>>().toEqualTypeOf<z.infer<typeof LocationSchema>>();
    expectTypeOf<z.infer<typeof LocationGroupMini>>().toEqualTypeOf<z.infer<typeof LocationGroupSchema>>();
  });
});
