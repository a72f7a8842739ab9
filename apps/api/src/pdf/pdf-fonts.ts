import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * The one typeface of every PDF the API writes (e-ticket, partner invoice; ADR 020): DejaVu Sans
 * 2.37 (npm dejavu-fonts-ttf: upstream's TrueType files; Bitstream Vera licence, DejaVu's changes
 * public domain: embedding and redistribution allowed), regular and bold. It covers Latin, Latin Extended (Polish, Czech, Turkish, Vietnamese),
 * Greek and Cyrillic; it has no CJK. pdfkit embeds only the glyphs a document uses (a subset).
 */
export const PDF_FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

/** What a font missing from the typeface prints instead (one per user-perceived character). */
export const MISSING_GLYPH = '?';

const require = createRequire(import.meta.url);
const FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

type Faces = { regular: fontkit.Font; bold: fontkit.Font };
let faces: Faces | undefined;

/** Parses a TrueType file of the font package (fontkit; tens of ms, so once per process, never per PDF). */
function openFace(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(require.resolve(file)));
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection`);
  return font;
}

/** The parsed regular and bold faces, read on first use and kept for the process. */
function pdfFaces(): Faces {
  faces ??= { regular: openFace(FILES.regular), bold: openFace(FILES.bold) };
  return faces;
}

/** Code points that draw nothing and need no glyph: zero-width spaces and joiners, word joiners,
 * variation selectors, tags (Unicode's Default_Ignorable_Code_Point, the parts emoji sequences use). */
const isIgnorable = (cp: number) =>
  (cp >= 0x200b && cp <= 0x200f) ||
  (cp >= 0x2060 && cp <= 0x2064) ||
  (cp >= 0xfe00 && cp <= 0xfe0f) ||
  (cp >= 0xe0000 && cp <= 0xe0fff);
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * `text` as the PDF typeface can draw it (ADR 020): NFC-normalised (so 'Nguyễn' typed with
 * combining marks uses the precomposed glyphs), and each user-perceived character (grapheme,
 * UAX #29) one of whose code points neither face has (CJK, most emoji) replaced by one
 * MISSING_GLYPH '?', so the PDF never shows an empty box or unreadable bytes and its text layer
 * says honestly that something was left out. Invisible joiners and variation selectors the font
 * lacks are dropped; white space is kept as it is (pdfkit breaks lines on it).
 */
export function pdfText(text: string): string {
  const { regular, bold } = pdfFaces();
  const drawable = (cp: number) => regular.hasGlyphForCodePoint(cp) && bold.hasGlyphForCodePoint(cp);
  let out = '';
  for (const { segment } of segmenter.segment(text.normalize('NFC'))) {
    if (/^\s+$/u.test(segment)) {
      out += segment;
      continue;
    }
    let kept = '';
    let missing = false;
    for (const ch of segment) {
      const cp = ch.codePointAt(0)!;
      if (drawable(cp)) kept += ch;
      else if (!isIgnorable(cp)) missing = true;
    }
    out += missing ? MISSING_GLYPH : kept;
  }
  return out;
}

/** pdfkit's document options, less `font`: the typeface is ADR 020's. */
export type PdfOptions = Omit<PDFKit.PDFDocumentOptions, 'font'>;

/**
 * A pdfkit document whose fonts are the embedded DejaVu Sans faces (ADR 020), never pdfkit's
 * standard Helvetica (WinAnsi only): `doc.font(PDF_FONT.regular)` and `doc.font(PDF_FONT.bold)`
 * select them, and the regular face is the current one. Every string given to `doc.text` goes
 * through `pdfText` first, so no caller can put a character the font lacks on the page. The faces are parsed once per process and shared by every document (pdfkit
 * 0.20 accepts a fontkit font as a font source; each document embeds its own subset).
 */
export function pdfDocument(options: PdfOptions): PDFKit.PDFDocument {
  const { regular, bold } = pdfFaces();
  // @types/pdfkit lists only paths and buffers as font sources; pdfkit 0.20's PDFFontFactory.open
  // also takes a parsed fontkit font (anything with layout()), which spares a parse per document.
  const source = (font: fontkit.Font) => font as unknown as string;
  const doc = new PDFDocument({ ...options, font: source(regular) });
  doc.registerFont(PDF_FONT.regular, source(regular));
  doc.registerFont(PDF_FONT.bold, source(bold));
  const draw = doc.text.bind(doc) as (text: unknown, ...rest: unknown[]) => PDFKit.PDFDocument;
  doc.text = ((text: unknown, ...rest: unknown[]) =>
    draw(typeof text === 'string' ? pdfText(text) : text, ...rest)) as PDFKit.PDFDocument['text'];
  return doc.font(PDF_FONT.regular);
}
