import type { Address, Quote } from '@alpine/contract';
import { NO_EXTRAS, type Extras, type Row } from '@alpine/domain';
import { readStored, writeStored } from '../../lib/storage.ts';
import type { StorageKey } from '../../lib/storage-keys.ts';

/** A promotion as quotes carry it (spec part 1 §3 "Quote"). */
export type Promotion = NonNullable<Quote['promotion']>;

/** The chosen addresses of both legs (spec part 2 §3 "Journey state" address). */
export interface AddressSet {
  from: Address;
  to: Address;
  from1: Address | null;
  to1: Address | null;
}

/**
 * The journey state handed from step to step (spec part 2 §3 "Journey state (param)"): the option
 * chosen on the results screen, and the addresses once the address step is done. Structurally the
 * results screen's chosen option, which the routes pass in.
 */
export interface Journey {
  title: string;
  type?: string;
  currency: string;
  private: boolean;
  pax: number;
  returnPax: number | null;
  return: boolean;
  returnDate: string | null;
  origin: string;
  destination: string;
  originId: number;
  destinationId: number;
  connection: { date: string; time: string; modeID: number };
  price: number;
  originalPrice: number;
  go: Row<Quote>[];
  back: Row<Quote>[];
  quote: Quote;
  quote1: Quote | null;
  promotion: Promotion | null;
  address?: AddressSet;
}

/** The customer as entered on the personal step (spec part 2 §3 "Customer"). */
export interface CustomerDetails {
  firstName: string;
  lastName: string;
  email: string;
  /** Dial code followed by the number, e.g. '+447900123456'. */
  mobile: string;
}

/** Extras and the rest of the booking (spec part 2 §3 "Extras (info)"). */
export interface BookingInfo extends Extras, CustomerDetails {
  children: number;
  outNumber: string;
  returnNumber: string;
  customer_id: number | null;
  bookingID?: number | null;
  reference?: string | null;
  /** How many legs were already added to the booking (a retried payment does not add them twice). */
  legsAdded?: number;
}

/** Navigation state of the steps after the personal one: { param, customerId, info } (part 2 §2.3-§2.6). */
export interface StepState {
  param: Journey;
  customerId: number | null;
  info: BookingInfo;
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

function isStepState(value: unknown): value is StepState {
  const v = value as Partial<StepState> | null;
  return !!v && typeof v === 'object' && !!v.param?.quote && !!v.info && Array.isArray(v.param.go);
}

/** The step's state from navigation, or lacking that from its storage key (part 2 §2.3, §2.4, §3). */
export function readStepState(navigationState: unknown, key: StorageKey): StepState | null {
  if (isStepState(navigationState)) return navigationState;
  const stored = readStored<StepState>(key);
  return isStepState(stored) ? stored : null;
}

/** Saves a step's state under its key (part 2 §3). */
export function saveStepState(key: StorageKey, state: StepState): void {
  writeStored(key, state);
}
