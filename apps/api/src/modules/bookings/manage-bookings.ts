import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { QuotesService } from '../quotes/quotes.service.ts';
import { bookingCancellation, type CancellationNotice } from './booking-cancellation.ts';
import { bookingCancellationRepository } from './booking-cancellation.repository.ts';
import { bookingReads } from './booking-reads.ts';
import { bookingReadsRepository } from './booking-reads.repository.ts';
import type { BookingMailOutbox } from './booking-mail-port.ts';
import type { BookingRefunds } from './booking-refund-port.ts';
import { bookingsRepository } from './bookings.repository.ts';

/**
 * Manage-my-booking (issue 4): the reads (find, passenger detail, own list) and the cancellation,
 * wired on `db`. `refunds` is the payments module's port; `outbox` records the
 * cancellation e-mail in the cancelling transaction and `notify` delivers it (issue 7 §4).
 */
export function manageBookings(deps: {
  db: Kysely<Database>;
  addresses: Pick<AddressesService, 'getMany'>;
  locations: Pick<LocationsService, 'get'>;
  quotes: Pick<QuotesService, 'seatsChanged'>;
  refunds: BookingRefunds;
  notify: (notice: CancellationNotice) => Promise<unknown>;
  outbox?: Pick<BookingMailOutbox, 'recordCancellation'>;
  now: () => Date;
}) {
  const repository = bookingsRepository(deps.db);
  const reads = bookingReadsRepository(deps.db);
  return {
    reads: bookingReads({ ...deps, repository, reads }),
    cancel: bookingCancellation({
      ...deps,
      repository,
      reads,
      cancellations: bookingCancellationRepository(deps.db),
    }),
  };
}
