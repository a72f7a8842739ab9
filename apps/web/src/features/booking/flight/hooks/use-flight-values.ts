import { useEffect, useState } from 'react';
import { z } from 'zod';
import { normaliseFlightNumber, STEP_EXTRAS, validateFlightNumber, type Extras } from '@alpine/domain';
import { readStored, writeStored } from '../../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../../lib/storage-keys.ts';
import { ExtrasSchema, type BookingInfo } from '../../../../booking-state/journey.ts';
import type { CounterKey } from '../extras-catalogue.ts';

/** What the Flight & Extras step keeps under flightValues (spec part 2 §3). */
export interface FlightValues extends Extras {
  outNumber: string;
  returnNumber: string;
  /** The 'Important' dialog has been seen (part 2 §2.3). */
  warningSeen: boolean;
}

/**
 * flightValues as read back (docs/architecture.md §1): parsed, every field optional; a value that does not
 * parse is dropped.
 */
const StoredFlightValuesSchema = ExtrasSchema.extend({
  outNumber: z.string(),
  returnNumber: z.string(),
  warningSeen: z.boolean(),
}).partial() satisfies z.ZodType<Partial<FlightValues>>;

/** The step's values: flightValues as saved over the extras and flight numbers of `info` (part 2 §3). */
export function readFlightValues(info: BookingInfo): FlightValues {
  const stored = readStored(STORAGE_KEYS.flightValues, StoredFlightValuesSchema);
  const base: FlightValues = {
    ...(Object.fromEntries(STEP_EXTRAS.map((e) => [e.info, info[e.info]])) as Extras),
    outNumber: info.outNumber,
    returnNumber: info.returnNumber,
    warningSeen: false,
  };
  return stored ? { ...base, ...stored } : base;
}

/**
 * The extras, flexi choice and flight numbers of the step (spec part 2 §2.3, §4, §5), loaded from
 * flightValues and saved there on every change so that a refresh keeps them.
 */
export function useFlightValues(info: BookingInfo) {
  const [values, setValues] = useState<FlightValues>(() => readFlightValues(info));
  const [flightErrors, setFlightErrors] = useState<{ outNumber?: string; returnNumber?: string }>({});

  useEffect(() => writeStored(STORAGE_KEYS.flightValues, values), [values]);

  /** +1 / -1, never below 0 (part 2 §2.3). */
  const step = (key: CounterKey, delta: 1 | -1) =>
    setValues((v) => ({ ...v, [key]: Math.max(0, v[key] + delta) }));
  const setFlexi = (flexi: 0 | 1) => setValues((v) => ({ ...v, flexi }));
  const markSeen = () => setValues((v) => ({ ...v, warningSeen: true }));

  /**
   * A flight number is accepted only when it follows the rule; the error clears once one is (part
   * 2 §5). What was typed is read first without spaces and in capitals (ADR 017: 'lx 345' is LX345).
   */
  const setFlightNumber = (field: 'outNumber' | 'returnNumber', typed: string) => {
    const number = normaliseFlightNumber(typed);
    const error = validateFlightNumber(number);
    setFlightErrors((e) => ({ ...e, [field]: error ?? undefined }));
    if (!error) setValues((v) => ({ ...v, [field]: number }));
  };

  return { values, flightErrors, step, setFlexi, markSeen, setFlightNumber };
}

export type FlightValuesState = ReturnType<typeof useFlightValues>;
