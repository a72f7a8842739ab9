import type { Address, Location } from '@alpine/contract';
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

/** Which layout (part 2 §2.4): fixed stops when shared or journey.fixed, else free addresses. */
export function addressLayout(journey: Pick<Journey, 'private' | 'quote'>): 'fixed' | 'free' {
  return !journey.private || journey.quote.journey.fixed ? 'fixed' : 'free';
}

/** The location of an end: the outbound leaves the origin; the return leaves the destination. */
export function endLocation(end: EndKey, journey: Pick<Journey, 'originId' | 'destinationId'>): number {
  return end === 'from' || end === 'to1' ? journey.originId : journey.destinationId;
}

/**
 * Where manual fields appear (spec part 2 §2.4, §5): only when the origin location has
 * addressAtOrigin or the destination has addressAtDestination (the spec's id lists); then at the
 * origin end, and at the destination end unless the destination is Geneva Airport (id 1).
 */
export function manualEnds(
  journey: Pick<Journey, 'originId' | 'destinationId'>,
  locations: Pick<Location, 'locationID' | 'addressAtOrigin' | 'addressAtDestination'>[],
): Record<EndKey, boolean> {
  const origin = locations.find((l) => l.locationID === journey.originId);
  const destination = locations.find((l) => l.locationID === journey.destinationId);
  const any = !!origin?.addressAtOrigin || !!destination?.addressAtDestination;
  const atDestination = any && journey.destinationId !== GENEVA_AIRPORT_ID;
  return { from: any, to1: any, to: atDestination, from1: atDestination };
}

/** The airport return's drop-off: the list entry with locationID 1 and city Geneve (part 2 §5). */
export function genevaAirportAddress(list: Address[]): Address | undefined {
  return list.find((a) => a.locationID === GENEVA_AIRPORT_ID && a.city === 'Geneve');
}

/** The empty manual fields of an end ('Required' each, part 2 §5). */
export function missingFields(fields: ManualFields): (keyof ManualFields)[] {
  return MANUAL_FIELDS.filter((f) => fields[f].trim() === '');
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
