import type { MonthDay, SeedTimetable, SeedTimetablePattern } from './seed-types.ts';

/** The ski season, when the lifts run: mid-December to mid-April (the period wraps over the new year). */
export const SKI_SEASON: { from: MonthDay; to: MonthDay } = { from: '12-13', to: '04-19' };

/** The rest of the year (summer and the shoulder seasons): a few departures a day. */
export const REST_OF_YEAR: { from: MonthDay; to: MonthDay } = { from: '04-20', to: '12-12' };

/** Departures from `first` to `last` (local "HH:mm" where the vehicle leaves) every `headway` minutes. */
type Window = [first: string, last: string, headwayMinutes: number];

/** One direction: ski-season Saturdays (changeover day), Sundays and weekdays, and the rest of the year. */
interface DirectionTimes {
  saturday: Window;
  sunday: Window;
  weekdays: Window;
  restOfYear: Window;
}

/** The departure times of a shared line in both directions. */
export interface Schedule {
  toResort: DirectionTimes;
  toHub: DirectionTimes;
}

/**
 * Busy airport routes to resorts within about 1.5 h: every 30 min on ski Saturdays. Returns leave
 * the resort from 04:00 so that travellers reach the airport 2-3 h before the morning flights.
 * Returns run at least hourly in season: the return window (reach the hub 2-3 h before the flight)
 * is an hour wide, so an hourly line always has a departure in it between its first and last.
 */
export const frequent: Schedule = {
  toResort: {
    saturday: ['06:00', '22:00', 30],
    sunday: ['07:00', '21:00', 60],
    weekdays: ['08:00', '20:00', 120],
    restOfYear: ['09:00', '18:00', 180],
  },
  toHub: {
    saturday: ['04:00', '18:00', 30],
    sunday: ['05:00', '17:00', 60],
    weekdays: ['05:00', '17:00', 60],
    restOfYear: ['05:00', '17:00', 60],
  },
};

/** Routes of 1-3 h: hourly on ski Saturdays, twice a day out of season. */
export const regular: Schedule = {
  toResort: {
    saturday: ['07:00', '21:00', 60],
    sunday: ['08:00', '20:00', 90],
    weekdays: ['09:00', '19:00', 120],
    restOfYear: ['10:00', '16:00', 360],
  },
  toHub: {
    saturday: ['04:00', '16:00', 60],
    sunday: ['05:00', '15:00', 60],
    weekdays: ['05:00', '15:00', 60],
    restOfYear: ['06:00', '14:00', 120],
  },
};

/** Routes of 3 h or more: no late departures, which would arrive after midnight. */
export const longDistance: Schedule = {
  toResort: {
    saturday: ['08:00', '18:00', 60],
    sunday: ['09:00', '17:00', 120],
    weekdays: ['10:00', '16:00', 120],
    restOfYear: ['10:00', '14:00', 240],
  },
  toHub: {
    saturday: ['04:00', '14:00', 60],
    sunday: ['05:00', '13:00', 60],
    weekdays: ['05:00', '12:00', 60],
    restOfYear: ['06:00', '12:00', 120],
  },
};

/** Valley station to the resort above it (under 1 h), meeting the trains. */
export const valleyShuttle: Schedule = {
  toResort: {
    saturday: ['07:00', '22:00', 30],
    sunday: ['08:00', '21:00', 60],
    weekdays: ['08:00', '20:00', 120],
    restOfYear: ['09:00', '18:00', 180],
  },
  toHub: {
    saturday: ['06:00', '20:00', 30],
    sunday: ['06:00', '20:00', 60],
    weekdays: ['06:00', '20:00', 60],
    restOfYear: ['07:00', '17:00', 60],
  },
};

const SATURDAY = [6];
const SUNDAY = [7];
const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** The timetable patterns of one direction: three in the ski season, one for the rest of the year. */
function patternsOf(times: DirectionTimes): SeedTimetablePattern[] {
  const pattern = (period: typeof SKI_SEASON, days: number[], [first, last, headwayMinutes]: Window) => ({
    ...period,
    days,
    first,
    last,
    headwayMinutes,
  });
  return [
    pattern(SKI_SEASON, SATURDAY, times.saturday),
    pattern(SKI_SEASON, SUNDAY, times.sunday),
    pattern(SKI_SEASON, WEEKDAYS, times.weekdays),
    pattern(REST_OF_YEAR, EVERY_DAY, times.restOfYear),
  ];
}

/** Seats of a full-size coach (shared fixed-point). */
export const COACH_SEATS = 49;
/** Seats of a midi coach, for shared fixed-point routes with fewer travellers. */
export const MIDI_COACH_SEATS = 19;
/** Seats of a door-to-door minibus (shared door-to-door). */
export const MINIBUS_SEATS = 8;

/** Seat prices of a line in the route's currency; a line without `door` has no door-to-door minibus. */
export interface LinePrices {
  fixed: number;
  door?: number;
  /** Seats of the shared fixed-point vehicle; a full coach unless given. */
  coachSeats?: number;
}

/**
 * The shared products of one route, both directions. Ids are (hubID * 100 + resortID) * 10 + n with
 * n = 1 fixed to the resort, 2 fixed to the hub, 3 door-to-door to the resort, 4 door-to-door to the
 * hub: Geneva Airport to Chamonix by shared coach is timetable 1101.
 */
export function sharedLine(
  hubID: number,
  resortID: number,
  schedule: Schedule,
  prices: LinePrices,
): SeedTimetable[] {
  const timetable = (
    n: number,
    product: SeedTimetable['product'],
    direction: SeedTimetable['direction'],
    capacity: number,
    seatPrice: number,
  ): SeedTimetable => ({
    timetableID: (hubID * 100 + resortID) * 10 + n,
    hubID,
    resortID,
    direction,
    product,
    capacity,
    seatPrice,
    patterns: patternsOf(direction === 'to_resort' ? schedule.toResort : schedule.toHub),
  });
  const coachSeats = prices.coachSeats ?? COACH_SEATS;
  const fixed = [
    timetable(1, 'shared_fixed', 'to_resort', coachSeats, prices.fixed),
    timetable(2, 'shared_fixed', 'to_hub', coachSeats, prices.fixed),
  ];
  if (prices.door === undefined) return fixed;
  return [
    ...fixed,
    timetable(3, 'shared_door', 'to_resort', MINIBUS_SEATS, prices.door),
    timetable(4, 'shared_door', 'to_hub', MINIBUS_SEATS, prices.door),
  ];
}
