import {
  BRAND_ID,
  MINUTES,
  PAX_MAX,
  PAX_MIN,
  wallClock,
  type SearchValues,
  type WallClock,
} from '@alpine/domain';
import type { SearchItemInput } from '@alpine/contract';
import { light, type Parser } from '@alpine/contract/light';

/** The form's values: the saved-search shape (spec part 1 §3) plus the Shared/Private choice. */
export interface SearchFormValues extends SearchValues {
  /** true = Shared Transfer (default), false = Private Transfer (part 1 §2.1 sharedMode). */
  sharedMode: boolean;
}

/** Partner and customer ids read from the page address and passed along (part 1 §2.1, §6). */
export interface Referral {
  partner: number | null;
  customer: number | null;
}

/**
 * The Alps' date "YYYY-MM-DD" and time "HH:mm" now (domain wall-clock.ts): the outbound minimum
 * (part 1 §5) and the time of today already gone (ADR 017) are read on the network's clock, not
 * the browser's, which may be in another zone.
 */
export function alpsNow(): WallClock {
  return wallClock(new Date());
}

/** Today's date "YYYY-MM-DD" in the Alps (the outbound minimum, part 1 §5). */
export function todayIso(): string {
  return alpsNow().date;
}

/** A blank form: one way off, return trip, shared mode, one passenger each way, Flight. */
export function emptySearchValues(): SearchFormValues {
  return {
    from: null,
    to: null,
    departDate: '',
    departTime: '',
    departMin: '',
    departPassenger: 1,
    returnDate: '',
    returnTime: '',
    returnMin: '',
    returnPassenger: 1,
    tab: 0,
    selectedConnnectionType: 1,
    sharedMode: true,
  };
}

const posInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
};
const pax = (raw: string | null) => {
  const n = posInt(raw);
  return n !== null && n >= PAX_MIN && n <= PAX_MAX ? n : null;
};
const date = (raw: string | null) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : '');
const twoDigits = (raw: string | null, max: number) => {
  if (raw === null || !/^\d{1,2}$/.test(raw) || Number(raw) > max) return '';
  return raw.padStart(2, '0');
};
/** A minute of the time picker ('00', '05' ... '55': 5-minute steps, spec part 1 §5, §9), else ''. */
const minute = (raw: string | null) => {
  const mm = twoDigits(raw, 59);
  return MINUTES.includes(mm) ? mm : '';
};

/**
 * Reads the search from the page address (spec part 1 §2.1 query parameters; part 2 §2.1), or
 * null when the address carries neither from nor to. A value the form cannot hold (a minute off
 * the 5-minute steps, an hour past 23, a date not YYYY-MM-DD) is read as unset ('' or null):
 * checkDeepLink then names what was wrong.
 */
export function searchFromParams(params: URLSearchParams): SearchFormValues | null {
  if (!params.has('from') && !params.has('to')) return null;
  const mode = posInt(params.get('connectionType'));
  return {
    from: posInt(params.get('from')),
    to: posInt(params.get('to')),
    departDate: date(params.get('departDate')),
    departTime: twoDigits(params.get('departTime'), 23),
    departMin: minute(params.get('departMin')),
    departPassenger: pax(params.get('pax')) ?? 1,
    returnDate: date(params.get('returnDate')),
    returnTime: twoDigits(params.get('returnTime'), 23),
    returnMin: minute(params.get('returnMin')),
    returnPassenger: pax(params.get('returnPassenger')) ?? pax(params.get('pax')) ?? 1,
    tab: params.get('tab') === '1' ? 1 : 0,
    selectedConnnectionType: mode !== null && mode <= 3 ? mode : 1,
    sharedMode: params.get('sharedMode') !== 'false',
  };
}

/** Partner and customer from the page address (part 1 §2.1). */
export function referralFromParams(params: URLSearchParams): Referral {
  return { partner: posInt(params.get('partner')), customer: posInt(params.get('customer')) };
}

/** The /booking query string of a search (spec part 1 §2.1, part 2 §2.9 "Book Now"). */
export function searchToParams(values: SearchFormValues, referral?: Referral): URLSearchParams {
  const p = new URLSearchParams();
  const set = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') p.set(key, String(value));
  };
  set('from', values.from);
  set('to', values.to);
  set('pax', values.departPassenger);
  set('departDate', values.departDate);
  set('departTime', values.departTime);
  set('departMin', values.departMin);
  if (values.tab === 0) {
    set('returnDate', values.returnDate);
    set('returnTime', values.returnTime);
    set('returnMin', values.returnMin);
    set('returnPassenger', values.returnPassenger);
  }
  set('tab', values.tab);
  set('sharedMode', values.sharedMode ? 'true' : 'false');
  set('connectionType', values.selectedConnnectionType);
  set('partner', referral?.partner);
  set('customer', referral?.customer);
  return p;
}

/** The saved-search record of browser storage (spec part 1 §3 "Saved search"). */
export function toSavedSearch(values: SearchFormValues): SearchValues {
  const { sharedMode: _mode, ...saved } = values;
  return saved;
}

/**
 * The saved search as read back from bookingValues (docs/architecture.md §1): parsed, every field optional.
 */
export const SavedSearchSchema = light.partial(
  light.object({
    from: light.nullable(light.int()),
    to: light.nullable(light.int()),
    departDate: light.string(),
    departTime: light.string(),
    departMin: light.string(),
    departPassenger: light.nullable(light.int()),
    returnDate: light.string(),
    returnTime: light.string(),
    returnMin: light.string(),
    returnPassenger: light.nullable(light.int()),
    tab: light.union([light.literal(0), light.literal(1)]),
    selectedConnnectionType: light.int(),
  }),
) satisfies Parser<Partial<SearchValues>>;

/** Restores a saved search (part 1 §2.1 "Without these parameters ... bookingValues"). */
export function fromSavedSearch(saved: Partial<SearchValues> | null): SearchFormValues | null {
  if (!saved || typeof saved !== 'object' || (!saved.from && !saved.to)) return null;
  return { ...emptySearchValues(), ...saved, sharedMode: true };
}

/**
 * The quote search body (spec part 1 §3 "Search request item"): one item one way, two for a
 * return (outbound then the reverse journey); private and fixed null, brandID 1.
 */
export function toSearchItems(values: SearchValues, referral: Referral): SearchItemInput[] {
  const base = {
    brand: { brandID: BRAND_ID as 1 },
    private: null,
    fixed: null,
    ...(referral.partner ? { partner: referral.partner } : {}),
    ...(referral.customer ? { customer: referral.customer } : {}),
  };
  const modeID = values.selectedConnnectionType as 0 | 1 | 2 | 3;
  const items: SearchItemInput[] = [
    {
      ...base,
      origin: { locationID: values.from ?? 0 },
      destination: { locationID: values.to ?? 0 },
      connection: { date: values.departDate, time: `${values.departTime}:${values.departMin}`, modeID },
      pax: values.departPassenger ?? 1,
    },
  ];
  if (values.tab === 0) {
    items.push({
      ...base,
      origin: { locationID: values.to ?? 0 },
      destination: { locationID: values.from ?? 0 },
      connection: { date: values.returnDate, time: `${values.returnTime}:${values.returnMin}`, modeID },
      pax: values.returnPassenger ?? 1,
    });
  }
  return items;
}
