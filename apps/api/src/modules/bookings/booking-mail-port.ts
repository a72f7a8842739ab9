import type { DbTransaction } from '../../db/transaction.ts';

/** What a cancellation e-mail shows (manage-bookings, ADR 007); amounts in minor units of `currency`. */
export interface CancellationNotice {
  bookingID: number;
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  currency: 'CHF' | 'EUR';
  totalMinor: number;
  refundMinor: number;
  percent: number;
  /** The language the booking was made in (docs/architecture.md §6). */
  language?: string;
}

/** Whom a review e-mail greets (ADR 019; request received, expired, decided), in the booking's language. */
export interface ReviewNotice {
  bookingID: number;
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  language?: string;
}

/** A booking's ReviewNotice: its id, reference, traveller's names and e-mail, and its language. */
export function reviewNotice(
  bookingID: number,
  b: { reference: string; firstName: string; lastName: string; email: string; language?: string },
): ReviewNotice {
  return {
    bookingID,
    reference: b.reference,
    firstName: b.firstName,
    lastName: b.lastName,
    email: b.email,
    language: b.language,
  };
}

/**
 * The operator confirmed a reviewed booking (ADR 019): `payLink` (absolute URL) valid until
 * `payLinkExpiresAt` (ISO UTC), or both null for an invoice partner's booking confirmed at once.
 */
export interface ReviewConfirmedNotice extends ReviewNotice {
  currency: 'CHF' | 'EUR';
  totalMinor: number;
  payLink: string | null;
  payLinkExpiresAt: string | null;
}

/**
 * The traveller sent a booking to review (spec part 2 §4; ADR 010): the operator answers by
 * `reviewExpiresAt` (ISO UTC), until when the seats are held.
 */
export interface ReviewRequestedNotice extends ReviewNotice {
  reviewExpiresAt: string;
}

/** The operator declined a reviewed booking, for `reason` (ADR 019). */
export interface ReviewDeclinedNotice extends ReviewNotice {
  reason: string;
}

/**
 * What the bookings module asks of the mail module (ADR 009 transactional outbox; docs/architecture.md §4
 * "what must not be lost is written in the transaction it follows"; docs/architecture.md §12.14: the mail
 * module owns mail_outbox). Each call records the e-mail inside the caller's open transaction `tx`: it exists
 * if and only if the state change commits, once per booking (dedup key), and the mail module's
 * outbox job delivers it even if this process dies right after the commit. Implemented by
 * mail/booking-mail-outbox.ts; wired in app.ts.
 */
export interface BookingMailOutbox {
  /** The booking's confirmation (key `booking-confirmation:<bookingID>`), rendered with its e-ticket at send time. */
  recordConfirmation(tx: DbTransaction, bookingID: number): Promise<void>;
  /** The booking's cancellation e-mail (key `cancellation:<bookingID>`). */
  recordCancellation(tx: DbTransaction, notice: CancellationNotice): Promise<void>;
  /** The acknowledgement of a booking sent to review (key `review-requested:<bookingID>`). */
  recordReviewRequested(tx: DbTransaction, notice: ReviewRequestedNotice): Promise<void>;
  /** The operator's confirmation of a reviewed booking (key `review-confirmed:<bookingID>`; ADR 019). */
  recordReviewConfirmed(tx: DbTransaction, notice: ReviewConfirmedNotice): Promise<void>;
  /** The operator's refusal of a reviewed booking (key `review-declined:<bookingID>`; ADR 019). */
  recordReviewDeclined(tx: DbTransaction, notice: ReviewDeclinedNotice): Promise<void>;
}
