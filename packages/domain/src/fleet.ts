import { FREE_WAITING_HOURS } from './constants.ts';
import type { PrivateProduct } from './fares/fare-types.ts';
import { localToUtc } from './time.ts';

/**
 * The private fleet as capacity (ADR 022): vehicles counted per base, vehicle class and size; a
 * private or coach leg occupies whole vehicles for its working window, from leaving the base until
 * it is back. Pure functions: the API's holds and the fare engine's quotes use the same ones, so a
 * quote never offers what a hold would refuse. Instants are UTC milliseconds; durations minutes.
 */

/** Vehicle classes of the fleet, one per private product (spec part 1 §2.1). */
export const VEHICLE_CLASSES = ['standard', 'premium', 'coach'] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

/** Vehicle sizes and their passenger seats (ADR 022: the rate card's bands, seed private-rates.ts). */
export const VEHICLE_SEATS = { saloon: 4, minivan: 8, minibus: 16, coach: 50 } as const;
export type VehicleSize = keyof typeof VEHICLE_SEATS;

/** The vehicle class that drives a private product. */
export function vehicleClassOf(product: PrivateProduct): VehicleClass {
  if (product === 'private_premium') return 'premium';
  if (product === 'private_coach') return 'coach';
  return 'standard';
}

/**
 * Vehicles a party of `pax` takes in `vehicleClass` (ADR 022): the smallest size that seats them
 * (saloon 1-4, minivan 5-8, minibus 9-16; a coach for 33-50); above 16 in a car class, as many
 * minibuses as it takes (17-32 standard pax: two minibuses). Null when the class cannot carry them
 * (premium above 16, coach above 50, a car class above 32).
 */
export function vehiclesFor(
  vehicleClass: VehicleClass,
  pax: number,
): { size: VehicleSize; count: number } | null {
  if (!Number.isInteger(pax) || pax < 1) return null;
  if (vehicleClass === 'coach') return pax <= VEHICLE_SEATS.coach ? { size: 'coach', count: 1 } : null;
  for (const size of ['saloon', 'minivan', 'minibus'] as const) {
    if (pax <= VEHICLE_SEATS[size]) return { size, count: 1 };
  }
  if (vehicleClass === 'premium' || pax > 2 * VEHICLE_SEATS.minibus) return null;
  return { size: 'minibus', count: Math.ceil(pax / VEHICLE_SEATS.minibus) };
}

/** Free waiting at the pick-up, minutes, per class (spec part 1 §2.1: 1 h standard, 2 h premium; a coach as standard). */
export const WAITING_MINUTES: Record<VehicleClass, number> = {
  standard: FREE_WAITING_HOURS.private_standard * 60,
  premium: FREE_WAITING_HOURS.private_premium * 60,
  coach: FREE_WAITING_HOURS.private_standard * 60,
};

/** A span of time a vehicle is busy: UTC milliseconds, start inclusive, end exclusive. */
export interface VehicleWindow {
  startsAt: number;
  endsAt: number;
}

/**
 * The working window of a private leg (ADR 022): from leaving the base until back at the base.
 * - `pickUpAt`: the scheduled pick-up, UTC ms;
 * - `fromHub`: true when the leg starts at the hub (hub -> resort), false when it ends there;
 * - `hubMinutes`: the base's minutes to the hub (0 when the base is at the hub);
 * - `routeMinutes`: the route's hub-resort duration.
 * The vehicle drives base -> pick-up (the hub, or the resort through the hub), waits the class's
 * free waiting time, drives the route, then drop-off -> base. Both directions last
 * 2 x hubMinutes + 2 x routeMinutes + waiting.
 */
export function vehicleWindow(leg: {
  pickUpAt: number;
  fromHub: boolean;
  hubMinutes: number;
  routeMinutes: number;
  vehicleClass: VehicleClass;
}): VehicleWindow {
  const min = 60_000;
  const toPickUp = leg.fromHub ? leg.hubMinutes : leg.hubMinutes + leg.routeMinutes;
  const back = leg.fromHub ? leg.routeMinutes + leg.hubMinutes : leg.hubMinutes;
  return {
    startsAt: leg.pickUpAt - toPickUp * min,
    endsAt: leg.pickUpAt + (WAITING_MINUTES[leg.vehicleClass] + leg.routeMinutes + back) * min,
  };
}

/**
 * The working window of a private leg as quotes and holds both see it (ADR 022): the pick-up is
 * `date` "YYYY-MM-DD" and `time` "HH:mm", local time in `timeZone` (the origin's); the rest as
 * vehicleWindow.
 */
export function privateLegWindow(leg: {
  date: string;
  time: string;
  timeZone: string;
  fromHub: boolean;
  hubMinutes: number;
  routeMinutes: number;
  product: PrivateProduct;
}): VehicleWindow {
  return vehicleWindow({
    pickUpAt: localToUtc(leg.date, leg.time, leg.timeZone).getTime(),
    fromHub: leg.fromHub,
    hubMinutes: leg.hubMinutes,
    routeMinutes: leg.routeMinutes,
    vehicleClass: vehicleClassOf(leg.product),
  });
}

/** True when two windows share an instant (end exclusive: back-to-back jobs do not clash). */
export function windowsOverlap(a: VehicleWindow, b: VehicleWindow): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

/** A vehicle's standing job (held, in review or sold): its number (1..n within its fleet row) and window. */
export interface VehicleJob extends VehicleWindow {
  number: number;
}

/**
 * The states of a vehicle hold that make a standing job (ADR 022): 'held' (unpaid, or in review
 * until its deadline) and 'sold'. A held row counts until it is released, its expiry passed or
 * not, as a seat hold counts in the departure's load until released (ADR 006).
 */
export const STANDING_VEHICLE_HOLD_STATES = ['held', 'sold'] as const;

/**
 * The longest working window a vehicle job can have, minutes (ADR 022): a bound, not a rule of
 * the trade. Twice the longest base-to-hub drive plus twice the longest route plus the longest
 * waiting stays well under it (the seed's longest is under 16 h; seed-data.test.ts checks it).
 * Reads of the standing jobs overlapping [from, to) take those starting from `from` minus this
 * and before `to`, so the index (fleet_id, state, starts_at) is read over a bounded range.
 */
export const LONGEST_VEHICLE_WINDOW_MINUTES = 24 * 60;

/**
 * The vehicle numbers (1..`vehicles`) of one fleet row free for the whole `window`, ascending
 * (ADR 022: a number never changes while its leg stands, and no two overlapping jobs share one).
 * Their count is a private quote's `journey.vehiclesLeft`.
 */
export function freeVehicleNumbers(
  vehicles: number,
  jobs: readonly VehicleJob[],
  window: VehicleWindow,
): number[] {
  const busy = new Set(jobs.filter((j) => windowsOverlap(j, window)).map((j) => j.number));
  const free: number[] = [];
  for (let n = 1; n <= vehicles; n += 1) if (!busy.has(n)) free.push(n);
  return free;
}

/**
 * The first standing job that keeps a fleet row from going down to `vehicles`: the earliest (by
 * start) job still running or to come at `now` whose number is above `vehicles` (ADR 022: numbers
 * never change, so vehicles above the new count must be free from now on). Null when none clashes.
 */
export function firstFleetClash<J extends VehicleJob>(
  vehicles: number,
  jobs: readonly J[],
  now: number,
): J | null {
  const clashes = jobs.filter((j) => j.number > vehicles && j.endsAt > now);
  clashes.sort((a, b) => a.startsAt - b.startsAt || a.number - b.number);
  return clashes[0] ?? null;
}
