import QRCode from 'qrcode';
import type { OperatorContact } from '../../../config.ts';
import { PDF_FONT, pdfDocument } from '../../../pdf/pdf-fonts.ts';
import type { BookingConfirmationDetails } from '../confirmation-details.ts';
import { extraName, mailDate, mailText, mailTextAround, productName } from '../templates/mail-texts.ts';

/** Width (points) of the lines beside the QR code (drawn at x 420): a long name wraps before it. */
const HEAD_WIDTH = 360;

/** File name of a booking's e-ticket in its language: e-ticket-, billet- or billete-<reference>.pdf. */
export const eTicketFilename = (reference: string, language?: string) =>
  `${mailText(language, 'ticket:fileName')}-${reference}.pdf`;

/**
 * The PDF e-ticket of a booking (docs/architecture.md §8; pdfkit): reference with a QR code of it (qrcode),
 * traveller, and per leg the route, date, pick-up time in the origin's local time (its zone
 * named), meeting point, passengers, ticket and extras; the operator's name and phone (configuration,
 * docs/architecture.md §8). A4, DejaVu Sans embedded (ADR 020: names in any Latin, Greek or Cyrillic script
 * print; a character the font lacks prints as '?'). Written in the language the booking was made in (`d.language`;
 * docs/architecture.md §6): labels, date, ticket and extras.
 */
export async function renderETicket(
  d: BookingConfirmationDetails,
  operator: OperatorContact,
): Promise<Buffer> {
  const l = d.language;
  const x = (key: string, values?: Record<string, string>) => mailText(l, `ticket:${key}`, values);
  const [referenceLabel, reference] = mailTextAround(l, 'ticket:reference', 'reference', {
    reference: d.reference,
  });
  const qr = await QRCode.toBuffer(d.reference, { type: 'png', margin: 1, width: 160 });
  const doc = pdfDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${x('title')} ${d.reference}`, Author: operator.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .font(PDF_FONT.bold)
    .fontSize(20)
    .fillColor('#0b4f8a')
    .text(`${operator.name} - ${x('title')}`, { width: HEAD_WIDTH });
  doc.moveDown(0.5).fillColor('#1b1b1b').fontSize(12).font(PDF_FONT.regular);
  doc.text(referenceLabel, { continued: true }).font(PDF_FONT.bold).text(reference);
  doc.font(PDF_FONT.regular).text(`${x('traveller')}: ${d.firstName} ${d.lastName}`, { width: HEAD_WIDTH });
  doc.image(qr, 420, 50, { width: 120 });
  doc.moveDown(1.5);

  d.legs.forEach((leg, i) => {
    doc.font(PDF_FONT.bold).fontSize(13).fillColor('#0b4f8a');
    doc.text(x(i === 0 ? 'outbound' : 'returnJourney'));
    doc.font(PDF_FONT.regular).fontSize(11).fillColor('#1b1b1b');
    const pickUpTime = x('pickUpTime', { time: leg.time, zone: leg.timeZone ?? 'Europe/Zurich' });
    doc.text(`${x('route')}: ${leg.originName} - ${leg.destinationName}`);
    doc.text(`${x('date')}: ${mailDate(leg.date, l)}`);
    doc.text(`${x('pickUp')}: ${pickUpTime}`);
    doc.text(`${x('meetingPoint')}: ${leg.originAddress || leg.originName}`);
    doc.text(`${x('dropOff')}: ${leg.destinationAddress || leg.destinationName}`);
    doc.text(`${x('ticket')}: ${productName(leg.product, l)}`);
    doc.text(`${x('passengers')}: ${leg.pax}`);
    if (leg.flight) doc.text(`${x('flight')}: ${leg.flight}`);
    const extras = (leg.extras ?? []).map((e) => `${e.quantity} x ${extraName(e.item, l)}`).join(', ');
    doc.text(`${x('extras')}: ${extras || x('none')}`);
    doc.moveDown(1);
  });

  doc.fontSize(10).fillColor('#555');
  doc.text(x('show'));
  doc.text(x('questions', { phone: operator.phone }));
  doc.end();
  return done;
}
