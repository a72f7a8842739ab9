import {
  FARE_ENGINE,
  needsReview,
  PRIVATE_COACH_ABOVE_PAX,
  PRIVATE_MAX_PAX,
  STATUS_BOOKABLE,
  STATUS_NEEDS_REVIEW,
} from '../constants.ts';
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

function privateFares(leg: FareSearchLeg, route: FareRoute, now: Date): Fare[] {
  const side = connectionSide(leg);
  const connection = minutesOfDay(leg.time);
  const fares: Fare[] = [];
  for (const product of privateProductsFor(leg.pax)) {
    for (const minute of privateTimes(product, side, connection, route.durationMinutes)) {
      const d = placeMinute(leg.date, minute);
      const rate = route.privateRates.find(
        (r) => r.product === product && (!r.from || !r.to || inYearlyPeriod(d.date, r.from, r.to)),
      );
      const band = rate?.bands.find((b) => leg.pax <= b.paxMax);
      if (!band || !hasLeft(leg, d, now)) continue;
      const onRequest = product === 'private_coach';
      const statusID = statusFor(leg, d, now, onRequest);
      const notices: NoticeCode[] = [];
      if (product === 'private_standard') notices.push('private_waiting_1h');
      if (product === 'private_premium') notices.push('private_waiting_2h');
      if (onRequest) notices.push('coach_on_request');
      else if (needsReview(statusID)) notices.push('too_soon');
      fares.push({
        product,
        ...d,
        durationSeconds: route.durationMinutes * 60,
        pax: leg.pax,
        priceMinor: band.priceMinor,
        currency: route.currency,
        seatsLeft: null,
        statusID,
        departureKey: null,
        notices,
      });
    }
  }
  return fares;
}
