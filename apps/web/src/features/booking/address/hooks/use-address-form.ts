import { useEffect, useState } from 'react';
import { z } from 'zod';
import { AddressSchema, type Address, type LatLng, type Location } from '@alpine/contract';
import { BOOKING_MESSAGES, DOOR_TO_DOOR_RADIUS_KM, distanceKm, withinDoorToDoor } from '@alpine/domain';
import { logFailure } from '../../../../lib/log.ts';
import { readStored, writeStored } from '../../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../../lib/storage-keys.ts';
import type { AddressSet, Journey } from '../../../../booking-state/journey.ts';
import {
  EMPTY_END,
  GENEVA_AIRPORT_ID,
  blockingFields,
  endLocation,
  genevaAirportAddress,
  isBlank,
  type EndKey,
  type EndValue,
  type ManualFields,
} from '../address-rules.ts';
import { createAddress } from '../api/create-address.ts';

/** What the address step keeps under addressValues (spec part 2 §3). */
export interface AddressValues {
  same: boolean;
  ends: Record<EndKey, EndValue>;
}

const EndValueSchema = z.object({
  selected: AddressSchema.nullable(),
  query: z.string(),
  manual: z.boolean(),
  fields: z.object({ organisation: z.string(), street: z.string(), city: z.string(), postcode: z.string() }),
  created: AddressSchema.nullable(),
}) satisfies z.ZodType<EndValue>;

/**
 * addressValues as read back (docs/architecture.md §1): parsed, each end optional; a value that does not
 * parse is dropped.
 */
const StoredAddressValuesSchema = z.object({
  same: z.boolean().optional(),
  ends: z
    .object({ from: EndValueSchema, to: EndValueSchema, from1: EndValueSchema, to1: EndValueSchema })
    .partial(),
});

export type FieldErrors = Partial<Record<EndKey, Partial<Record<keyof ManualFields, string>>>>;

const INITIAL: AddressValues = {
  same: true,
  ends: { from: EMPTY_END, to: EMPTY_END, from1: EMPTY_END, to1: EMPTY_END },
};

/**
 * What Next ends with: the modal's message (a BOOKING_MESSAGES text or 'dropOff'), the set of
 * addresses, a door-to-door address beyond the radius (`tooFar`), the stop chosen for a manual
 * address at a fixed-stop end (`stopChosen`: the traveller checks it and presses Next again), no
 * stop near it (`noStopNear`), or a silent stop.
 */
export type NextOutcome =
  | { alert: string }
  | { set: AddressSet }
  | { tooFar: { locationID: number } }
  | { stopChosen: { stop: Address; km: number; address: string } }
  | { noStopNear: true }
  | { stop: true };

/** The nearest stop of `list` to `point` by the spec's distance (part 2 §9), with its km. */
function nearestStop(list: Address[], point: LatLng): { stop: Address; km: number } | null {
  let best: { stop: Address; km: number } | null = null;
  for (const stop of list) {
    if (stop.latitude === null || stop.longitude === null) continue;
    const km = distanceKm(point, { lat: stop.latitude, lng: stop.longitude });
    if (!best || km < best.km) best = { stop, km };
  }
  return best;
}

/**
 * The address step's values and its Next (spec part 2 §4, §5, §8): restored from addressValues,
 * saved on every change; Next validates, creates the manual addresses and builds the set. A
 * manual address is created with the country of its location, found in `locations` (spec part 2
 * §7 "Create address": locationID, organisation, street, city, postcode, country; spec part 2 §7).
 * Every end offers manual entry; `required` says which sets need all four fields (ADR 017). The
 * server places a created address on the map: on a door-to-door journey (`doorToDoor`) it must
 * lie within DOOR_TO_DOOR_RADIUS_KM of the end's location; at a fixed-stop end it only picks the
 * nearest stop, which becomes the end (a coach never promises a door; ADR 017).
 */
export function useAddressForm(
  journey: Journey,
  layout: 'fixed' | 'free',
  required: Record<EndKey, boolean>,
  locations: Pick<Location, 'locationID' | 'country' | 'latitude' | 'longitude'>[] = [],
  doorToDoor = false,
) {
  const [values, setValues] = useState<AddressValues>(() => {
    const stored = readStored(STORAGE_KEYS.addressValues, StoredAddressValuesSchema);
    return stored
      ? { same: stored.same ?? INITIAL.same, ends: { ...INITIAL.ends, ...stored.ends } }
      : INITIAL;
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [blurred, setBlurred] = useState<Partial<Record<EndKey, boolean>>>({});

  useEffect(() => writeStored(STORAGE_KEYS.addressValues, values), [values]);

  const setEnd = (end: EndKey, patch: Partial<EndValue>) =>
    setValues((v) => {
      const current = v.ends[end];
      const next = { ...current, ...patch };
      if (patch.fields) next.created = null;
      return { ...v, ends: { ...v.ends, [end]: next } };
    });
  const setSame = (same: boolean) => setValues((v) => ({ ...v, same }));

  /** Typing in a manual field clears its 'Required' error (part 2 §4). */
  const setField = (end: EndKey, field: keyof ManualFields, text: string) => {
    setEnd(end, { fields: { ...values.ends[end].fields, [field]: text } });
    setErrors((e) => ({ ...e, [end]: { ...e[end], [field]: undefined } }));
  };
  const setBlurMessage = (end: EndKey, on: boolean) => setBlurred((b) => ({ ...b, [end]: on }));

  const ends: EndKey[] = journey.return && !values.same ? ['from', 'to', 'from1', 'to1'] : ['from', 'to'];

  /** Whether an end goes by its manual set: the box ticked and something typed (part 2 §4). */
  const byHand = (end: EndKey) => values.ends[end].manual && !isBlank(values.ends[end].fields);

  /** Validates every end in use (part 2 §5); returns the modal's message or null. */
  const validate = (lists: Record<EndKey, Address[]>): string | null => {
    const found: FieldErrors = {};
    let alert: string | null = null;
    for (const end of ends) {
      const value = values.ends[end];
      if (value.manual) {
        const blocking = blockingFields(value.fields, required[end]);
        if (blocking.length) {
          found[end] = Object.fromEntries(blocking.map((f) => [f, BOOKING_MESSAGES.required]));
          if (layout === 'fixed') alert ??= BOOKING_MESSAGES.fillManual;
          continue;
        }
        if (byHand(end)) continue;
      }
      if (!value.selected) {
        const airport = end === 'to' && journey.destinationId === GENEVA_AIRPORT_ID;
        if (airport && genevaAirportAddress(lists.to)) continue;
        alert ??= end === 'from' || end === 'from1' ? BOOKING_MESSAGES.selectPickUp : 'dropOff';
      }
    }
    setErrors(found);
    if (Object.keys(found).length && !alert) alert = 'manual';
    return alert;
  };

  /** Creates (once) the address typed at `end`: the stored Address, with the server's point. */
  const createTyped = async (end: EndKey): Promise<Address> => {
    const value = values.ends[end];
    if (value.created) return value.created;
    const locationID = endLocation(end, journey);
    const fields = {
      organisation: value.fields.organisation.trim(),
      street: value.fields.street.trim(),
      city: value.fields.city.trim(),
      postcode: value.fields.postcode.trim(),
    };
    const country = locations.find((l) => l.locationID === locationID)?.country;
    const placed = await createAddress({ locationID, ...fields, ...(country ? { country } : {}) });
    const created: Address = {
      addressID: placed.addressID,
      locationID,
      ...fields,
      country: country ?? '',
      latitude: placed.latitude,
      longitude: placed.longitude,
      fixed: false,
    };
    setEnd(end, { created });
    return created;
  };

  /** Next (part 2 §4): validate, create manual addresses, build the set. */
  const next = async (lists: Record<EndKey, Address[]>): Promise<NextOutcome> => {
    const alert = validate(lists);
    if (alert === 'manual') return { stop: true };
    if (alert) return { alert };
    const resolved: Partial<Record<EndKey, Address>> = {};
    for (const end of ends) {
      const value = values.ends[end];
      if (byHand(end)) {
        const created = await createTyped(end);
        const point =
          created.latitude === null || created.longitude === null
            ? null
            : { lat: created.latitude, lng: created.longitude };
        const location = locations.find((l) => l.locationID === created.locationID);
        if (layout === 'fixed') {
          if (!point) return { alert: BOOKING_MESSAGES.addressNotFound };
          const nearest = nearestStop(lists[end], point);
          if (!nearest || nearest.km > DOOR_TO_DOOR_RADIUS_KM) return { noStopNear: true };
          setEnd(end, { selected: nearest.stop, query: nearest.stop.organisation, manual: false });
          return { stopChosen: { ...nearest, address: created.organisation } };
        }
        const centre = location && { lat: location.latitude, lng: location.longitude };
        if (doorToDoor && (!centre || !withinDoorToDoor(centre, point))) {
          return { tooFar: { locationID: created.locationID } };
        }
        resolved[end] = created;
      } else {
        const airport = end === 'to' && journey.destinationId === GENEVA_AIRPORT_ID;
        const chosen = value.selected ?? (airport ? genevaAirportAddress(lists.to) : undefined);
        if (!chosen) {
          logFailure('address missing', end);
          return { stop: true };
        }
        resolved[end] = chosen;
      }
    }
    const { from, to } = resolved;
    if (!from || !to) return { stop: true };
    if (!journey.return) return { set: { from, to, from1: null, to1: null } };
    // same address: the return swaps the outbound's from and to (part 2 §4)
    const from1 = values.same ? to : resolved.from1;
    const to1 = values.same ? from : resolved.to1;
    if (!from1 || !to1) {
      logFailure('return addresses missing');
      return { stop: true };
    }
    return { set: { from, to, from1, to1 } };
  };

  return { values, errors, blurred, setEnd, setSame, setField, setBlurMessage, next, ends };
}

export type AddressFormState = ReturnType<typeof useAddressForm>;
