import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { OperatorContact } from '../../../config.ts';
import type { BookingConfirmationDetails } from '../confirmation-details.ts';
import { extraName, mailDate, mailTexts, type MailTexts } from '../templates/mail-texts.ts';

/** File name of a booking's e-ticket. */
export const eTicketFilename = (reference: string) => `e-ticket-${reference}.pdf`;

/**
 * The PDF e-ticket of a booking (issue 4 §6; pdfkit): reference with a QR code of it (qrcode),
 * traveller, and per leg the route, date, pick-up time in the origin's local time (its zone
 * named), meeting point, passengers, ticket and extras; the operator's name and phone (configuration,
 * issue 8 §4). A4, Helvetica. Written in the language the booking was made in (`d.language`; issue
 * 10 §3): labels, date, ticket and extras.
 */
export async function renderETicket(
  d: BookingConfirmationDetails,
  operator: OperatorContact,
): Promise<Buffer> {
  const t = mailTexts(d.language);
  const x = t.eTicket;
  const qr = await QRCode.toBuffer(d.reference, { type: 'png', margin: 1, width: 160 });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${x.title} ${d.reference}`, Author: operator.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#0b4f8a').text(`${operator.name} - ${x.title}`);
  doc.moveDown(0.5).fillColor('#1b1b1b').fontSize(12).font('Helvetica');
  doc.text(x.reference, { continued: true }).font('Helvetica-Bold').text(d.reference);
  doc.font('Helvetica').text(`${x.traveller}: ${d.firstName} ${d.lastName}`);
  doc.image(qr, 420, 50, { width: 120 });
  doc.moveDown(1.5);

  d.legs.forEach((leg, i) => {
    doc.font('Helvetica-Bold').fontSize(13).fillColor('#0b4f8a');
    doc.text(i === 0 ? t.confirmation.outbound : t.confirmation.returnJourney);
    doc.font('Helvetica').fontSize(11).fillColor('#1b1b1b');
    doc.text(`${x.route}: ${leg.originName} - ${leg.destinationName}`);
    doc.text(`${x.date}: ${mailDate(leg.date, d.language)}`);
    doc.text(`${t.confirmation.pickUp}: ${x.pickUpTime(leg.time, leg.timeZone ?? 'Europe/Zurich')}`);
    doc.text(`${x.meetingPoint}: ${leg.originAddress || leg.originName}`);
    doc.text(`${x.dropOff}: ${leg.destinationAddress || leg.destinationName}`);
    doc.text(`${x.ticket}: ${t.tickets[leg.product as keyof MailTexts['tickets']] ?? leg.product}`);
    doc.text(`${x.passengers}: ${leg.pax}`);
    if (leg.flight) doc.text(`${x.flight}: ${leg.flight}`);
    const extras = (leg.extras ?? [])
      .map((e) => `${e.quantity} x ${extraName(e.item, d.language)}`)
      .join(', ');
    doc.text(`${x.extras}: ${extras || x.none}`);
    doc.moveDown(1);
  });

  doc.fontSize(10).fillColor('#555');
  doc.text(x.show);
  doc.text(x.questions(operator.phone));
  doc.end();
  return done;
}
