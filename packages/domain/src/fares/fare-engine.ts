import {
  FARE_ENGINE,
  needsReview,
  PRIVATE_COACH_ABOVE_PAX,
  PRIVATE_MAX_PAX,
  STATUS_BOOKABLE,
  STATUS_NEEDS_REVIEW,
} from '../constants.ts';
import {
  freeVehicleNumbers,
  privateLegWindow,
  vehicleClassOf,
  vehiclesFor,
  type VehicleWindow,
} from '../fleet.ts';
import { inYearlyPeriod, localToUtc, minutesOfDay } from '../time.ts';
import { departuresInWindow, placeMinute, type DatedDeparture } from './departures.ts';
import type {
  Fare,
  FareProduct,
  FareRoute,
  FareSearchLeg,
  NoticeCode,
  PrivateProduct,
  SeatLoads,
} from './fare-types.ts';

/** Seats left at or under which a shared fare carries the few_seats notice. */
const FEW_SEATS = 3;

/** Vehicles left at or under which a private fare carries the few_vehicles notice (ADR 022). */
const FEW_VEHICLES = 2;

/**
 * Where the traveller's connection happens (ADR 004). 'arrival': the connection is at the origin
 * (a flight or train arriving): departures follow it. 'departure': the origin is a resort and the
 * destination is not: the connection is a departure at the destination, which must be reached
 * 2-3 hours before it.
 */
export function connectionSide(leg: FareSearchLeg): 'arrival' | 'departure' {
  return leg.origin.kind === 'resort' && leg.destination.kind !== 'resort' ? 'departure' : 'arrival';
}

/** Key of a shared departure, used to count its seats: "timetableID:date:time". */
export function departureKey(timetableID: number, date: string, time: string): string {
  return `${timetableID}:${date}:${time}`;
}

/**
 * The parts of a shared departure key as departureKey formats it ("timetableID:YYYY-MM-DD:HH:mm"),
 * or null when `key` is not one (ADR 013: the parser beside the formatter).
 */
export function parseDepartureKey(key: string): { timetableID: number; date: string; time: string } | null {
  const m = /^(\d+):(\d{4}-\d{2}-\d{2}):(\d{2}:\d{2})$/.exec(key);
  return m ? { timetableID: Number(m[1]), date: m[2]!, time: m[3]! } : null;
}

/**
 * Prices every product of a route for one search direction (ADR 004; spec part 1 §2.1, §9).
 * - shared: departures after the arrival (buffer by mode, 4 h window) or reaching the hub 2-3 h
 *   before the departure; a departure with fewer seats left than pax is not offered.
 * - private standard leaves on arrival (or reaches the hub 2 h 30 before); premium and coach offer
 *   their own times; coach only above 32 pax, no private above 50.
 * - statusID 1 for on-request products (coach) and departures sooner than 24 h after `now`.
 * - private fares are capacity (ADR 022): none when the route's hub has no base (`route.base`
 *   null); each is offered only when its class and size (vehiclesFor) has enough vehicles free
 *   for its whole working window (privateLegWindow, freeVehicleNumbers against the fleet row's
 *   standing jobs), and carries that count as vehiclesLeft; premium is offered on its own when
 *   standard is out, and the other way round.
 * Departures already gone at `now` are left out. Prices in minor units, before any promotion.
 */
export function quoteLeg(leg: FareSearchLeg, route: FareRoute, loads: SeatLoads, now: Date): Fare[] {
  const fares = [...privateFares(leg, route, now), ...sharedFares(leg, route, loads, now)];
  return fares.sort((a, b) => productRank(a.product) - productRank(b.product) || compareWhen(a, b));
}

const PRODUCT_ORDER: FareProduct[] = [
  'private_coach',
  'private_premium',
  'private_standard',
  'shared_fixed',
  'shared_door',
];

function productRank(p: FareProduct): number {
  return PRODUCT_ORDER.indexOf(p);
}

function compareWhen(a: { date: string; time: string }, b: { date: string; time: string }): number {
  return a.date === b.date ? a.time.localeCompare(b.time) : a.date.localeCompare(b.date);
}

function statusFor(leg: FareSearchLeg, d: DatedDeparture, now: Date, onRequest: boolean): 1 | 2 {
  if (onRequest) return STATUS_NEEDS_REVIEW;
  const leaves = localToUtc(d.date, d.time, leg.origin.timeZone).getTime();
  return leaves - now.getTime() < FARE_ENGINE.tooSoonHours * 3600_000 ? STATUS_NEEDS_REVIEW : STATUS_BOOKABLE;
}

function hasLeft(leg: FareSearchLeg, d: DatedDeparture, now: Date): boolean {
  return localToUtc(d.date, d.time, leg.origin.timeZone).getTime() > now.getTime();
}

function sharedFares(leg: FareSearchLeg, route: FareRoute, loads: SeatLoads, now: Date): Fare[] {
  const connection = minutesOfDay(leg.time);
  const side = connectionSide(leg);
  const [from, to] =
    side === 'arrival'
      ? [
          connection + FARE_ENGINE.outboundBufferMinutes[leg.modeID],
          connection + FARE_ENGINE.outboundBufferMinutes[leg.modeID] + FARE_ENGINE.outboundWindowMinutes,
        ]
      : [
          connection - FARE_ENGINE.returnArriveBeforeMaxMinutes - route.durationMinutes,
          connection - FARE_ENGINE.returnArriveBeforeMinMinutes - route.durationMinutes,
        ];
  const fares: Fare[] = [];
  for (const tt of route.timetables) {
    for (const d of departuresInWindow(tt.patterns, leg.date, from, to)) {
      if (!hasLeft(leg, d, now)) continue;
      const key = departureKey(tt.timetableID, d.date, d.time);
      const seatsLeft = Math.max(0, tt.capacity - (loads.get(key) ?? 0));
      if (seatsLeft < leg.pax) continue;
      const notices: NoticeCode[] = ['shared_delay_policy'];
      if (side === 'departure') notices.push('shared_return_window');
      const statusID = statusFor(leg, d, now, false);
      if (needsReview(statusID)) notices.push('too_soon');
      if (seatsLeft - leg.pax <= FEW_SEATS) notices.push('few_seats');
      fares.push({
        product: tt.product,
        ...d,
        durationSeconds: route.durationMinutes * 60,
        pax: leg.pax,
        priceMinor: tt.seatPriceMinor * leg.pax,
        currency: route.currency,
        seatsLeft,
        vehiclesLeft: null,
        statusID,
        departureKey: key,
        notices,
      });
    }
  }
  return fares;
}

/** Which private products a party of `pax` may take (spec part 1 §3, §9). */
export function privateProductsFor(pax: number): PrivateProduct[] {
  if (pax > PRIVATE_MAX_PAX) return [];
  if (pax > PRIVATE_COACH_ABOVE_PAX) return ['private_coach'];
  return ['private_premium', 'private_standard'];
}

/** Departure times offered by a private product, as minutes from midnight of the connection date. */
function privateTimes(
  product: PrivateProduct,
  side: 'arrival' | 'departure',
  connection: number,
  duration: number,
) {
  const roundDown5 = (m: number) => Math.floor(m / 5) * 5;
  if (product === 'private_standard') {
    return [
      side === 'arrival'
        ? connection
        : roundDown5(connection - FARE_ENGINE.privateReturnArriveBeforeMinutes - duration),
    ];
  }
  const step = FARE_ENGINE.premiumStepMinutes;
  return Array.from({ length: FARE_ENGINE.premiumOptions }, (_, i) =>
    side === 'arrival'
      ? connection + i * step
      : roundDown5(
          connection -
            FARE_ENGINE.returnArriveBeforeMaxMinutes -
            duration +
            (i * (FARE_ENGINE.returnArriveBeforeMaxMinutes - FARE_ENGINE.returnArriveBeforeMinMinutes)) /
              (FARE_ENGINE.premiumOptions - 1),
        ),
  );
}

/** A private product's pick-up a search leg may be offered, with its vehicles' working window. */
interface PrivateCandidate {
  product: PrivateProduct;
  departure: DatedDeparture;
  window: VehicleWindow;
}

/**
 * Every private product and pick-up the engine considers for `leg` (privateProductsFor,
 * privateTimes), each with its working window (ADR 022: privateLegWindow, pick-up local at the
 * origin; the leg starts at the hub unless the origin is a resort). `durationMinutes` is the
 * route's, `hubMinutes` the base's drive to the hub.
 */
function privateCandidates(
  leg: FareSearchLeg,
  durationMinutes: number,
  hubMinutes: number,
): PrivateCandidate[] {
  const side = connectionSide(leg);
  const connection = minutesOfDay(leg.time);
  const candidates: PrivateCandidate[] = [];
  for (const product of privateProductsFor(leg.pax)) {
    for (const minute of privateTimes(product, side, connection, durationMinutes)) {
      const departure = placeMinute(leg.date, minute);
      const window = privateLegWindow({
        date: departure.date,
        time: departure.time,
        timeZone: leg.origin.timeZone,
        fromHub: leg.origin.kind !== 'resort',
        hubMinutes,
        routeMinutes: durationMinutes,
        product,
      });
      candidates.push({ product, departure, window });
    }
  }
  return candidates;
}

/**
 * The span (UTC ms, start inclusive, end exclusive) covering the working window of every private
 * fare quoteLeg may offer for `leg` on a route of `durationMinutes` served by a base
 * `hubMinutes` from the hub (ADR 022), or null when the party takes no private product. A search
 * reads the standing vehicle jobs overlapping it, and no others: a job outside it cannot change
 * a quote.
 */
export function privateWindowsSpan(
  leg: FareSearchLeg,
  durationMinutes: number,
  hubMinutes: number,
): VehicleWindow | null {
  const windows = privateCandidates(leg, durationMinutes, hubMinutes).map((c) => c.window);
  if (windows.length === 0) return null;
  return {
    startsAt: Math.min(...windows.map((w) => w.startsAt)),
    endsAt: Math.max(...windows.map((w) => w.endsAt)),
  };
}

function privateFares(leg: FareSearchLeg, route: FareRoute, now: Date): Fare[] {
  const base = route.base;
  if (!base) return [];
  const fares: Fare[] = [];
  for (const { product, departure: d, window } of privateCandidates(
    leg,
    route.durationMinutes,
    base.hubMinutes,
  )) {
    const rate = route.privateRates.find(
      (r) => r.product === product && (!r.from || !r.to || inYearlyPeriod(d.date, r.from, r.to)),
    );
    const band = rate?.bands.find((b) => leg.pax <= b.paxMax);
    if (!band || !hasLeft(leg, d, now)) continue;
    const vehicleClass = vehicleClassOf(product);
    const need = vehiclesFor(vehicleClass, leg.pax);
    const row = need && base.fleet.find((r) => r.vehicleClass === vehicleClass && r.size === need.size);
    if (!need || !row) continue;
    const vehiclesLeft = freeVehicleNumbers(row.vehicles, row.jobs, window).length;
    if (vehiclesLeft < need.count) continue;
    const onRequest = product === 'private_coach';
    const statusID = statusFor(leg, d, now, onRequest);
    const notices: NoticeCode[] = [];
    if (product === 'private_standard') notices.push('private_waiting_1h');
    if (product === 'private_premium') notices.push('private_waiting_2h');
    if (onRequest) notices.push('coach_on_request');
    else if (needsReview(statusID)) notices.push('too_soon');
    if (vehiclesLeft <= FEW_VEHICLES) notices.push('few_vehicles');
    fares.push({
      product,
      ...d,
      durationSeconds: route.durationMinutes * 60,
      pax: leg.pax,
      priceMinor: band.priceMinor,
      currency: route.currency,
      seatsLeft: null,
      vehiclesLeft,
      statusID,
      departureKey: null,
      notices,
    });
  }
  return fares;
}
