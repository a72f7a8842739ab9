import type { AddressesService } from '../addresses/addresses.service.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { QuotesService } from '../quotes/quotes.service.ts';
import type { BookingMailOutbox, BookingsForManagement } from '../bookings/ports.ts';
import { bookingCancellation, type CancellationNotice } from './booking-cancellation.ts';
import { bookingReads } from './booking-reads.ts';
import type { BookingRefunds } from './booking-refund-port.ts';
import type { Job } from '../jobs/job-runner.ts';

/** Seconds between two runs of the refund sweep. */
export const REFUND_SWEEP_SECONDS = 60;

/**
 * The refund sweep (manageBookingsService().finishRefunds) as a job of the app's runner (ADR 009:
 * it runs at start-up, then every REFUND_SWEEP_SECONDS, in one process at a time).
 */
export function refundCompletionJob(finishRefunds: (now: Date) => Promise<unknown>): Job {
  return { name: 'refund-completion', everySeconds: REFUND_SWEEP_SECONDS, run: finishRefunds };
}

/**
 * Manage-my-booking (ADR 007; ADR 013): the reads (find, passenger detail, own list) and the
 * cancellation. It owns no table: `bookings` is the bookings module's port (bookings/ports.ts,
 * ADR 013). `refunds` is the payments module's port; `outbox` records the cancellation e-mail in
 * the cancelling transaction and `notify` delivers it (ADR 009).
 */
export function manageBookingsService(deps: {
  bookings: BookingsForManagement;
  addresses: Pick<AddressesService, 'getMany'>;
  locations: Pick<LocationsService, 'get' | 'namer'>;
  quotes: Pick<QuotesService, 'seatsChanged'>;
  refunds: BookingRefunds;
  notify: (notice: CancellationNotice) => Promise<unknown>;
  outbox?: Pick<BookingMailOutbox, 'recordCancellation'>;
  now: () => Date;
}) {
  const cancellation = bookingCancellation(deps);
  return {
    reads: bookingReads(deps),
    cancel: cancellation.cancel,
    /** The refund sweep (booking-cancellation.ts finishRefunds), run as refundCompletionJob. */
    finishRefunds: cancellation.finishRefunds,
  };
}
export type ManageBookingsService = ReturnType<typeof manageBookingsService>;
