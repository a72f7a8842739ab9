import { escapeHtml as e } from './escape-html.ts';
import { labelColon, mailTexts } from './mail-texts.ts';

/** An e-mail's parts: subject, plain text and HTML (docs/architecture.md §8: real HTML with a text part). */
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
  /** 'en', 'fr' or 'es' (docs/architecture.md §6): the HTML part's lang and the button's fallback note. */
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
      return block.lines
        .map((l) => (l.label ? `${l.label}${labelColon(language)}${l.value}` : l.value))
        .join('\n');
    case 'button':
      return block.href;
  }
};

const MUTED = 'color:#555';
const TONES: Record<Tone, string> = {
  body: 'margin:0 0 12px;line-height:1.5',
  large: 'margin:0 0 12px;font-size:16px',
  note: `margin:0 0 12px;font-size:13px;${MUTED}`,
};

const htmlOf = (block: MailBlock, language: string | undefined): string => {
  switch (block.kind) {
    case 'paragraph': {
      const inner = block.parts.map((p) =>
        typeof p === 'string' ? e(p) : `<strong>${e(p.strong)}</strong>`,
      );
      return `<p style="${TONES[block.tone]}">${inner.join('')}</p>`;
    }
    case 'heading':
      return `<h3 style="margin:24px 0 8px;font-size:14px;letter-spacing:.05em;color:#0b4f8a">${e(block.text)}</h3>`;
    case 'lines': {
      const rows = block.lines.map((l) =>
        l.label
          ? `<tr><th align="left" style="padding:4px 12px 4px 0;${MUTED};font-weight:normal">${e(l.label)}</th><td style="padding:4px 0">${e(l.value)}</td></tr>`
          : `<tr><td colspan="2" style="padding:4px 0">${e(l.value)}</td></tr>`,
      );
      return `<table role="presentation" style="border-collapse:collapse;font-size:14px;margin:0 0 12px">\n${rows.join('\n')}\n</table>`;
    }
    case 'button': {
      const href = e(block.href);
      return `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#0b5cad;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${e(block.label)}</a></p>
<p style="${TONES.note}">${e(mailTexts(language).buttonFallback)}<br><a href="${href}" style="color:#0b5cad;word-break:break-all">${href}</a></p>`;
    }
  }
};

/**
 * The one HTML document shell (docs/architecture.md §8), of the e-mails and of the dev mailbox page: `title`
 * escaped; `style` is a stylesheet and `bodyStyle` an inline style, both trusted (ours), and
 * `body` is HTML already escaped by the caller.
 */
export function htmlPage(o: {
  title: string;
  body: string;
  style?: string;
  bodyStyle?: string;
  lang?: string;
}): string {
  return `<!doctype html>
<html lang="${e(o.lang ?? 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(o.title)}</title>${o.style ? `\n<style>${o.style}</style>` : ''}</head>
<body${o.bodyStyle ? ` style="${o.bodyStyle}"` : ''}>
${o.body}
</body></html>`;
}

/**
 * The e-mail layout (docs/architecture.md §8): from one MailContent, the plain-text part and a
 * small inline-styled HTML part (a card of the window's width up to 600 px, so it fits a 320 px
 * phone; heading `title`, then the blocks; every value escaped), so the two parts never say
 * different things.
 */
export function renderMail(content: MailContent): RenderedMail {
  const text = content.sections
    .map((section) => section.map((block) => textOf(block, content.language)).join('\n'))
    .join('\n\n');
  const blocks = content.sections
    .flat()
    .map((b) => htmlOf(b, content.language))
    .join('\n');
  const html = htmlPage({
    lang: mailTexts(content.language) === mailTexts('en') ? 'en' : content.language,
    title: content.subject,
    bodyStyle:
      'margin:0;padding:12px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b',
    // the card is the window's width up to 600 px (no fixed width: a phone never scrolls sideways),
    // and long words (an e-mail address, a reference) wrap inside it
    body: `<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;padding:20px">
<tr><td style="overflow-wrap:anywhere;word-break:break-word">
<h1 style="margin:0 0 16px;font-size:22px">${e(content.title)}</h1>
${blocks}
</td></tr></table></td></tr></table>`,
  });
  return { subject: content.subject, text, html };
}

/**
 * An e-mail about one booking (spec part 2 §2.8, ADR 019), in the booking's language: the subject
 * and heading of `t` for its reference, the greeting ('Dear Ana Smith,'), then `sections`.
 */
export function bookingMail(
  n: { reference: string; firstName: string; lastName: string; language?: string },
  t: { subject: (reference: string) => string; title: string },
  sections: MailBlock[][],
): RenderedMail {
  return renderMail({
    language: n.language,
    subject: t.subject(n.reference),
    title: t.title,
    sections: [[paragraph(mailTexts(n.language).dear(n.firstName, n.lastName))], ...sections],
  });
}
