import { PAX_MAX, PAX_MIN, type SearchField } from '@alpine/domain';
import type { SearchFormValues } from './search-params.ts';

/**
 * What can be wrong in a /booking link (docs/architecture.md §7 "no dead ends"), each with its sentence in
 * the deadEnds.search catalogue: a place that does not exist, From equal to To, passengers outside
 * 1-99 (spec part 1 §5), a minute that is not one of the picker's 5-minute steps (spec part 1 §5,
 * §9: '00', '05' ... '55'), a date in the past, a return before the outbound (spec part 2 §5
 * "Return date cannot be before the outbound date; dates cannot be in the past").
 */
export type DeepLinkIssue =
  | 'unknownLocation'
  | 'sameLocation'
  | 'paxRange'
  | 'minuteStep'
  | 'pastDate'
  | 'pastTime'
  | 'returnBeforeOutbound';

/** The link's search with its wrong fields emptied, the fields to mark, and why. */
export interface DeepLinkCheck {
  values: SearchFormValues;
  errors: SearchField[];
  issues: DeepLinkIssue[];
}

const present = (params: URLSearchParams, key: string) => (params.get(key) ?? '') !== '';
const paxOk = (raw: string | null) =>
  raw !== null && /^\d{1,3}$/.test(raw) && Number(raw) >= PAX_MIN && Number(raw) <= PAX_MAX;

/**
 * Checks a deep link to /booking (docs/architecture.md §7) after searchFromParams read it into `values`:
 * `knownIds` are the location ids of the network (null while they load: places are then not
 * checked), `today` is the Alps' date YYYY-MM-DD and `nowTime` their "HH:mm" (a time of today already gone
 * is emptied, with 'pastTime': ADR 017). A wrong field is emptied so that the
 * form asks for it (its control marked), and no search runs until the traveller fixes it.
 */
export function checkDeepLink(
  params: URLSearchParams,
  values: SearchFormValues,
  knownIds: ReadonlySet<number> | null,
  today: string,
  nowTime?: string,
): DeepLinkCheck {
  const next = { ...values };
  const errors: SearchField[] = [];
  const issues = new Set<DeepLinkIssue>();
  for (const end of ['from', 'to'] as const) {
    const unreadable = present(params, end) && next[end] === null;
    const unknown = next[end] !== null && knownIds !== null && !knownIds.has(next[end]);
    if (unreadable || unknown) {
      next[end] = null;
      errors.push(end);
      issues.add('unknownLocation');
    }
  }
  if (next.from !== null && next.from === next.to) {
    next.to = null;
    errors.push('to');
    issues.add('sameLocation');
  }
  if (present(params, 'pax') && !paxOk(params.get('pax'))) {
    next.departPassenger = null;
    errors.push('departPassenger');
    issues.add('paxRange');
  }
  if (next.tab === 0 && present(params, 'returnPassenger') && !paxOk(params.get('returnPassenger'))) {
    next.returnPassenger = null;
    errors.push('returnPassenger');
    issues.add('paxRange');
  }
  // searchFromParams reads a minute off the steps ('07', '60') as unset: the time is marked
  if (present(params, 'departMin') && next.departMin === '') {
    errors.push('departTime');
    issues.add('minuteStep');
  }
  if (next.tab === 0 && present(params, 'returnMin') && next.returnMin === '') {
    errors.push('returnTime');
    issues.add('minuteStep');
  }
  if (next.departDate && next.departDate < today) {
    next.departDate = '';
    errors.push('departDate');
    issues.add('pastDate');
  }
  if (next.tab === 0 && next.returnDate) {
    if (next.returnDate < today) {
      next.returnDate = '';
      errors.push('returnDate');
      issues.add('pastDate');
    } else if (next.departDate && next.returnDate < next.departDate) {
      next.returnDate = '';
      errors.push('returnDate');
      issues.add('returnBeforeOutbound');
    }
  }
  const gone = (date: string, hour: string, minute: string) =>
    nowTime !== undefined && date === today && hour !== '' && minute !== '' && `${hour}:${minute}` < nowTime;
  if (gone(next.departDate, next.departTime, next.departMin)) {
    next.departTime = '';
    next.departMin = '';
    errors.push('departTime');
    issues.add('pastTime');
  }
  if (next.tab === 0 && gone(next.returnDate, next.returnTime, next.returnMin)) {
    next.returnTime = '';
    next.returnMin = '';
    errors.push('returnTime');
    issues.add('pastTime');
  }
  return { values: next, errors, issues: [...issues] };
}
