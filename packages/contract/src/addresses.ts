import { z } from 'zod';
import { IdSchema, text } from './common.ts';

/** Paths of the address calls (spec part 2 §7; docs/architecture.md §4). */
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

/** The 249 officially assigned ISO 3166-1 alpha-2 country codes (spec part 2 §7). */
const ISO_COUNTRIES = new Set(
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  ),
);

/** The answer's data of POST /api/v1/addresses (spec part 2 §7 "Create address"): the new address's id. */
/**
 * POST /api/v1/addresses' answer: the new addressID and where the server placed the typed address
 * on the map (WGS84 degrees, from the geocoder; null when it found nothing). The door-to-door
 * check (ADR 017, ADR 018) reads these, never a point sent by the client.
 */
export const AddressCreatedSchema = z.object({
  addressID: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type AddressCreated = z.infer<typeof AddressCreatedSchema>;

/**
 * POST /api/v1/addresses (spec part 2 §7 "Create address"): a typed hotel or chalet address. The
 * Hotel or Chalet name is always needed; street, city and postcode may be empty (default ''): an
 * origin-end set is required whole only for the spec's id lists (part 2 §5), which adding the leg
 * checks (ADR 017).
 */
export const CreateAddressSchema = z.strictObject({
  locationID: IdSchema,
  organisation: text(120).trim().min(1, 'organisation is required'),
  street: text(160).trim().default(''),
  city: text(80).trim().default(''),
  postcode: text(16).trim().default(''),
  /** ISO 3166-1 alpha-2 (e.g. 'CH'); absent: the server takes the location's (spec part 2 §7). */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => ISO_COUNTRIES.has(code), 'country must be an ISO 3166-1 alpha-2 code, e.g. CH')
    .optional(),
});
export type CreateAddress = z.infer<typeof CreateAddressSchema>;
