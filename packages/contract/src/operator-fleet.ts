import type { VehicleClass, VehicleSize } from '@alpine/domain';
import { z } from 'zod';
import { BookingStateSchema } from './bookings.ts';
import { IdSchema, LocalDateSchema } from './common.ts';

/** Paths of the operator's fleet (ADR 022 "What the operator can change"): operator tokens only. */
export const OPERATOR_FLEET_PATH = '/api/v1/operator/fleet';
export const OPERATOR_FLEET_ROW_PATH = '/api/v1/operator/fleet/:fleetID';
export const OPERATOR_FLEET_JOBS_PATH = '/api/v1/operator/fleet/jobs';

/** A vehicle class of the fleet (ADR 022; the domain's VEHICLE_CLASSES). */
export const VehicleClassSchema = z.enum(['standard', 'premium', 'coach']) satisfies z.ZodType<VehicleClass>;
export type { VehicleClass };
/** A vehicle size of the fleet (ADR 022; the domain's VEHICLE_SEATS). */
export const VehicleSizeSchema = z.enum([
  'saloon',
  'minivan',
  'minibus',
  'coach',
]) satisfies z.ZodType<VehicleSize>;
export type { VehicleSize };

/**
 * One fleet row (ADR 022): the vehicles of one base, class and size. `baseLocationID` is the
 * base's home location; `baseName` the base's name (English, e.g. "Geneva") and `baseLocation`
 * its home location's (English, e.g. "Geneva Airport"). Integers; `vehicles` is what the operator sets.
 */
export const FleetRowSchema = z.object({
  fleetID: z.number().int(),
  baseID: z.number().int(),
  baseLocationID: z.number().int(),
  baseName: z.string(),
  baseLocation: z.string(),
  vehicleClass: VehicleClassSchema,
  size: VehicleSizeSchema.optional(),
  seats: z.number().int(),
  vehicles: z.number().int(),
});
export type FleetRow = z.infer<typeof FleetRowSchema>;

/** PATCH /api/v1/operator/fleet/{fleetID}: the fleet row's id. */
export const FleetParamsSchema = z.object({ fleetID: IdSchema });
export type FleetParams = z.infer<typeof FleetParamsSchema>;

/** The most vehicles one fleet row may count (a sanity bound, not a business rule). */
export const FLEET_VEHICLES_MAX = 500;

/**
 * PATCH /api/v1/operator/fleet/{fleetID}: the row's new count, 0 to FLEET_VEHICLES_MAX (400
 * otherwise); never below the vehicles held or sold at any instant from now on (409).
 */
export const FleetChangeSchema = z.strictObject({
  vehicles: z.number().int().min(0).max(FLEET_VEHICLES_MAX),
});
export type FleetChange = z.infer<typeof FleetChangeSchema>;

/** GET /api/v1/operator/fleet/jobs?date=YYYY-MM-DD (local date in the Alps). */
export const FleetJobsQuerySchema = z.object({ date: LocalDateSchema });
export type FleetJobsQuery = z.infer<typeof FleetJobsQuerySchema>;

/**
 * One vehicle's standing job (ADR 022): vehicle `number` (1..n) of fleet row `fleetID`, busy from
 * `startsAt` to `endsAt` (ISO UTC, end exclusive: leaving the base until back); `hold` is held
 * (unpaid or in review) or sold; the leg (`passengerID`) of booking `reference`, its pick-up
 * `date` and `time` (local at the origin) and its places (English names).
 */
export const FleetJobSchema = z.object({
  fleetID: z.number().int(),
  number: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  hold: z.enum(['held', 'sold']),
  bookingID: z.number().int(),
  reference: z.string(),
  state: BookingStateSchema,
  passengerID: z.number().int(),
  product: z.string(),
  origin: z.string(),
  destination: z.string(),
  date: z.string(),
  time: z.string(),
  pax: z.number().int(),
});
export type FleetJob = z.infer<typeof FleetJobSchema>;

/** The vehicle a private or coach job of the day drives with (ADR 022): its fleet row and number. */
export const JobVehicleSchema = z.object({ fleetID: z.number().int(), number: z.number().int() });
export type JobVehicle = z.infer<typeof JobVehicleSchema>;
