import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helper.ts';
import { pdfTextRuns } from '../../pdf/pdf-text.test-kit.ts';
import { invoicePdf, partnerInvoice } from './partner-invoice.ts';

const operator = testConfig().operator;
const line = (reference: string, traveller: string) => ({
  reference,
  date: '2026-12-19',
  confirmedAt: '2026-12-01T10:00:00.000Z',
  traveller,
  route: 'Geneva Airport - Chamonix-Mont-Blanc',
  amountMinor: 12_000,
  currency: 'EUR',
});

describe('the partner invoice PDF (ADR 019, ADR 020)', () => {
  it("prints partner and traveller names in Latin Extended, Greek, Cyrillic and Vietnamese; CJK and a flag as '?'", async () => {
    const inv = partnerInvoice({ partnerID: 7, name: 'Agence Łódź Ωmega' }, '2026-12', [
      line('REF1', 'Zoë Łukasiewicz'),
      line('REF2', 'Владимир Ωmega'),
      line('REF3', 'Nguyễn Thị'),
      line('REF4', '李 🇨🇭 😀'),
    ]);
    const runs = pdfTextRuns(await invoicePdf(inv, operator));
    const texts = runs.map((r) => r.text);
    expect(texts).toContain('Bill to: Agence Łódź Ωmega (partner 7)');
    for (const name of ['Zoë Łukasiewicz', 'Владимир Ωmega', 'Nguyễn Thị', '? ? 😀'])
      expect(texts).toContain(name);
    expect(runs.flatMap((r) => r.glyphs)).not.toContain(0);
    expect(new Set(runs.map((r) => r.font.replace(/^[A-Z]{6}\+/, '')))).toEqual(
      new Set(['DejaVuSans', 'DejaVuSans-Bold']),
    );
  });

  it('a wrapped traveller or route pushes the next row down: no two lines of a column overlap, across pages', async () => {
    const long = 'Aleksandra Wiśniewska-Kowalczyk née Grzegorzewska';
    const lines = Array.from({ length: 40 }, (_, i) => line(`REF${i}`, i % 2 ? long : 'Ann Smith'));
    const pdf = await invoicePdf(partnerInvoice({ partnerID: 1, name: 'P' }, '2026-12', lines), operator);
    const runs = pdfTextRuns(pdf);
    expect(runs.filter((r) => r.text.startsWith('REF')).map((r) => r.text)).toHaveLength(40);
    // Runs are drawn top to bottom within a page; a new page starts high again (y grows upwards).
    const edges = [50, 125, 200, 330, 455]; // left edges of the columns (the amount is right-aligned)
    const table = runs.filter(
      (r) => r.text === 'Reference' || runs.indexOf(r) > runs.findIndex((t) => t.text === 'Reference'),
    );
    const byColumn = new Map<number, typeof runs>();
    for (const r of table) {
      const column = edges.findLastIndex((edge) => r.x >= edge);
      byColumn.set(column, [...(byColumn.get(column) ?? []), r]);
    }
    for (const column of byColumn.values()) {
      for (let i = 1; i < column.length; i++) {
        const gap = column[i - 1]!.y - column[i]!.y;
        if (gap < 0) continue; // the next page
        expect(gap).toBeGreaterThanOrEqual(9); // one 9-point line at least
      }
    }
    expect(runs.at(-1)?.text).toBe(`EUR ${(40 * 120).toFixed(2)}`); // the total on one line
  });
});
