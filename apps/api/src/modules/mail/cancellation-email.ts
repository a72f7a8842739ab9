import { formatMoney, fromMinor } from '@alpine/domain';
import type { CancellationNotice } from '../bookings/booking-mail-port.ts';
import { OPERATOR_PHONE } from './e-ticket.ts';
import type { MailService, SendOutcome } from './mail.service.ts';

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The cancellation e-mail (issue 4 §4): reference, the refund and its percent of the total under
 * the cancellation policy, when it reaches the card. HTML with a plain-text part; values escaped.
 */
export function renderCancellation(n: CancellationNotice): { subject: string; text: string; html: string } {
  const refund = formatMoney(fromMinor(n.refundMinor), n.currency);
  const total = formatMoney(fromMinor(n.totalMinor), n.currency);
  const subject = `Your transfer booking ${n.reference} is cancelled`;
  const refundLine =
    n.refundMinor > 0
      ? `We refund ${refund} (${n.percent}% of ${total}) to the card you paid with; it usually arrives within 5 to 10 working days.`
      : `Under the cancellation policy no refund is due for this cancellation (total ${total}).`;
  const text = [
    `Dear ${n.firstName} ${n.lastName},`,
    '',
    `Your booking ${n.reference} has been cancelled and its seats released.`,
    '',
    refundLine,
    '',
    `Questions? Call us on ${OPERATOR_PHONE}.`,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b">
<div style="max-width:600px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="margin:0 0 8px;font-size:22px">Booking cancelled</h1>
<p>Dear ${e(n.firstName)} ${e(n.lastName)},</p>
<p>Your booking <strong>${e(n.reference)}</strong> has been cancelled and its seats released.</p>
<p style="font-size:16px">${e(refundLine)}</p>
<p style="color:#555;font-size:13px">Questions? Call us on ${e(OPERATOR_PHONE)}.</p>
</div></body></html>`;
  return { subject, text, html };
}

/** The dedup key of a booking's cancellation e-mail: one per booking. */
export const cancellationKey = (bookingID: number) => `cancellation:${bookingID}`;

/**
 * Sends the cancellation e-mail of a booking once (dedup key `cancellation:<bookingID>`): when the
 * cancellation's transaction recorded it already, this delivers that one (issue 7 §4).
 */
export function sendCancellation(mail: MailService, n: CancellationNotice): Promise<SendOutcome> {
  return mail.send({ to: n.email, ...renderCancellation(n), dedupKey: cancellationKey(n.bookingID) });
}
