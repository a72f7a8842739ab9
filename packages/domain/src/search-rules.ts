import { PAX_MAX, PAX_MIN } from './constants.ts';

/**
 * The search form's values as the widget holds them (spec part 1 §3 "Saved search"): hours and
 * minutes are "HH" and "mm" strings, '' when unset; dates local "YYYY-MM-DD" or ''.
 */
export interface SearchValues {
  from: number | null;
  to: number | null;
  departDate: string;
  departTime: string;
  departMin: string;
  departPassenger: number | null;
  returnDate: string;
  returnTime: string;
  returnMin: string;
  returnPassenger: number | null;
  /** 0 = return, 1 = one way (spec part 1 §2.1). */
  tab: 0 | 1;
  /** 0 = unset, 1 Flight, 2 Train, 3 Other. */
  selectedConnnectionType: number;
}

export type SearchField =
  | 'from'
  | 'to'
  | 'departDate'
  | 'departTime'
  | 'departPassenger'
  | 'returnDate'
  | 'returnTime'
  | 'returnPassenger'
  | 'connectionType';

/** Result of validateSearch: fields to highlight in order, and the message to show if any. */
export interface SearchValidation {
  errors: SearchField[];
  message: typeof TRANSFER_TIME | typeof TIME_PAST | null;
}

// the two texts written here, not read from MESSAGES (messages.ts, which a test holds them to):
// importing that object put every message of the domain on the home page
const TRANSFER_TIME = 'Please enter your transfer time';
/** The message of a time of today already gone (MESSAGES.timePast; ADR 017). */
export const TIME_PAST = 'This time has already passed today; please choose a later time.';

const validPax = (p: number | null) => p !== null && Number.isInteger(p) && p >= PAX_MIN && p <= PAX_MAX;

/**
 * Book Now validation (spec part 1 §5, part 2 §5), checked in the spec's order: From, To,
 * outbound date and time, outbound passengers, connection type when unset; on return trips also
 * return date, return passengers and return time. A time needs hour and minute, otherwise
 * 'Please enter your transfer time'. Dates cannot be before `today` (local "YYYY-MM-DD") and the
 * return date cannot be before the outbound date. With `nowTime` (the Alps' "HH:mm" on `today`,
 * wall-clock.ts), a time of today already gone marks its time with 'This time has already passed
 * today; please choose a later time.' (ours, ADR 017: the search would otherwise answer "no
 * transfers on this date").
 */
export function validateSearch(v: SearchValues, today: string, nowTime?: string): SearchValidation {
  const errors: SearchField[] = [];
  let timeMissing = false;
  let timePast = false;
  const gone = (date: string, hour: string, minute: string) =>
    nowTime !== undefined && date === today && `${hour}:${minute}` < nowTime;
  if (!v.from) errors.push('from');
  if (!v.to) errors.push('to');
  if (!v.departDate || v.departDate < today) errors.push('departDate');
  if (!v.departTime || !v.departMin) {
    errors.push('departTime');
    timeMissing = true;
  } else if (gone(v.departDate, v.departTime, v.departMin)) {
    errors.push('departTime');
    timePast = true;
  }
  if (!validPax(v.departPassenger)) errors.push('departPassenger');
  if (!v.selectedConnnectionType) errors.push('connectionType');
  if (v.tab === 0) {
    if (!v.returnDate || v.returnDate < today || (v.departDate && v.returnDate < v.departDate)) {
      errors.push('returnDate');
    }
    if (!validPax(v.returnPassenger)) errors.push('returnPassenger');
    if (!v.returnTime || !v.returnMin) {
      errors.push('returnTime');
      timeMissing = true;
    } else if (gone(v.returnDate, v.returnTime, v.returnMin)) {
      errors.push('returnTime');
      timePast = true;
    }
  }
  const message = timeMissing ? TRANSFER_TIME : timePast ? TIME_PAST : null;
  return { errors, message };
}
