import { COMPANY } from '@alpine/contract';
import type { OperatorContact } from '../../config.ts';
import { PDF_FONT, pdfDocument, pdfText } from '../../pdf/pdf-fonts.ts';
import { csvField } from './departures.service.ts';
import type { InvoiceLine } from './partner-invoices.repository.ts';

/** A partner's invoice of one month (ADR 019). */
export interface PartnerInvoice {
  /** INV-YYYYMM-<partnerID on 6 digits>: the same partner and month always get the same number. */
  number: string;
  /** YYYY-MM (UTC). */
  month: string;
  partner: { partnerID: number; name: string };
  lines: InvoiceLine[];
  /** Sum of the lines per currency, minor units, currencies sorted. */
  totals: { currency: string; amountMinor: number }[];
}

/** The invoice number of a partner and month: deterministic and unique per (partner, month). */
export const invoiceNumber = (partnerID: number, month: string) =>
  `INV-${month.replace('-', '')}-${String(partnerID).padStart(6, '0')}`;

/** The first instant of `month` and of the month after, ISO UTC (the invoice's confirmation window). */
export function monthWindow(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const iso = (year: number, mon: number) => new Date(Date.UTC(year, mon - 1, 1)).toISOString();
  return { from: iso(y, m), to: iso(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1) };
}

/** Builds the invoice of `lines` (totals per currency). */
export function partnerInvoice(
  partner: { partnerID: number; name: string },
  month: string,
  lines: InvoiceLine[],
): PartnerInvoice {
  const sums = new Map<string, number>();
  for (const l of lines) sums.set(l.currency, (sums.get(l.currency) ?? 0) + l.amountMinor);
  const totals = [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amountMinor]) => ({ currency, amountMinor }));
  return { number: invoiceNumber(partner.partnerID, month), month, partner, lines, totals };
}

/** Minor units as a decimal with two places ("1234.50"): CHF and EUR have two (ISO 4217). */
const decimal = (minor: number) => (minor / 100).toFixed(2);

/** The CSV columns of an invoice (one line per booking, then one total line per currency). */
export const INVOICE_CSV_COLUMNS = [
  'invoice',
  'reference',
  'date',
  'traveller',
  'route',
  'amount',
  'currency',
];

/** The invoice as CSV: RFC 4180 (CRLF, quoted fields), cells starting = + - @ prefixed with '. */
export function invoiceCsv(inv: PartnerInvoice): string {
  const rows = [
    INVOICE_CSV_COLUMNS,
    ...inv.lines.map((l) => [
      inv.number,
      l.reference,
      l.date,
      l.traveller,
      l.route,
      decimal(l.amountMinor),
      l.currency,
    ]),
    ...inv.totals.map((t) => [inv.number, 'TOTAL', '', '', '', decimal(t.amountMinor), t.currency]),
  ];
  return `${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/**
 * The invoice as a PDF (pdfkit, A4, English; DejaVu Sans embedded, so partner and traveller names
 * in any Latin, Greek or Cyrillic script print, and a character the font lacks prints '?': ADR 020): the company's details (COMPANY, the site footer's,
 * and the operator's phone and e-mail of the configuration), the invoice number (also the PDF's
 * title), the partner, one line per booking and the totals per currency.
 */
export function invoicePdf(inv: PartnerInvoice, operator: OperatorContact): Promise<Buffer> {
  const doc = pdfDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${inv.number}`, Author: COMPANY.legalName, Subject: inv.partner.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(PDF_FONT.bold).fontSize(18).fillColor('#0b4f8a').text(COMPANY.legalName);
  doc.font(PDF_FONT.regular).fontSize(10).fillColor('#1b1b1b');
  doc.text(COMPANY.postalAddress);
  doc.text(`UID ${COMPANY.uid}`);
  doc.text(`${operator.phone} - ${operator.email}`);
  doc.moveDown(1.5);
  doc.font(PDF_FONT.bold).fontSize(16).text(`Invoice ${inv.number}`);
  doc.font(PDF_FONT.regular).fontSize(11);
  doc.text(`Month: ${inv.month}`);
  doc.text(`Bill to: ${inv.partner.name} (partner ${inv.partner.partnerID})`);
  doc.moveDown(1);
  // Left edges of Reference, Date, Traveller, Route, Amount (points): the amount column holds
  // "EUR 12345.00" in DejaVu Sans Bold 9 on one line.
  const cols = [50, 125, 200, 330, 455];
  const width = (i: number) => (cols[i + 1] ?? 545) - cols[i]! - 6;
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(9);
    // A row that would cross the bottom margin starts the next page whole.
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(pdfText(c), { width: width(i) })));
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    let bottom = y;
    cells.forEach((c, i) => {
      doc.text(c, cols[i]!, y, { width: width(i), align: i === cells.length - 1 ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    });
    // The next row starts below the tallest cell: a wrapped name or route never runs into it.
    doc.x = 50;
    doc.y = bottom;
    doc.moveDown(0.4);
  };
  row(['Reference', 'Date', 'Traveller', 'Route', 'Amount'], true);
  if (inv.lines.length === 0) row(['No confirmed invoice bookings this month.', '', '', '', '']);
  for (const l of inv.lines) {
    row([l.reference, l.date, l.traveller, l.route, `${l.currency} ${decimal(l.amountMinor)}`]);
  }
  doc.moveDown(0.5);
  for (const t of inv.totals) row(['Total', '', '', '', `${t.currency} ${decimal(t.amountMinor)}`], true);
  doc.end();
  return done;
}
