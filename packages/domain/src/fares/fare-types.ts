import type { ConnectionModeId } from '../constants.ts';
import type { VehicleClass, VehicleJob, VehicleSize } from '../fleet.ts';

/**
 * Inputs and outputs of the fare engine (ADR 004). Amounts are integer minor units; dates are
 * local "YYYY-MM-DD", times local "HH:mm" at the place the vehicle leaves from; durations minutes
 * unless the name says Seconds.
 */

export type LocationKind = 'airport' | 'station' | 'city' | 'resort';
export type SharedProduct = 'shared_fixed' | 'shared_door';
export type PrivateProduct = 'private_standard' | 'private_premium' | 'private_coach';
export type FareProduct = PrivateProduct | SharedProduct;

/** What the engine needs of a location. */
export interface FareLocation {
  locationID: number;
  kind: LocationKind;
  timeZone: string;
}

/** A yearly pattern of departures (ADR 004: days, first and last departure, headway, season). */
export interface TimetablePattern {
  from: string;
  to: string;
  days: number[];
  first: string;
  last: string;
  headwayMinutes: number;
}

/** A shared product on the searched route and direction. */
export interface FareTimetable {
  timetableID: number;
  product: SharedProduct;
  capacity: number;
  seatPriceMinor: number;
  patterns: TimetablePattern[];
}

/** Private vehicle prices by passenger band (ascending paxMax), optionally seasonal. */
export interface FarePrivateRate {
  product: PrivateProduct;
  bands: { paxMax: number; priceMinor: number }[];
  from?: string | null;
  to?: string | null;
}

/** One direction of a search (spec part 1 §3 "Search request item", after validation). */
export interface FareSearchLeg {
  origin: FareLocation;
  destination: FareLocation;
  /** Connection date and time, local at the hub. */
  date: string;
  time: string;
  modeID: ConnectionModeId;
  pax: number;
}

/**
 * One fleet row of the base serving a route (ADR 022): its class, size and vehicle count, and its
 * standing jobs (vehicles held, in review or sold: numbers and UTC windows) that may overlap the
 * searched windows; jobs outside them are harmless, they are checked for overlap.
 */
export interface FareFleetRow {
  vehicleClass: VehicleClass;
  size: VehicleSize;
  vehicles: number;
  jobs: VehicleJob[];
}

/**
 * The base serving a route's hub (ADR 022): the minutes from its depot to the hub (0 when the
 * depot is at the hub) and its fleet rows. A class and size without a row has no vehicle.
 */
export interface FareBase {
  hubMinutes: number;
  fleet: FareFleetRow[];
}

/** The route as the engine sees it. */
export interface FareRoute {
  durationMinutes: number;
  currency: 'CHF' | 'EUR';
  timetables: FareTimetable[];
  privateRates: FarePrivateRate[];
  /** The base of the route's hub and its fleet (ADR 022); null: the hub has no base, no private fare. */
  base: FareBase | null;
}

/** Codes of the notices a fare carries (texts in notices.ts). */
export type NoticeCode =
  | 'shared_delay_policy'
  | 'shared_return_window'
  | 'private_waiting_1h'
  | 'private_waiting_2h'
  | 'coach_on_request'
  | 'too_soon'
  | 'few_seats'
  | 'few_vehicles';

/** One priced departure of one product: the engine's answer, before signing and wire mapping. */
export interface Fare {
  product: FareProduct;
  date: string;
  time: string;
  durationSeconds: number;
  pax: number;
  priceMinor: number;
  currency: 'CHF' | 'EUR';
  /** Seats still on sale on a shared departure; null for private vehicles. */
  seatsLeft: number | null;
  /**
   * Vehicles of the fare's class and size free for its whole working window (ADR 022:
   * freeVehicleNumbers); null for shared seats.
   */
  vehiclesLeft: number | null;
  /** 1 = pending manual review, 2 = bookable now (spec part 2 §4). */
  statusID: 1 | 2;
  /** Identifies a shared departure for seat counting: "timetableID:date:time"; null for private. */
  departureKey: string | null;
  notices: NoticeCode[];
}

/** Seats already sold or held per departure key ("timetableID:date:time"). */
export type SeatLoads = ReadonlyMap<string, number>;
