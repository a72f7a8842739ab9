import { envelope, ErrorSchema } from '@alpine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/api-error.ts';
import type { OutboxMail } from './mail.repository.ts';
import type { MailService } from './mail.service.ts';

export const MAILBOX_PATH = '/dev/mailbox';
export const OUTBOX_PATH = '/api/v1/dev/outbox';

/** A kept message on the wire (GET /api/v1/dev/outbox): attachments by name. */
const OutboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(z.string()),
  createdAt: z.string(),
});

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function mailboxPage(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (m) => `<article>
<h2><a href="${MAILBOX_PATH}/${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a></h2>
<p class="meta">To ${escapeHtml(m.to)} · <time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt.replace('T', ' ').slice(0, 19))} UTC</time>${
        m.attachments.length ? ` · Attachments: ${m.attachments.map(escapeHtml).join(', ')}` : ''
      }</p>
<iframe title="${escapeHtml(m.subject)}" src="${MAILBOX_PATH}/${encodeURIComponent(m.id)}" loading="lazy"></iframe>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox (development)</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1b1b1b}article{border:1px solid #ccd;border-radius:6px;padding:12px;margin:16px 0}
h2{font-size:18px;margin:0 0 4px}.meta{color:#555;margin:0 0 8px}iframe{width:100%;height:420px;border:1px solid #eee}</style></head>
<body><h1>Mailbox</h1><p>Mail kept by the server while SMTP_URL is unset (newest first; not shown in production).</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}

/**
 * The development mailbox (DESIGN §4, §6-§7), registered only outside production and while
 * SMTP_URL is unset; no token (a developer's tool).
 * - GET /dev/mailbox: HTML page of the outbox, newest first (subject, to, time, rendered message)
 * - GET /dev/mailbox/{id}: one message's HTML; 404 unknown
 * - GET /api/v1/dev/outbox -> { data: [{ id, to, subject, text, html, attachments: [names], createdAt }] }
 */
export const mailDevRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.get(MAILBOX_PATH, { schema: { hide: true, response: { 200: z.string() } } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(mailboxPage(await mail.list())),
  );
  app.get(
    `${MAILBOX_PATH}/:id`,
    {
      schema: {
        hide: true,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: z.string(), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const found = await mail.byID(request.params.id);
      if (!found) throw notFound('No such message.');
      return reply.type('text/html; charset=utf-8').send(found.html);
    },
  );
  app.get(
    OUTBOX_PATH,
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail kept in the outbox (not in production)',
        response: { 200: envelope(z.array(OutboxMailSchema)) },
      },
    },
    async () => ({
      data: (await mail.list()).map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: m.attachments,
        createdAt: m.createdAt,
      })),
    }),
  );
};
