import type { OperatorContact } from '../../config.ts';
import type { CancellationNotice, ReviewExpiredNotice } from '../bookings/ports.ts';
import { calendarFilename, renderLegCalendar } from './attachments/calendar.ts';
import { eTicketFilename, renderETicket } from './attachments/e-ticket.ts';
import type { BookingConfirmationDetails } from './confirmation-details.ts';
import type { MailAttachment, MailMessage, MailRenderer, MailService, SendOutcome } from './mail.service.ts';
import { renderBookingConfirmation } from './templates/booking-confirmation.ts';
import { renderCancellation } from './templates/cancellation.ts';
import { renderReviewExpired } from './templates/review-expired.ts';

/**
 * The attachments of a confirmation (docs/architecture.md §8): the PDF e-ticket `e-ticket-<reference>.pdf`
 * and one calendar file `<reference>-leg-<n>.ics` per leg, DTSTAMP `stamp` (UTC); their names in the
 * booking's language (billet-, -trajet- in French; billete-, -trayecto- in Spanish).
 */
export async function confirmationAttachments(
  details: BookingConfirmationDetails,
  stamp: Date,
  operator: OperatorContact,
): Promise<MailAttachment[]> {
  return [
    {
      filename: eTicketFilename(details.reference, details.language),
      content: await renderETicket(details, operator),
      contentType: 'application/pdf',
    },
    ...details.legs.map((leg, i) => ({
      filename: calendarFilename(details.reference, i + 1, details.language),
      content: renderLegCalendar({
        reference: details.reference,
        legNumber: i + 1,
        leg,
        stamp,
        operator,
        language: details.language,
      }),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    })),
  ];
}

/** The kind of a recorded confirmation payload, and its dedup key: one confirmation per booking. */
export const CONFIRMATION_KIND = 'booking-confirmation';
export const confirmationKey = (bookingID: number) => `booking-confirmation:${bookingID}`;

/** The confirmation e-mail of a booking with its e-ticket and calendar files (stamped `stamp`). */
export async function bookingConfirmationMessage(
  bookingID: number,
  details: BookingConfirmationDetails,
  stamp: Date,
  operator: OperatorContact,
): Promise<MailMessage> {
  return {
    to: details.email,
    ...renderBookingConfirmation(details),
    attachments: await confirmationAttachments(details, stamp, operator),
    dedupKey: confirmationKey(bookingID),
  };
}

/**
 * The renderer of recorded confirmations (ADR 009), registered in app.ts with the operator of
 * the configuration and bookings.confirmationDetails: renders the e-mail, PDF and .ics at send
 * time (wall clock stamp). Throws (the outbox retries) when the details cannot be read.
 */
export function bookingConfirmationRenderer(
  operator: OperatorContact,
  details: (bookingID: number) => Promise<BookingConfirmationDetails>,
): MailRenderer {
  return async (bookingID) =>
    bookingConfirmationMessage(bookingID, await details(bookingID), new Date(), operator);
}

/** The dedup key of a booking's cancellation e-mail: one per booking. */
export const cancellationKey = (bookingID: number) => `cancellation:${bookingID}`;

/** The cancellation e-mail of a booking as a message (dedup key `cancellation:<bookingID>`). */
export const cancellationMessage = (n: CancellationNotice, operator: OperatorContact) => ({
  to: n.email,
  ...renderCancellation(n, operator),
  dedupKey: cancellationKey(n.bookingID),
});

/**
 * Sends the cancellation e-mail of a booking once (dedup key `cancellation:<bookingID>`): when the
 * cancellation's transaction recorded it already, this delivers that one (ADR 009).
 */
export function sendCancellation(mail: MailService, n: CancellationNotice): Promise<SendOutcome> {
  return mail.send(cancellationMessage(n, mail.operator));
}

/** Sends the expired-review e-mail of a booking once (dedup key `review-expired:<bookingID>`; ADR 010). */
export function sendReviewExpired(mail: MailService, n: ReviewExpiredNotice): Promise<SendOutcome> {
  return mail.send({
    to: n.email,
    ...renderReviewExpired(n, mail.operator),
    dedupKey: `review-expired:${n.bookingID}`,
  });
}
