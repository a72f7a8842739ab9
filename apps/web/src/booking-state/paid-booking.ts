import { z } from 'zod';
import { readStored, writeStored } from '../lib/storage.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { SuccessStateSchema, type SuccessState } from './journey.ts';

/** A booking completed in this browser: its journey's quote and its reference (ADR 017 row 3). */
const CompletedBookingSchema = z.object({ quoteID: z.string(), reference: z.string() });
const CompletedBookingsSchema = z.array(CompletedBookingSchema);

/** How many completed bookings the browser remembers for the other tabs (the oldest are forgotten). */
const COMPLETED_KEPT = 10;

/**
 * Remembers the booking just paid (docs/architecture.md §7 "Back after paying leads to the booking's
 * summary"): its success state, in sessionStorage (this tab only, gone when it closes), written as the
 * payment completes and read by the steps before it. Its quote and reference also go to the
 * completed bookings in localStorage, which the other tabs read (ADR 017 row 3).
 */
export function rememberPaidBooking(success: SuccessState): void {
  writeStored(STORAGE_KEYS.paidBooking, success, 'session');
  const { quoteID } = success.param.quote;
  const earlier = (readStored(STORAGE_KEYS.completedBookings, CompletedBookingsSchema, 'local') ?? []).filter(
    (b) => b.quoteID !== quoteID,
  );
  writeStored(
    STORAGE_KEYS.completedBookings,
    [...earlier, { quoteID, reference: success.reference }].slice(-COMPLETED_KEPT),
    'local',
  );
}

/**
 * The reference of the booking another tab completed for the quote `quoteID`, or null (ADR 017
 * row 3): a tab still on a step of that journey (a duplicated tab, a second window) says so instead
 * of taking the traveller through it again. Call it after paidBookingOf: this tab's own paid
 * booking shows its summary.
 */
export function completedElsewhereOf(quoteID: string | undefined): string | null {
  if (quoteID === undefined) return null;
  const completed = readStored(STORAGE_KEYS.completedBookings, CompletedBookingsSchema, 'local') ?? [];
  return completed.find((b) => b.quoteID === quoteID)?.reference ?? null;
}

/** The booking paid in this tab, parsed (a value that does not parse counts as none), or null. */
export function paidBooking(): SuccessState | null {
  return readStored(STORAGE_KEYS.paidBooking, SuccessStateSchema, 'session');
}

/**
 * The paid booking whose journey is the quote `quoteID`, or null (docs/architecture.md §7): a booking step
 * that finds one is a step of a paid booking (reached with Back) and shows the booking's summary
 * instead. A new search's quote has another id, so a new booking is never stopped.
 */
export function paidBookingOf(quoteID: string | undefined): SuccessState | null {
  const paid = paidBooking();
  return paid && quoteID !== undefined && paid.param.quote.quoteID === quoteID ? paid : null;
}
