import { escapeHtml as e } from './escape-html.ts';

/**
 * The HTML document shell of the development mailbox page (templates/mailbox-page.ts): `title`
 * escaped; `style` is a stylesheet and `bodyStyle` an inline style, both trusted (ours), and
 * `body` is HTML already escaped by the caller. The e-mails have their own shell, compiled by
 * MJML (templates/mail-skeleton.ts).
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
