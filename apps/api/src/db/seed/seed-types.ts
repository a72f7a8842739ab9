/**
 * Shapes of the readable seed files that describe the Alpine network (ADR 004, docs/seeded-network.md).
 * Prices in seed files are decimals in the route's currency (e.g. 39.5 = 39.50); the seeder
 * converts them to integer minor units. Times are local wall-clock "HH:mm" in the time zone of
 * the location the vehicle leaves from. Durations are minutes, distances kilometres.
 */

/** ISO country of a location: Switzerland or France. */
export type Country = 'CH' | 'FR';
/** IANA time zone of a location. */
export type TimeZone = 'Europe/Zurich' | 'Europe/Paris';
/** Currency of a route: CHF on Swiss routes, EUR otherwise (ADR 004). */
export type Currency = 'CHF' | 'EUR';
/**
 * What a location is. Airports and stations are hubs: the traveller's connection (flight or
 * train) happens there, so outbound departures follow the arrival and return departures reach
 * the hub 2-3 h before the departure (ADR 004).
 */
export type LocationKind = 'airport' | 'station' | 'city' | 'resort';

/** A titled section of the From/To dropdowns (spec part 1 §2.1, §3 "Location"). */
export interface SeedLocationGroup {
  groupID: number;
  title: string;
  sort: number;
}

/** A bookable place (spec part 1 §3 "Location", part 2 §3 "Address or location"). */
export interface SeedLocation {
  locationID: number;
  groupID: number;
  name: string;
  /** City as written on addresses; Geneva Airport's is 'Geneve' (spec part 2 §5). */
  city: string;
  country: Country;
  timeZone: TimeZone;
  kind: LocationKind;
  /** WGS84 decimal degrees. */
  latitude: number;
  longitude: number;
  /** Area of the location (part 2 §3 destination.areaID): 1 Geneva & Haute-Savoie, 2 Savoie/Tarentaise, 3 Valais, 4 Isere/Oisans, 5 Lyon, 6 Zurich & Bernese Oberland, 7 Vaud Alps */
  areaID: number;
  /** The manual origin-end address set is required when this location is the origin (spec part 2 §4-§5: origins 2, 113, 114, 111). */
  addressAtOrigin: boolean;
  /** The manual address set is required when this location is the destination (spec part 2 §4-§5: destinations 1, 93, 94, 4, 97, 113, 2). */
  addressAtDestination: boolean;
  /** Shown in the public grouped list (GET /locations/public). */
  public: boolean;
}

/** What an address is: a fixed shared stop or a door-to-door drop point. */
export type AddressKind =
  'terminal' | 'bus_station' | 'railway_station' | 'tourist_office' | 'hotel' | 'chalet';

/** An address of a location (spec part 2 §3 "Address or location"). */
export interface SeedAddress {
  addressID: number;
  locationID: number;
  kind: AddressKind;
  /** Name shown first in lists: a hotel, chalet, stop or terminal name. */
  organisation: string;
  street: string;
  city: string;
  postcode: string;
  country: Country;
  latitude: number;
  longitude: number;
  /** True for the stops served by shared fixed-point transfers (terminals, bus stations, tourist offices, railway stations). */
  fixed: boolean;
}

/**
 * A road link between a hub (airport, station or city) and a resort, valid in both directions.
 * durationMinutes is the realistic average road time (no traffic jams), distanceKm the road distance.
 */
export interface SeedRoute {
  hubID: number;
  resortID: number;
  durationMinutes: number;
  distanceKm: number;
  currency: Currency;
}

/** Month-day "MM-DD"; a period whose `from` is after its `to` wraps over the new year. */
export type MonthDay = `${number}-${number}`;

/** A seasonal pattern of departures of one shared product in one direction of a route. */
export interface SeedTimetablePattern {
  /** First and last day of the period, inclusive, each year. */
  from: MonthDay;
  to: MonthDay;
  /** ISO weekdays served: 1 = Monday ... 7 = Sunday. */
  days: number[];
  /** First and last departure, local time "HH:mm" at the place the vehicle leaves from. */
  first: string;
  last: string;
  /** Minutes between departures. */
  headwayMinutes: number;
}

/** A shared product on a route in one direction (ADR 004). */
export interface SeedTimetable {
  timetableID: number;
  hubID: number;
  resortID: number;
  direction: 'to_resort' | 'to_hub';
  /** shared_fixed: coach between fixed stops; shared_door: minibus dropping at the address. */
  product: 'shared_fixed' | 'shared_door';
  /** Seats per departure. */
  capacity: number;
  /** Price of one seat, decimal, in the route's currency. */
  seatPrice: number;
  patterns: SeedTimetablePattern[];
}

/** A private vehicle price: up to paxMax passengers, the whole vehicle for `price` (decimal). */
export interface SeedPriceBand {
  paxMax: number;
  price: number;
}

/** Private rates on a route, both directions (ADR 004). */
export interface SeedPrivateRate {
  hubID: number;
  resortID: number;
  /** private_standard leaves on arrival; private_premium has its own times; private_coach is for 33-50 pax. */
  product: 'private_standard' | 'private_premium' | 'private_coach';
  /** Ascending by paxMax; coach bands start above 32. */
  bands: SeedPriceBand[];
  /** Optional season ("MM-DD" inclusive, wrapping allowed); absent = all year. */
  from?: MonthDay;
  to?: MonthDay;
}

/** A promotion code (spec part 1 §4, part 2 §9; ADR 004). */
export interface SeedPromotion {
  promotionID: number;
  code: string;
  /** Percentage added to the leg total: -10 = 10 % off. Exactly one of percentage and fixedAmount. */
  percentage: number | null;
  /** Decimal amount added to each leg total, in the leg's currency: -15 = 15.00 off. */
  fixedAmount: number | null;
  /** ISO dates "YYYY-MM-DD" inclusive, on the booking day. */
  validFrom: string;
  validTo: string;
  /** Uses allowed in all; null = unlimited. */
  maxUses: number | null;
  /** Uses already made (seeded so that one code is used up). */
  uses: number;
}

/** A partner that refers travellers (spec part 1 §1, part 2 §2.6). */
export interface SeedPartner {
  partnerID: number;
  name: string;
  allowsCard: boolean;
  allowsInvoice: boolean;
}
