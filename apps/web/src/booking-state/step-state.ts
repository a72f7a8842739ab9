import type { z } from 'zod';
import { NO_EXTRAS } from '@alpine/domain';
import { readStoredParsed, writeStored } from '../lib/storage.ts';
import type { StorageKey } from '../lib/storage-keys.ts';
import { StepStateSchema, type BookingInfo, type CustomerDetails, type StepState } from './journey.ts';

/**
 * A journey state read from navigation or storage (docs/architecture.md §1): valid, missing (neither holds
 * one) or invalid (one holds a value that does not parse: stale from an older version, or tampered).
 */
export type JourneyRead<T> = { status: 'valid'; value: T } | { status: 'missing' } | { status: 'invalid' };

/**
 * Parses a step's state from navigation, or lacking a valid one there, from its storage key
 * (spec part 2 §2.3, §2.4, §3). Missing when neither holds anything; invalid when something is
 * there but does not parse with `schema`.
 */
export function readJourneyState<T>(
  navigationState: unknown,
  schema: z.ZodType<T>,
  key: StorageKey,
): JourneyRead<T> {
  const fromNavigation = navigationState == null ? null : schema.safeParse(navigationState);
  if (fromNavigation?.success) return { status: 'valid', value: fromNavigation.data };
  const stored = readStoredParsed(key, schema);
  if (stored.status === 'valid') return stored;
  return fromNavigation || stored.status === 'invalid' ? { status: 'invalid' } : { status: 'missing' };
}

/** The { param, customerId, info } state of the steps after the personal one (part 2 §2.3-§2.6). */
export function readStepState(navigationState: unknown, key: StorageKey): JourneyRead<StepState> {
  return readJourneyState(navigationState, StepStateSchema, key);
}

/** Saves a step's state under its key (part 2 §3). */
export function saveStepState(key: StorageKey, state: StepState): void {
  writeStored(key, state);
}

/** A fresh info record for a customer: no extras, no flight numbers (part 2 §4 "Flexi ... default no"). */
export function newInfo(customer: CustomerDetails, customerId: number | null): BookingInfo {
  return {
    ...NO_EXTRAS,
    ...customer,
    children: 0,
    outNumber: '',
    returnNumber: '',
    customer_id: customerId,
  };
}
