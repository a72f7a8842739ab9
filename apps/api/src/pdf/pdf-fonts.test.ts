import { describe, expect, it } from 'vitest';
import { MISSING_GLYPH, pdfDocument, pdfText } from './pdf-fonts.ts';
import { pdfTextRuns } from './pdf-text.test-kit.ts';

const render = (text: string) =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = pdfDocument({ size: 'A4', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });

describe('the PDF typeface (ADR 020)', () => {
  it('keeps Latin Extended, Greek, Cyrillic and Vietnamese as they are', () => {
    for (const name of [
      'Zoë Łukasiewicz',
      'Владимир Ωmega',
      'Nguyễn Thị Minh Khai',
      'Çağrı Şahin',
      'Dvořák Ďurčo',
    ]) {
      expect(pdfText(name)).toBe(name);
    }
  });

  it('composes combining marks (NFD input) into the precomposed letters the font has', () => {
    expect(pdfText('Nguye\u0302\u0303n')).toBe('Nguyễn');
  });

  it("prints one '?' per character the font lacks (CJK, a flag, an emoji with a skin tone), never an empty box", () => {
    expect(pdfText('李小龍 Lee')).toBe(`${MISSING_GLYPH.repeat(3)} Lee`);
    expect(pdfText('A🇨🇭B')).toBe('A?B');
    expect(pdfText('👍🏽 ok')).toBe('? ok');
    expect(pdfText('😀 Ann')).toBe('😀 Ann'); // DejaVu Sans draws the basic emoticons
    expect(pdfText('👨\u200d👩\u200d👧 family')).toBe('? family'); // a ZWJ sequence is one character
    expect(pdfText('\u263a\ufe0f')).toBe('\u263a\ufe0f'); // DejaVu Sans maps the selector (to nothing visible)
    expect(pdfText('line one\nline two\t.')).toBe('line one\nline two\t.');
  });

  it('embeds only DejaVu Sans (no WinAnsi standard font) and every glyph it shows has a ToUnicode entry', async () => {
    const pdf = await render('Владимир 李小龍 Ωmega 😀');
    expect(pdf.toString('latin1')).not.toContain('Helvetica');
    const [run] = pdfTextRuns(pdf);
    expect(run?.font).toMatch(/^[A-Z]{6}\+DejaVuSans$/); // a subset (ISO 32000-1 §9.6.4)
    expect(run?.text).toBe('Владимир ??? Ωmega 😀');
    expect(run?.glyphs).not.toContain(0);
  });
});
