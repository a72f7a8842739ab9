import { z } from 'zod';
import { IdSchema, text } from './common.ts';

/** Paths of the address calls (spec part 2 §7; DESIGN §4). */
export const LOCATION_ADDRESSES_PATH = '/api/v1/locations/:locationID/addresses';
export const ADDRESSES_PATH = '/api/v1/addresses';

/** An address of a location (spec part 2 §3 "Address or location"). */
export const AddressSchema = z.object({
  addressID: z.number().int(),
  locationID: z.number().int(),
  organisation: z.string(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  fixed: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

/** GET /api/v1/locations/{locationID}/addresses?type=shared&fixed=true|false (spec part 2 §7 "Address list"). */
export const AddressListQuerySchema = z.object({
  type: z.enum(['shared']).optional(),
  fixed: z.enum(['true', 'false']).optional(),
});
export type AddressListQuery = z.infer<typeof AddressListQuerySchema>;
export const LocationParamsSchema = z.object({ locationID: IdSchema });
export type LocationParams = z.infer<typeof LocationParamsSchema>;

/** POST /api/v1/addresses (spec part 2 §7 "Create address"): a typed hotel or chalet address. */
export const CreateAddressSchema = z.strictObject({
  locationID: IdSchema,
  organisation: text(120).trim().min(1, 'organisation is required'),
  street: text(160).trim().min(1, 'street is required'),
  city: text(80).trim().min(1, 'city is required'),
  postcode: text(16).trim().min(1, 'postcode is required'),
  country: text(60).trim().optional(),
});
export type CreateAddress = z.infer<typeof CreateAddressSchema>;
