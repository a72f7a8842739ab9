import mjml2html from 'mjml';

/**
 * The e-mails' HTML shell, written in MJML (https://documentation.mjml.io) and compiled once when
 * the server starts: MJML writes the client-safe parts (tables for Outlook, its conditional
 * comments, the column's media queries, a button that works without CSS), and every e-mail fills
 * the compiled pieces with its own escaped rows. One compile takes about 40 ms (MJML 5 compiles
 * asynchronously), filling a few tenths of a millisecond, so a send never waits for MJML.
 *
 * Slots are plain words that MJML passes through untouched; the `mj-raw` cuts split the column's
 * rows into a text row and a button row, each repeated as often as an e-mail needs.
 */
const SLOT = {
  lang: 'MJSLOTLANG',
  title: 'MJSLOTTITLE',
  text: 'MJSLOTTEXT',
  href: 'MJSLOTHREF',
  label: 'MJSLOTLABEL',
} as const;
const CUTS = ['MJSLOTCUTA', 'MJSLOTCUTB', 'MJSLOTCUTC'] as const;

/** Ink, muted grey and link blue of the e-mails (as the old hand-written layout). */
export const MAIL_COLOURS = { ink: '#1b1b1b', muted: '#555555', link: '#0b5cad', heading: '#0b4f8a' };

const FONT = 'Arial, Helvetica, sans-serif';

/**
 * The skeleton: a grey page, a white card up to 600 px wide (the window's width on a phone) with
 * one column; text rows 24 px from the card's edges; the button left-aligned.
 */
const SOURCE = `<mjml lang="${SLOT.lang}">
  <mj-head>
    <mj-title>${SLOT.title}</mj-title>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="14px" line-height="1.5" color="${MAIL_COLOURS.ink}" padding="0 24px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f6f8" width="600px">
    <mj-wrapper padding="12px 8px">
      <mj-section background-color="#ffffff" border-radius="8px" padding="20px 0 8px">
        <mj-column>
          <mj-raw>${CUTS[0]}</mj-raw>
          <mj-text>${SLOT.text}</mj-text>
          <mj-raw>${CUTS[1]}</mj-raw>
          <mj-button href="${SLOT.href}" align="left" background-color="${MAIL_COLOURS.link}" color="#ffffff" font-size="14px" font-weight="bold" border-radius="6px" inner-padding="12px 20px" padding="12px 24px">${SLOT.label}</mj-button>
          <mj-raw>${CUTS[2]}</mj-raw>
        </mj-column>
      </mj-section>
    </mj-wrapper>
  </mj-body>
</mjml>`;

/** The compiled pieces: the document up to the first row, a text row, a button row, the rest. */
interface Skeleton {
  head: string;
  textRow: string;
  buttonRow: string;
  tail: string;
}

/**
 * Tightens MJML's indented output without changing what it shows: no white space between tags,
 * one space between a tag's attributes ('<a href=' stays findable), none around a slot.
 */
const tighten = (html: string): string =>
  html
    .replace(/>\s+</g, '><')
    .replace(/<([a-zA-Z][^<>]*)>/g, (_, inner: string) => `<${inner.replace(/\s+/g, ' ').trim()}>`)
    .replace(/>\s*(MJSLOT[A-Z]+)\s*</g, '>$1<')
    .trim();

async function compileSkeleton(): Promise<{ skeleton: Skeleton; ms: number }> {
  const started = performance.now();
  const { html, errors } = await mjml2html(SOURCE, { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`the e-mail skeleton is not valid MJML: ${errors[0]!.message}`);
  const parts = tighten(html).split(new RegExp(CUTS.join('|')));
  if (parts.length !== 4) throw new Error('the e-mail skeleton lost one of its cuts');
  const [head, textRow, buttonRow, tail] = parts as [string, string, string, string];
  return { skeleton: { head, textRow, buttonRow, tail }, ms: performance.now() - started };
}

const compiled = await compileSkeleton();
const SKELETON = compiled.skeleton;

/** How long the start-up compile of the skeleton took (milliseconds, wall clock). */
export const SKELETON_COMPILE_MS = compiled.ms;

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
