import type { Address, Location } from '@alpine/contract';
import { originEndRequired } from '@alpine/domain';
import type { Journey } from '../../../booking-state/journey.ts';

/** Geneva Airport (spec part 2 §9 "Special location ids"). */
export const GENEVA_AIRPORT_ID = 1;

/** The four address ends (spec part 2 §3 "address {from, to, from1, to1}"). */
export type EndKey = 'from' | 'to' | 'from1' | 'to1';

/** The manual address of one end (spec part 2 §2.4 "Manual fields"). */
export interface ManualFields {
  organisation: string;
  street: string;
  city: string;
  postcode: string;
}
export const MANUAL_FIELDS: (keyof ManualFields)[] = ['organisation', 'street', 'city', 'postcode'];
export const EMPTY_MANUAL: ManualFields = { organisation: '', street: '', city: '', postcode: '' };

/** One end as the visitor left it: chosen from the list, or typed in by hand (part 2 §4). */
export interface EndValue {
  selected: Address | null;
  query: string;
  manual: boolean;
  fields: ManualFields;
  /** The address created from the manual fields, reused until they change. */
  created: Address | null;
}
export const EMPTY_END: EndValue = {
  selected: null,
  query: '',
  manual: false,
  fields: EMPTY_MANUAL,
  created: null,
};

/**
 * Which layout (spec part 2 §2.4; ADR 017): fixed stops for a fixed-stop coach (the quote's
 * journey.fixed), free addresses otherwise: private journeys and shared door-to-door ones, which
 * drive to the traveller's accommodation (the spec gives every shared journey the fixed layout).
 */
export function addressLayout(journey: Pick<Journey, 'private' | 'quote'>): 'fixed' | 'free' {
  return journey.quote.journey.fixed ? 'fixed' : 'free';
}

/**
 * A shared door-to-door journey (not private, not fixed): its addresses must lie within
 * DOOR_TO_DOOR_RADIUS_KM of the end's location (ADR 017, ADR 018).
 */
export function isDoorToDoor(journey: Pick<Journey, 'private' | 'quote'>): boolean {
  return !journey.private && !journey.quote.journey.fixed;
}

/** The location of an end: the outbound leaves the origin; the return leaves the destination. */
export function endLocation(end: EndKey, journey: Pick<Journey, 'originId' | 'destinationId'>): number {
  return end === 'from' || end === 'to1' ? journey.originId : journey.destinationId;
}

/**
 * Which ends' manual sets must have all four fields (spec part 2 §5): the destination ends ('to',
 * 'from1') always, except the outbound drop-off at Geneva Airport (id 1, "skipped"); the origin
 * ends ('from', 'to1') when the origin has addressAtOrigin or the destination addressAtDestination
 * (the spec's id lists). Every end offers manual entry (ADR 017): only this check depends on the lists.
 */
export function requiredEnds(
  journey: Pick<Journey, 'originId' | 'destinationId'>,
  locations: Pick<Location, 'locationID' | 'addressAtOrigin' | 'addressAtDestination'>[],
): Record<EndKey, boolean> {
  const origin = locations.find((l) => l.locationID === journey.originId);
  const destination = locations.find((l) => l.locationID === journey.destinationId);
  const atOrigin = originEndRequired(origin, destination);
  return { from: atOrigin, to1: atOrigin, to: journey.destinationId !== GENEVA_AIRPORT_ID, from1: true };
}

/** The airport return's drop-off: the list entry with locationID 1 and city Geneve (part 2 §5). */
export function genevaAirportAddress(list: Address[]): Address | undefined {
  return list.find((a) => a.locationID === GENEVA_AIRPORT_ID && a.city === 'Geneve');
}

/** The empty manual fields of an end ('Required' each, part 2 §5). */
export function missingFields(fields: ManualFields): (keyof ManualFields)[] {
  return MANUAL_FIELDS.filter((f) => fields[f].trim() === '');
}

/**
 * The fields of a manual set that stop Next (spec part 2 §5; ADR 017): all the empty ones where
 * the set is `required`; elsewhere only the Hotel or Chalet name, and only once something is typed
 * (an untouched optional set is no address: the end's list choice counts instead).
 */
export function blockingFields(fields: ManualFields, required: boolean): (keyof ManualFields)[] {
  const missing = missingFields(fields);
  if (required) return missing;
  if (missing.length === MANUAL_FIELDS.length) return [];
  return missing.includes('organisation') ? ['organisation'] : [];
}

/** Whether nothing is typed in a manual set. */
export function isBlank(fields: ManualFields): boolean {
  return missingFields(fields).length === MANUAL_FIELDS.length;
}

/** What a search result shows: organisation, city, street, postcode (part 2 §2.4). */
export function addressText(a: Pick<Address, 'organisation' | 'city' | 'street' | 'postcode'>): string {
  return [a.organisation, a.city, a.street, a.postcode].filter(Boolean).join(', ');
}

/** Lower case without accents: what typed text is compared in ("hotel" finds "Hôtel"). */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Whether an address line (organisation, city, street, postcode) contains every word of `query`,
 * ignoring case and accents; an empty query matches everything (part 2 §2.4).
 */
export function matchesQuery(
  a: Pick<Address, 'organisation' | 'city' | 'street' | 'postcode'>,
  query: string,
): boolean {
  const text = folded(addressText(a));
  return folded(query)
    .split(/\s+/)
    .every((word) => text.includes(word));
}

/** Search-as-you-type over a location's addresses (part 2 §2.4): the first `limit` that match. */
export function searchAddresses(list: Address[], query: string, limit = 50): Address[] {
  if (query.trim() === '') return list.slice(0, limit);
  return list.filter((a) => matchesQuery(a, query)).slice(0, limit);
}
