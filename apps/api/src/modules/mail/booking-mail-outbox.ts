import type { BookingMailOutbox } from '../bookings/ports.ts';
import { CONFIRMATION_KIND, cancellationMessage, confirmationKey } from './booking-mails.ts';
import type { MailService } from './mail.service.ts';
import {
  renderReviewConfirmed,
  renderReviewDeclined,
  renderReviewRequested,
} from './templates/review-decision.ts';

/**
 * The mail module's side of BookingMailOutbox (ADR 009): records a booking's confirmation as a
 * payload ({ kind 'booking-confirmation', bookingID }, rendered with its PDF and .ics at send time
 * by the renderer app.ts registers) and its cancellation e-mail rendered at once, each in the
 * bookings module's transaction and once per booking; likewise the review e-mails (request
 * received, confirmed, declined).
 */
export function bookingMailOutbox(mail: MailService): BookingMailOutbox {
  return {
    async recordConfirmation(tx, bookingID) {
      await mail.recordIn(
        tx,
        { to: '', subject: '', text: '', html: '', dedupKey: confirmationKey(bookingID) },
        { kind: CONFIRMATION_KIND, bookingID },
      );
    },
    async recordCancellation(tx, notice) {
      await mail.recordIn(tx, cancellationMessage(notice, mail.operator));
    },
    async recordReviewRequested(tx, notice) {
      await mail.recordIn(tx, {
        to: notice.email,
        ...renderReviewRequested(notice, mail.operator),
        dedupKey: `review-requested:${notice.bookingID}`,
      });
    },
    async recordReviewConfirmed(tx, notice) {
      await mail.recordIn(tx, {
        to: notice.email,
        ...renderReviewConfirmed(notice, mail.operator),
        dedupKey: `review-confirmed:${notice.bookingID}`,
      });
    },
    async recordReviewDeclined(tx, notice) {
      await mail.recordIn(tx, {
        to: notice.email,
        ...renderReviewDeclined(notice, mail.operator),
        dedupKey: `review-declined:${notice.bookingID}`,
      });
    },
  };
}
