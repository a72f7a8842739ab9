import type { AddressesService } from '../addresses/addresses.service.ts';
import type { Principal } from '../../http/principal.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { QuotesForBookings } from '../quotes/quotes-port.ts';
import type { BookingMailOutbox, ReviewExpiredNotice } from './ports.ts';
import type { PayLinks } from './payments-and-confirmation/pay-links.ts';
import type { BookingsRepository } from './bookings.repository.ts';

/**
 * What the bookings service needs. `outbox` records the confirmation e-mail in the confirming
 * transaction (ADR 009); `onConfirmed` runs once per confirmed booking after the commit;
 * `onReviewExpired` once per booking whose review deadline passed (the e-mail, ADR 010);
 * `reviewHoldHours` is REVIEW_HOLD_HOURS (default 24).
 */
export interface BookingsDeps {
  repository: BookingsRepository;
  /** The quotes module's port (quotes-port.ts): redeem a quoteID, partners, promotion uses, seatsChanged. */
  quotes: QuotesForBookings;
  addresses: Pick<AddressesService, 'getMany' | 'usableBy'>;
  locations: Pick<LocationsService, 'get' | 'namer'>;
  /** The customers module's rule: may `principal` book as `customerID` (ADR 008)? */
  customers: { mayBookAs: (customerID: number, principal: Principal) => Promise<boolean> };
  now: () => Date;
  outbox?: BookingMailOutbox;
  onConfirmed?: (bookingID: number) => void | Promise<void>;
  onReviewExpired?: (notice: ReviewExpiredNotice) => Promise<unknown>;
  reviewHoldHours?: number;
  /** Signed pay links of reviewed bookings the operator confirmed (ADR 019). */
  payLinks?: PayLinks;
  /** Delivers a recorded e-mail by its dedup key after the commit (mail.deliverKey). */
  deliverMail?: (dedupKey: string) => Promise<unknown>;
  log?: { error: (obj: object, msg: string) => void };
}

/**
 * Delivers an e-mail recorded in the outbox by its dedup key, after the commit (deps.deliverMail).
 * Never throws: a failure is logged and the mail module's outbox job retries it (ADR 009).
 */
export async function deliverAfterCommit(deps: BookingsDeps, dedupKey: string): Promise<void> {
  try {
    await deps.deliverMail?.(dedupKey);
  } catch (err) {
    deps.log?.error({ err, key: dedupKey }, 'an e-mail failed after the commit; the outbox job retries it');
  }
}
