import {
  addDurationToTime,
  formatLocalDate,
  formatMoney,
  fromMinor,
  OPTION_TITLES,
  type OptionType,
} from '@alpine/domain';
import type { ConfirmationDetails, ConfirmationLeg } from '../bookings/confirmation-details.ts';
import { calendarFilename, renderLegCalendar } from './calendar.ts';
import { eTicketFilename, renderETicket } from './e-ticket.ts';
import type { MailAttachment, MailMessage, MailRenderer } from './mail.service.ts';

/** What the booking confirmation needs: bookings.confirmationDetails answers it (one shape, owned there). */
export type BookingConfirmationDetails = ConfirmationDetails;

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const legHeading = (index: number) => (index === 0 ? 'OUTBOUND JOURNEY' : 'RETURN JOURNEY');
const times = (leg: ConfirmationLeg) =>
  `${leg.time} - ${addDurationToTime(leg.time, leg.durationMinutes * 60)}`;
const ticket = (leg: ConfirmationLeg) => {
  const title = OPTION_TITLES[leg.product as OptionType]?.title ?? leg.product.replace(/_/g, ' ');
  return title.charAt(0).toUpperCase() + title.slice(1);
};
const passengers = (pax: number) => `${pax} passenger${pax === 1 ? '' : 's'}`;

/**
 * The booking confirmation e-mail (issue 3 §6; spec part 2 §2.7): reference, route, One Way or
 * Return, each leg's date ('ddd DD MMM YY'), departure and arrival times, ticket, passengers,
 * flight, pick-up and drop-off, and
 * the total ('CHF 12.00' or '€12.00', spec part 2 §9). HTML with a plain-text part; every value
 * is HTML-escaped.
 */
export function renderBookingConfirmation(d: BookingConfirmationDetails): {
  subject: string;
  text: string;
  html: string;
} {
  const total = formatMoney(fromMinor(d.totalMinor), d.currency);
  const first = d.legs[0];
  const route = first ? `${first.originName} - ${first.destinationName}` : '';
  const kind = d.legs.length > 1 ? 'Return' : 'One Way';
  const subject = `Your transfer booking ${d.reference} is confirmed`;

  const textLegs = d.legs.map((leg, i) =>
    [
      legHeading(i),
      `${formatLocalDate(leg.date)}, ${times(leg)}`,
      `${leg.originName} - ${leg.destinationName}`,
      `${ticket(leg)}, ${passengers(leg.pax)}`,
      ...(leg.flight ? [`Flight: ${leg.flight}`] : []),
      `Pick-up: ${leg.originAddress || leg.originName}`,
      `Drop-off: ${leg.destinationAddress || leg.destinationName}`,
    ].join('\n'),
  );
  const text = [
    `Dear ${d.firstName} ${d.lastName},`,
    '',
    'Thank you for booking. Your booking has been successful.',
    '',
    `Reservation Number: ${d.reference}`,
    `${route} (${kind})`,
    '',
    ...textLegs.flatMap((t) => [t, '']),
    `Total: ${total}`,
    '',
    'Please keep this e-mail: show the reservation number to the driver.',
    'Your e-ticket (PDF) and a calendar entry for each journey are attached.',
  ].join('\n');

  const e = escapeHtml;
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555;font-weight:normal">${e(label)}</th><td style="padding:4px 0">${e(value)}</td></tr>`;
  const htmlLegs = d.legs
    .map(
      (
        leg,
        i,
      ) => `<h3 style="margin:24px 0 8px;font-size:14px;letter-spacing:.05em;color:#0b4f8a">${e(legHeading(i))}</h3>
<table role="presentation" style="border-collapse:collapse;font-size:14px">
${row('Date', formatLocalDate(leg.date))}
${row('Time', times(leg))}
${row('Route', `${leg.originName} - ${leg.destinationName}`)}
${row('Ticket', ticket(leg))}
${row('Passengers', String(leg.pax))}
${leg.flight ? row('Flight', leg.flight) : ''}
${row('Pick-up', leg.originAddress || leg.originName)}
${row('Drop-off', leg.destinationAddress || leg.destinationName)}
</table>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b">
<div style="max-width:600px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="margin:0 0 8px;font-size:22px">Thank you for booking</h1>
<p>Dear ${e(d.firstName)} ${e(d.lastName)}, your booking has been successful.</p>
<p style="font-size:16px">Reservation Number: <strong>${e(d.reference)}</strong></p>
<p>${e(route)} (${e(kind)})</p>
${htmlLegs}
<p style="margin-top:24px;font-size:16px">Total: <strong>${e(total)}</strong></p>
<p style="color:#555;font-size:13px">Please keep this e-mail: show the reservation number to the driver.</p>
<p style="color:#555;font-size:13px">Your e-ticket (PDF) and a calendar entry for each journey are attached.</p>
</div></body></html>`;
  return { subject, text, html };
}

/**
 * The attachments of a confirmation (issue 4 §6): the PDF e-ticket `e-ticket-<reference>.pdf` and
 * one calendar file `<reference>-leg-<n>.ics` per leg.
 */
export async function confirmationAttachments(
  details: BookingConfirmationDetails,
  stamp: Date,
): Promise<MailAttachment[]> {
  return [
    {
      filename: eTicketFilename(details.reference),
      content: await renderETicket(details),
      contentType: 'application/pdf',
    },
    ...details.legs.map((leg, i) => ({
      filename: calendarFilename(details.reference, i + 1),
      content: renderLegCalendar({ reference: details.reference, legNumber: i + 1, leg, stamp }),
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
): Promise<MailMessage> {
  return {
    to: details.email,
    ...renderBookingConfirmation(details),
    attachments: await confirmationAttachments(details, stamp),
    dedupKey: confirmationKey(bookingID),
  };
}

/**
 * The renderer of recorded confirmations (issue 7 §4), registered in app.ts with
 * bookings.confirmationDetails: renders the e-mail, PDF and .ics at send time (wall clock stamp).
 * Throws (the outbox retries) when the details cannot be read.
 */
export function bookingConfirmationRenderer(
  details: (bookingID: number) => Promise<BookingConfirmationDetails>,
): MailRenderer {
  return async (bookingID) => bookingConfirmationMessage(bookingID, await details(bookingID), new Date());
}
