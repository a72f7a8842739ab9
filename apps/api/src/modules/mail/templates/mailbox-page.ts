import type { OutboxMail } from '../mail.repository.ts';
import { escapeHtml as e } from './escape-html.ts';
import { htmlPage } from './html-page.ts';

const STYLE = `body{font-family:system-ui,sans-serif;margin:24px;color:#1b1b1b}article{border:1px solid #ccd;border-radius:6px;padding:12px;margin:16px 0}
h2{font-size:18px;margin:0 0 4px}.meta{color:#555;margin:0 0 8px}iframe{width:100%;height:420px;border:1px solid #eee}`;

/**
 * The development mailbox page (docs/architecture.md §4): `mails` newest first, each with its subject linking
 * to `${path}/<id>`, recipient, time (UTC, from createdAt ISO) and attachment names, and the
 * message's HTML in an iframe. Every value escaped.
 */
export function mailboxPage(mails: OutboxMail[], path: string): string {
  const items = mails
    .map((m) => {
      const href = `${path}/${encodeURIComponent(m.id)}`;
      const attachments = m.attachments.length ? ` · Attachments: ${m.attachments.map(e).join(', ')}` : '';
      return `<article>
<h2><a href="${e(href)}">${e(m.subject)}</a></h2>
<p class="meta">To ${e(m.to)} · <time datetime="${e(m.createdAt)}">${e(m.createdAt.replace('T', ' ').slice(0, 19))} UTC</time>${attachments}</p>
<iframe title="${e(m.subject)}" src="${e(href)}" loading="lazy"></iframe>
</article>`;
    })
    .join('\n');
  return htmlPage({
    title: 'Mailbox (development)',
    style: STYLE,
    body: `<h1>Mailbox</h1><p>Mail kept by the server while SMTP_URL is unset (newest first; not shown in production).</p>
${items || '<p>No mail yet.</p>'}`,
  });
}
