import { formatLocalDate } from '@alpine/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { OperatorContact } from '../../../config.ts';
import { legHeading, ticketTitle, type BookingConfirmationDetails } from '../confirmation-details.ts';

/** File name of a booking's e-ticket. */
export const eTicketFilename = (reference: string) => `e-ticket-${reference}.pdf`;

/**
 * The PDF e-ticket of a booking (issue 4 §6; pdfkit): reference with a QR code of it (qrcode),
 * traveller, and per leg the route, date, pick-up time in the origin's local time (its zone
 * named), meeting point, passengers, ticket and extras; the operator's name and phone (configuration,
 * issue 8 §4). A4, Helvetica.
 */
export async function renderETicket(
  d: BookingConfirmationDetails,
  operator: OperatorContact,
): Promise<Buffer> {
  const qr = await QRCode.toBuffer(d.reference, { type: 'png', margin: 1, width: 160 });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `E-ticket ${d.reference}`, Author: operator.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#0b4f8a').text(`${operator.name} - E-ticket`);
  doc.moveDown(0.5).fillColor('#1b1b1b').fontSize(12).font('Helvetica');
  doc.text('Booking reference: ', { continued: true }).font('Helvetica-Bold').text(d.reference);
  doc.font('Helvetica').text(`Traveller: ${d.firstName} ${d.lastName}`);
  doc.image(qr, 420, 50, { width: 120 });
  doc.moveDown(1.5);

  d.legs.forEach((leg, i) => {
    doc.font('Helvetica-Bold').fontSize(13).fillColor('#0b4f8a');
    doc.text(legHeading(i));
    doc.font('Helvetica').fontSize(11).fillColor('#1b1b1b');
    doc.text(`Route: ${leg.originName} - ${leg.destinationName}`);
    doc.text(`Date: ${formatLocalDate(leg.date)}`);
    doc.text(`Pick-up time: ${leg.time} (local time, ${leg.timeZone ?? 'Europe/Zurich'})`);
    doc.text(`Meeting point: ${leg.originAddress || leg.originName}`);
    doc.text(`Drop-off: ${leg.destinationAddress || leg.destinationName}`);
    doc.text(`Ticket: ${ticketTitle(leg.product)}`);
    doc.text(`Passengers: ${leg.pax}`);
    if (leg.flight) doc.text(`Flight: ${leg.flight}`);
    const extras = (leg.extras ?? []).map((e) => `${e.quantity} x ${e.item}`).join(', ');
    doc.text(`Extras: ${extras || 'none'}`);
    doc.moveDown(1);
  });

  doc.fontSize(10).fillColor('#555');
  doc.text('Show this ticket or the booking reference to the driver at the meeting point.');
  doc.text(`Questions or delays: call us on ${operator.phone}.`);
  doc.end();
  return done;
}
