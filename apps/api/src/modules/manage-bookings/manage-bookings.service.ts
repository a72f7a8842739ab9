import type { AddressesService } from '../addresses/addresses.service.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { QuotesService } from '../quotes/quotes.service.ts';
import type { BookingMailOutbox, BookingsForManagement } from '../bookings/management-port.ts';
import { bookingCancellation, type CancellationNotice } from './booking-cancellation.ts';
import { bookingReads } from './booking-reads.ts';
import type { BookingRefunds } from './booking-refund-port.ts';

/**
 * Manage-my-booking (issue 4; issue 8 §1): the reads (find, passenger detail, own list) and the
 * cancellation. It owns no table: `bookings` is the bookings module's port (management-port.ts,
 * ADR 013). `refunds` is the payments module's port; `outbox` records the cancellation e-mail in
 * the cancelling transaction and `notify` delivers it (issue 7 §4).
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
  return {
    reads: bookingReads(deps),
    cancel: bookingCancellation(deps),
  };
}
export type ManageBookingsService = ReturnType<typeof manageBookingsService>;
