import { useRef, useState } from 'react';
import type { Location } from '@alpine/contract';
import { validateSearch, type SearchField, type SearchValidation } from '@alpine/domain';
import type { DeepLinkIssue } from '../deep-link-check.ts';
import { alpsNow, type SearchFormValues } from '../search-params.ts';

/** Which end of a leg the traveller's connection is at, as the fare engine decides (ADR 004). */
export type ConnectionEnd = 'arrival' | 'departure';

const isHub = (l: Location | undefined) => l?.kind === 'airport' || l?.kind === 'station';

/**
 * 'departure' when a leg goes from a resort to a hub (catch a flight), 'arrival' when it leaves a
 * hub; otherwise the spec's labels: outbound arrival, return departure (part 1 §2.1).
 */
export function connectionEnd(
  origin: Location | undefined,
  destination: Location | undefined,
  fallback: ConnectionEnd,
): ConnectionEnd {
  if (origin?.kind === 'resort' && isHub(destination)) return 'departure';
  if (isHub(origin) && destination?.kind === 'resort') return 'arrival';
  return fallback;
}

/** The connection mode implied by the chosen places: airport Flight, station Train, else Other. */
export function impliedConnection(from: Location | undefined, to: Location | undefined): 1 | 2 | 3 | null {
  const hub = isHub(from) ? from : isHub(to) ? to : undefined;
  if (hub) return hub.kind === 'airport' ? 1 : 2;
  return from && to ? 3 : null;
}

/** Sets one field of the search form (the shape of react-hook-form's setValue, which it replaced). */
export type SetSearchValue = <K extends keyof SearchFormValues>(name: K, value: SearchFormValues[K]) => void;

/**
 * The search form's state and rules (spec part 1 §4 location rules, §5 validation; part 2 §2.9):
 * From equal to To clears the other, swap exchanges them, changing any control clears the error
 * highlights, the return date never precedes the outbound date, the return passengers follow the
 * outbound's until set on their own, Book Now validates in order.
 * Plain React state (no form library on the first page, docs/architecture.md §5): `values` is what the form
 * shows, `setValue` changes one field.
 */
export function useSearchForm(
  initial: SearchFormValues,
  locations: Location[],
  /**
   * What a deep link got wrong (docs/architecture.md §7): those fields start marked, with the issues'
   * sentences.
   */
  linkProblems: { errors: SearchValidation['errors']; issues: DeepLinkIssue[] } = { errors: [], issues: [] },
) {
  const [values, setValues] = useState(initial);
  /** The latest values, for handlers that read after setting within the same event. */
  const latest = useRef(initial);
  const [validation, setValidation] = useState<SearchValidation>({
    errors: linkProblems.errors,
    message: null,
  });
  const [issues, setIssues] = useState<DeepLinkIssue[]>(linkProblems.issues);
  const byId = (id: number | null) => locations.find((l) => l.locationID === id);
  const getValues = () => latest.current;
  /** The return passengers were set on their own (or opened different): they no longer follow. */
  const returnPaxOwn = useRef(
    initial.returnPassenger !== null && initial.returnPassenger !== initial.departPassenger,
  );

  const set: SetSearchValue = (name, value) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    setValidation((v) => (v.errors.length ? { errors: [], message: null } : v));
    setIssues((i) => (i.length ? [] : i));
  };

  const applyConnection = (from: number | null, to: number | null) => {
    const mode = impliedConnection(byId(from), byId(to));
    if (mode !== null) set('selectedConnnectionType', mode);
  };

  /** Choosing From equal to the current To clears To (part 1 §4). */
  const chooseFrom = (id: number | null) => {
    const { to } = getValues();
    if (id !== null && id === to) set('to', null);
    set('from', id);
    applyConnection(id, id === to ? null : to);
  };

  /** Choosing To equal to the current From clears From (part 1 §4). */
  const chooseTo = (id: number | null) => {
    const { from } = getValues();
    if (id !== null && id === from) set('from', null);
    set('to', id);
    applyConnection(id === from ? null : from, id);
  };

  /** The swap button exchanges From and To (part 1 §4). */
  const swap = () => {
    const { from, to } = getValues();
    set('from', to);
    set('to', from);
  };

  /** The outbound date; a return date before it is cleared (part 1 §5). */
  const chooseDepartDate = (date: string) => {
    set('departDate', date);
    const back = getValues().returnDate;
    if (back && date && back < date) set('returnDate', '');
  };

  /**
   * Passengers of one direction (spec part 1 §2.1 "Passengers dropdown for each direction"; ADR 017
   * "Gaps the spec leaves, filled"): the return's follow the outbound's until the traveller sets
   * the return's on its own; from then on each keeps its own. A form that opens with different counts (a link, a saved search) starts
   * with them independent.
   */
  const choosePassengers = (leg: 'outbound' | 'return', pax: number) => {
    if (leg === 'return') {
      returnPaxOwn.current = true;
      set('returnPassenger', pax);
      return;
    }
    set('departPassenger', pax);
    if (!returnPaxOwn.current) set('returnPassenger', pax);
  };

  /**
   * Book Now: the spec's checks in order, and a time of today already gone on the Alps' clock
   * (ADR 017); null when invalid (part 1 §5, part 2 §5).
   */
  const validate = (): SearchFormValues | null => {
    const values = getValues();
    const now = alpsNow();
    const result = validateSearch(values, now.date, now.time);
    setValidation(result);
    setIssues([]);
    return result.errors.length === 0 ? values : null;
  };

  const isInvalid = (field: SearchField) => validation.errors.includes(field);

  return {
    values,
    setValue: set,
    validation,
    /** The deep link's issues still unanswered (cleared by the first change, docs/architecture.md §7). */
    issues,
    isInvalid,
    chooseFrom,
    chooseTo,
    swap,
    chooseDepartDate,
    choosePassengers,
    validate,
    byId,
  };
}
