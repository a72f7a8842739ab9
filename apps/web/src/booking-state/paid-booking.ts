import { readStored, writeStored } from '../lib/storage.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { SuccessStateSchema, type SuccessState } from './journey.ts';

/**
 * Remembers the booking just paid (issue 10 §6 "Back after paying leads to the booking's summary"):
 * its success state, in sessionStorage (this tab only, gone when it closes), written as the
 * payment completes and read by the steps before it.
 */
export function rememberPaidBooking(success: SuccessState): void {
  writeStored(STORAGE_KEYS.paidBooking, success, 'session');
}

/** The booking paid in this tab, parsed (a value that does not parse counts as none), or null. */
export function paidBooking(): SuccessState | null {
  return readStored(STORAGE_KEYS.paidBooking, SuccessStateSchema, 'session');
}

/**
 * The paid booking whose journey is the quote `quoteID`, or null (issue 10 §6): a booking step
 * that finds one is a step of a paid booking (reached with Back) and shows the booking's summary
 * instead. A new search's quote has another id, so a new booking is never stopped.
 */
export function paidBookingOf(quoteID: string | undefined): SuccessState | null {
  const paid = paidBooking();
  return paid && quoteID !== undefined && paid.param.quote.quoteID === quoteID ? paid : null;
}
