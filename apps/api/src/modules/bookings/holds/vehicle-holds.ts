import {
  freeVehicleNumbers,
  privateLegWindow,
  vehicleClassOf,
  vehiclesFor,
  type PrivateProduct,
  type VehicleClass,
  type VehicleSize,
  type VehicleWindow,
} from '@alpine/domain';
import { ApiError, conflict } from '../../../http/api-error.ts';
import { errorText } from '../../../i18n/errors.ts';
import type { BookingQueries } from '../bookings.repository.ts';

/**
 * The most vehicles held at a time on bookings not yet paid (ADR 011 amended, ADR 022), as
 * MAX_UNPAID_HELD_SEATS caps seats:
 * - `session`: 4, a return of 17-32 standard pax (two minibuses each way);
 * - `address`: 6 from one connection's address (travellers share an airport's Wi-Fi or an agency).
 * And per address, at most half (rounded up) of one fleet row's vehicles held unpaid at an
 * overlapping instant (vehicleCapOfRow), so that one address cannot take a base's fleet off sale.
 */
export const MAX_UNPAID_HELD_VEHICLES = { session: 4, address: 6 } as const;

/** 409 message of a leg whose vehicle is gone (ADR 022; translated through the error catalogues). */
export const VEHICLE_GONE = errorText('vehicleGone');

/**
 * The unpaid vehicles one address may hold on a fleet row of `vehicles` at overlapping instants
 * (ADR 022): half of the row, rounded up.
 */
export const vehicleCapOfRow = (vehicles: number) => Math.ceil(vehicles / 2);

/** What a private or coach leg needs held (ADR 022): its base, vehicle class, size, count and window (UTC ms). */
export interface VehicleNeed {
  baseID: number;
  vehicleClass: VehicleClass;
  size: VehicleSize;
  count: number;
  window: VehicleWindow;
}

/** True for the products that occupy vehicles (the private ones: standard, premium, coach). */
export const isPrivateProduct = (product: string): product is PrivateProduct => product.startsWith('private');

/**
 * The vehicles a private leg needs (ADR 022), or null when none can serve it (409 for the caller):
 * the hub end is the origin when it is in base_hubs (hub -> resort), else the destination (resort ->
 * hub); no hub end, or a party the class cannot carry (vehiclesFor), is null. The window is
 * privateLegWindow of the pick-up `date` `time` local at the origin (`originTimeZone`), the hub's
 * minutes and the route's duration (`routeMinutes`, the quote's durationMinutes).
 */
export async function vehicleNeedOf(
  tx: Pick<BookingQueries, 'hubBases'>,
  leg: {
    product: PrivateProduct;
    origin: number;
    destination: number;
    date: string;
    time: string;
    pax: number;
    routeMinutes: number;
    originTimeZone: string;
  },
): Promise<VehicleNeed | null> {
  const hubs = await tx.hubBases([leg.origin, leg.destination]);
  const fromHub = hubs.has(leg.origin);
  const hub = hubs.get(leg.origin) ?? hubs.get(leg.destination);
  if (!hub) return null;
  const vehicleClass = vehicleClassOf(leg.product);
  const takes = vehiclesFor(vehicleClass, leg.pax);
  if (!takes) return null;
  const window = privateLegWindow({
    date: leg.date,
    time: leg.time,
    timeZone: leg.originTimeZone,
    fromHub,
    hubMinutes: hub.minutes,
    routeMinutes: leg.routeMinutes,
    product: leg.product,
  });
  return { baseID: hub.baseID, vehicleClass, size: takes.size, count: takes.count, window };
}

const tooMany = (
  key: 'tooManyHeldVehicles' | 'tooManyHeldVehiclesHere' | 'tooManyHeldVehiclesOfBase',
  held: number,
  limit: number,
) => new ApiError(429, 'too_many_requests', errorText(key, { held, limit }));

/**
 * Holds the vehicles of `need` for a leg inside the leg's transaction `tx`, after its booking's
 * row (ADR 022's protocol, ADR 006's lock order): the session's and address's advisory locks,
 * the fleet row's lock, the caps (MAX_UNPAID_HELD_VEHICLES and vehicleCapOfRow: 429), then the
 * lowest free vehicle numbers for the whole window (none free, or no fleet row: 409 VEHICLE_GONE),
 * one vehicle_holds row per vehicle until `expiresAt` (ISO UTC). A throw rolls the whole leg
 * back: nothing is held. Returns the numbers held.
 */
export async function holdVehicles(
  tx: BookingQueries,
  need: VehicleNeed,
  hold: {
    bookingID: number;
    passengerID: number;
    ownerSession: string;
    clientAddress: string | null;
    nowIso: string;
    expiresAt: string;
  },
): Promise<number[]> {
  await tx.lockVehicleHolders(hold.ownerSession, hold.clientAddress);
  const row = await tx.lockFleetRow(need.baseID, need.vehicleClass, need.size);
  if (!row) throw conflict(VEHICLE_GONE);
  const held = await tx.unpaidVehiclesHeld(
    hold.ownerSession,
    hold.clientAddress,
    hold.nowIso,
    row.fleetID,
    need.window,
  );
  if (held.session + need.count > MAX_UNPAID_HELD_VEHICLES.session) {
    throw tooMany('tooManyHeldVehicles', held.session, MAX_UNPAID_HELD_VEHICLES.session);
  }
  if (held.address + need.count > MAX_UNPAID_HELD_VEHICLES.address) {
    throw tooMany('tooManyHeldVehiclesHere', held.address, MAX_UNPAID_HELD_VEHICLES.address);
  }
  // One address takes at most half a row at a time, but always one booking's vehicles when it holds none.
  const ofRow = vehicleCapOfRow(row.vehicles);
  if (held.addressOnRow > 0 && held.addressOnRow + need.count > ofRow) {
    throw tooMany('tooManyHeldVehiclesOfBase', held.addressOnRow, ofRow);
  }
  const jobs = await tx.standingJobs(row.fleetID, need.window);
  const free = freeVehicleNumbers(row.vehicles, jobs, need.window);
  if (free.length < need.count) throw conflict(VEHICLE_GONE);
  const numbers = free.slice(0, need.count);
  for (const vehicleNumber of numbers) {
    await tx.insertVehicleHold({
      bookingID: hold.bookingID,
      passengerID: hold.passengerID,
      fleetID: row.fleetID,
      vehicleNumber,
      startsAt: new Date(need.window.startsAt).toISOString(),
      endsAt: new Date(need.window.endsAt).toISOString(),
      expiresAt: hold.expiresAt,
      clientAddress: hold.clientAddress,
    });
  }
  return numbers;
}

/**
 * Sells a booking's vehicle holds in its confirming transaction (ADR 006, ADR 022): held ones
 * become sold; a released one (its hold expired before the payment) is sold again under the
 * lowest vehicle number free for its window, under its fleet row's lock. False when a released
 * vehicle is no longer free (the caller rolls everything back and refunds).
 */
export async function sellVehicles(tx: BookingQueries, bookingID: number): Promise<boolean> {
  for (const hold of await tx.listVehicleHolds(bookingID)) {
    if (hold.state === 'sold' || (await tx.sellVehicleHold(hold.holdID))) continue;
    const row = await tx.lockFleetRowByID(hold.fleetID);
    if (!row) return false;
    const window = { startsAt: Date.parse(hold.startsAt), endsAt: Date.parse(hold.endsAt) };
    const [number] = freeVehicleNumbers(row.vehicles, await tx.standingJobs(row.fleetID, window), window);
    if (number === undefined || !(await tx.resellVehicleHold(hold.holdID, number))) return false;
  }
  return true;
}
