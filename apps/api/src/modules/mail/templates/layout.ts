import { escapeHtml as e } from './escape-html.ts';
import { MAIL_COLOURS, buttonRow, mailDocument, textRow } from './mail-skeleton.ts';
import { labelLine, mailLanguage, mailText } from './mail-texts.ts';

export { htmlPage } from './html-page.ts';

/** An e-mail's parts: subject, plain text and HTML (spec part 2 §2.7: real HTML with a text part). */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A run of a paragraph: plain, or bold in the HTML part ({ strong }). */
export type Inline = string | { strong: string };
/** How a paragraph looks in HTML: body text, larger (a reference, a total) or a small grey note. */
export type Tone = 'body' | 'large' | 'note';
/** A line of facts: 'label: value' in the text part, a table row in the HTML part. */
export interface MailLine {
  label?: string;
  value: string;
}

/** A piece of an e-mail's content; the text and the HTML part are both written from it. */
export type MailBlock =
  | { kind: 'paragraph'; parts: Inline[]; tone: Tone }
  | { kind: 'heading'; text: string }
  | { kind: 'lines'; lines: MailLine[] }
  | { kind: 'button'; label: string; href: string };

/** A paragraph of `text` (a string or runs with bold parts). */
export const paragraph = (text: string | Inline[], tone: Tone = 'body'): MailBlock => ({
  kind: 'paragraph',
  parts: typeof text === 'string' ? [text] : text,
  tone,
});
/** A bold run of a paragraph. */
export const strong = (text: string): Inline => ({ strong: text });
/** A section heading ('OUTBOUND JOURNEY'). */
export const heading = (text: string): MailBlock => ({ kind: 'heading', text });
/** Lines of facts (a journey's date, route, pick-up ...). */
export const lines = (list: (MailLine | false)[]): MailBlock => ({
  kind: 'lines',
  lines: list.filter((l): l is MailLine => l !== false),
});
/** A button to `href` (HTML), with the raw address beside it; the text part shows the address alone. */
export const button = (label: string, href: string): MailBlock => ({ kind: 'button', label, href });

/**
 * What an e-mail says: its subject, the heading of the HTML part, and its sections. In the text
 * part a section's blocks are lines and sections are separated by a blank line.
 */
export interface MailContent {
  /** 'en', 'fr' or 'es': the HTML part's lang, the labels' colon and the button's fallback note. */
  language?: string;
  subject: string;
  title: string;
  sections: MailBlock[][];
}

const textOf = (block: MailBlock, language: string | undefined): string => {
  switch (block.kind) {
    case 'paragraph':
      return block.parts.map((p) => (typeof p === 'string' ? p : p.strong)).join('');
    case 'heading':
      return block.text;
    case 'lines':
      return block.lines.map((l) => (l.label ? labelLine(language, l.label, l.value) : l.value)).join('\n');
    case 'button':
      return block.href;
  }
};

const MUTED = `color:${MAIL_COLOURS.muted}`;
const TONES: Record<Tone, string> = {
  body: 'margin:0 0 12px',
  large: 'margin:0 0 12px;font-size:16px',
  note: `margin:0 0 12px;font-size:13px;${MUTED}`,
};

/**
 * A line's label keeps its words whole (no break inside 'Flight' or 'Drop-off' on a 375 px
 * phone, where MJML's row breaks long words); the value beside it wraps, an address anywhere.
 */
const LABEL = `padding:4px 12px 4px 0;${MUTED};font-weight:normal;white-space:nowrap;word-break:keep-all;vertical-align:top`;

/** The HTML rows (skeleton rows of templates/mail-skeleton.ts) of one block, every value escaped. */
const rowsOf = (block: MailBlock, language: string | undefined): string[] => {
  switch (block.kind) {
    case 'paragraph': {
      const inner = block.parts.map((p) =>
        typeof p === 'string' ? e(p) : `<strong>${e(p.strong)}</strong>`,
      );
      return [textRow(`<p style="${TONES[block.tone]}">${inner.join('')}</p>`)];
    }
    case 'heading':
      return [
        textRow(
          `<h3 style="margin:12px 0 4px;font-size:14px;letter-spacing:.05em;color:${MAIL_COLOURS.heading}">${e(block.text)}</h3>`,
        ),
      ];
    case 'lines': {
      const rows = block.lines.map((l) =>
        l.label
          ? `<tr><th align="left" style="${LABEL}">${e(l.label)}</th><td style="padding:4px 0">${e(l.value)}</td></tr>`
          : `<tr><td colspan="2" style="padding:4px 0">${e(l.value)}</td></tr>`,
      );
      return [
        textRow(
          `<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:14px;margin:0 0 12px">${rows.join('')}</table>`,
        ),
      ];
    }
    case 'button': {
      const href = e(block.href);
      return [
        buttonRow(e(block.label), href),
        textRow(
          `<p style="${TONES.note}">${e(mailText(language, 'mail:buttonFallback'))}<br><a href="${href}" style="color:${MAIL_COLOURS.link};word-break:break-all">${href}</a></p>`,
        ),
      ];
    }
  }
};

/**
 * The e-mail layout: from one MailContent, the plain-text part and the HTML part, so the two
 * never say different things. The HTML is the MJML skeleton (templates/mail-skeleton.ts: a card
 * of the window's width up to 600 px) with the heading `title`, then one row per block; every
 * value escaped (templates/escape-html.ts).
 */
export function renderMail(content: MailContent): RenderedMail {
  const language = content.language;
  const text = content.sections
    .map((section) => section.map((block) => textOf(block, language)).join('\n'))
    .join('\n\n');
  const title = textRow(
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.25">${e(content.title)}</h1>`,
  );
  const rows = content.sections.flat().flatMap((b) => rowsOf(b, language));
  const html = mailDocument({
    lang: mailLanguage(language),
    title: e(content.subject),
    rows: [title, ...rows],
  });
  return { subject: content.subject, text, html };
}

/**
 * An e-mail about one booking (spec part 2 §4), in the booking's language: the subject and title
 * of the catalogue section `section` ('mail:cancellation': its `subject` with the reference, its
 * `title`), the greeting ('Dear Ana Smith,'), then `sections`.
 */
export function bookingMail(
  n: { reference: string; firstName: string; lastName: string; language?: string },
  section: string,
  sections: MailBlock[][],
): RenderedMail {
  return renderMail({
    language: n.language,
    subject: mailText(n.language, `${section}.subject`, { reference: n.reference }),
    title: mailText(n.language, `${section}.title`),
    sections: [
      [paragraph(mailText(n.language, 'mail:dear', { firstName: n.firstName, lastName: n.lastName }))],
      ...sections,
    ],
  });
}
