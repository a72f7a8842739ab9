import { inflateSync } from 'node:zlib';

/** One text-showing operation of a page: the font's BaseFont, where it starts (PDF points, y up) and what it says. */
export interface PdfTextRun {
  font: string;
  x: number;
  y: number;
  text: string;
  /** Glyph ids shown (2-byte codes of an Identity-H font): 0 is .notdef, an empty box. */
  glyphs: number[];
}

/**
 * The text of a PDF that pdfkit wrote, read as a PDF reader does (ISO 32000-1 §9.10.3): each
 * `Tf` font's /ToUnicode CMap turns the glyph codes of `TJ` back into Unicode. Enough for
 * pdfkit's output (uncompressed dictionaries, Flate streams, `Tm` then `Tf` then one `TJ`);
 * not a general PDF parser. A font with no ToUnicode (a standard 14 font) yields its raw bytes.
 */
export function pdfTextRuns(pdf: Buffer): PdfTextRun[] {
  const source = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: string }>();
  for (const m of source.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = m[2]!;
    const at = body.indexOf('\nstream\n');
    if (at < 0) {
      objects.set(Number(m[1]), { dict: body });
      continue;
    }
    const start = m.index! + m[0].indexOf(body) + at + '\nstream\n'.length;
    const end = source.indexOf('\nendstream', start);
    const raw = pdf.subarray(start, end);
    const dict = body.slice(0, at);
    const stream = (dict.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
    objects.set(Number(m[1]), { dict, stream });
  }
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  const fonts = new Map<string, { name: string; cmap: Map<number, string> }>();
  for (const m of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const dict = objects.get(Number(m[2]))?.dict ?? '';
    const name = /\/BaseFont \/([^\s/]+)/.exec(dict)?.[1] ?? m[1]!;
    fonts.set(m[1]!, { name, cmap: toUnicode(objects.get(ref(dict, 'ToUnicode'))?.stream ?? '') });
  }
  const runs: PdfTextRun[] = [];
  for (const { stream } of objects.values()) {
    if (!stream?.includes(' Tf')) continue;
    for (const m of stream.matchAll(/ (-?[\d.]+) (-?[\d.]+) Tm\n\/(F\d+) [\d.]+ Tf\n\[(.*)\] TJ/g)) {
      const font = fonts.get(m[3]!);
      const hex = [...m[4]!.matchAll(/<([0-9a-f]*)>/g)].map((h) => h[1]).join('');
      const glyphs = font?.cmap.size
        ? (hex.match(/.{4}/g) ?? []).map((g) => parseInt(g, 16))
        : (hex.match(/.{2}/g) ?? []).map((g) => parseInt(g, 16));
      const text = glyphs.map((g) => font?.cmap.get(g) ?? String.fromCharCode(g)).join('');
      runs.push({ font: font?.name ?? m[3]!, x: Number(m[1]), y: Number(m[2]), text, glyphs });
    }
  }
  return runs;
}

/** The bfrange entries of a ToUnicode CMap (`<start> <end> [<utf16> ...]` as pdfkit writes them). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const m of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/g)) {
    const values = [...m[3]!.matchAll(/<([0-9a-f ]+)>/g)].map((v) =>
      String.fromCharCode(...v[1]!.split(' ').map((u) => parseInt(u, 16))),
    );
    values.forEach((value, i) => map.set(parseInt(m[1]!, 16) + i, value));
  }
  return map;
}

/** All the text of a PDF, one run a line, in the order drawn. */
export const pdfPlainText = (pdf: Buffer) =>
  pdfTextRuns(pdf)
    .map((r) => r.text)
    .join('\n');
