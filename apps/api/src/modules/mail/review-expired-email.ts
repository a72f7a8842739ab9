import type { ReviewExpiredNotice } from '../bookings/booking-review.ts';
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
 * The e-mail of a booking whose review deadline passed (issue 7 §8: the traveller is told): the
 * reference, that the held seats were released and nothing was charged, what to do next. English
 * for now (the catalogue pass of STYLE habit 17 comes later). HTML with a plain-text part; values escaped.
 */
export function renderReviewExpired(n: ReviewExpiredNotice): { subject: string; text: string; html: string } {
  const subject = `Your transfer request ${n.reference} has expired`;
  const lines = [
    `We could not confirm your request ${n.reference} in time, so it has expired and the seats we were holding are released.`,
    'You have not been charged.',
    `To travel, please search again, or call us on ${OPERATOR_PHONE}.`,
  ];
  const text = [`Dear ${n.firstName} ${n.lastName},`, '', ...lines].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b">
<div style="max-width:600px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="margin:0 0 8px;font-size:22px">Request expired</h1>
<p>Dear ${e(n.firstName)} ${e(n.lastName)},</p>
${lines.map((l) => `<p>${e(l)}</p>`).join('\n')}
</div></body></html>`;
  return { subject, text, html };
}

/** Sends the expired-review e-mail of a booking once (dedup key `review-expired:<bookingID>`). */
export function sendReviewExpired(mail: MailService, n: ReviewExpiredNotice): Promise<SendOutcome> {
  return mail.send({ to: n.email, ...renderReviewExpired(n), dedupKey: `review-expired:${n.bookingID}` });
}
