import { readFileSync } from 'node:fs';

/**
 * The e-mails' HTML shell: MJML source in templates/mail-skeleton.mjml, compiled when it changes
 * to templates/mail-skeleton.html (templates/mail-skeleton-compile.ts), read here once. Every
 * e-mail fills its pieces with its own escaped rows, which takes well under a millisecond: the
 * server never loads MJML.
 *
 * Slots are plain words that MJML passes through untouched; the MJSLOTCUT rows split the
 * column into a text row and a button row, each repeated as often as an e-mail needs.
 */
const SLOT = {
  lang: 'MJSLOTLANG',
  title: 'MJSLOTTITLE',
  text: 'MJSLOTTEXT',
  href: 'MJSLOTHREF',
  label: 'MJSLOTLABEL',
} as const;

/** Grey, link blue and heading blue of the e-mails' rows (the shell's own are in its MJML). */
export const MAIL_COLOURS = { muted: '#555555', link: '#0b5cad', heading: '#0b4f8a' };

/** The compiled pieces: the document up to the first row, a text row, a button row, the rest. */
function readSkeleton(): { head: string; textRow: string; buttonRow: string; tail: string } {
  const html = readFileSync(new URL('./mail-skeleton.html', import.meta.url), 'utf8').trim();
  const parts = html.split(/MJSLOTCUT[ABC]/);
  if (parts.length !== 4) throw new Error('mail-skeleton.html lost one of its cuts: compile it again');
  const [head, textRow, buttonRow, tail] = parts as [string, string, string, string];
  return { head, textRow, buttonRow, tail };
}

const SKELETON = readSkeleton();

/**
 * Puts each `values[slot]` (already escaped HTML) in every place of its slot in `html`, in one
 * pass: a value that happens to contain a slot's word stays as it is.
 */
const fill = (html: string, values: Partial<Record<keyof typeof SLOT, string>>): string => {
  const bySlot = new Map<string, string>(
    Object.entries(values).map(([k, v]) => [SLOT[k as keyof typeof SLOT], v]),
  );
  return html.replace(/MJSLOT[A-Z]+/g, (slot) => bySlot.get(slot) ?? slot);
};

/** A text row of the card holding `html` (already escaped by the caller). */
export const textRow = (html: string): string => fill(SKELETON.textRow, { text: html });

/** A button row: `label` and `href` already escaped for HTML text and a double-quoted attribute. */
export const buttonRow = (label: string, href: string): string => fill(SKELETON.buttonRow, { label, href });

/**
 * The whole e-mail document: `rows` (from textRow and buttonRow) in the card, `lang` and `title`
 * (both already escaped) in the html element, the <title> and the card's aria-label.
 */
export function mailDocument(o: { lang: string; title: string; rows: string[] }): string {
  const values = { lang: o.lang, title: o.title };
  return `${fill(SKELETON.head, values)}${o.rows.join('')}${fill(SKELETON.tail, values)}`;
}
