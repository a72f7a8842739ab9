import { ErrorSchema, listEnvelope, TextBodySchema } from '@alpine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/api-error.ts';
import type { MailService } from './mail.service.ts';
import { mailboxPage } from './templates/mailbox-page.ts';

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
  /** The Reply-To, when the message has one (a contact message's traveller, ADR 015). */
  replyTo: z.string().nullable(),
});

/**
 * The development mailbox (docs/architecture.md §4, the README (Configuration)), registered only outside
 * production and while SMTP_URL is unset; no token (a developer's tool).
 * - GET /dev/mailbox: HTML page of the outbox, newest first (subject, to, time, rendered message)
 * - GET /dev/mailbox/{id}: one message's HTML; 404 unknown
 * - GET /api/v1/dev/outbox -> { data: [{ id, to, subject, text, html, attachments: [names], createdAt, replyTo }] }
 */
export const mailDevRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.get(
    MAILBOX_PATH,
    { schema: { hide: true, response: { 200: TextBodySchema } } },
    async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(mailboxPage(await mail.list(), MAILBOX_PATH)),
  );
  app.get(
    `${MAILBOX_PATH}/:id`,
    {
      schema: {
        hide: true,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: TextBodySchema, 404: ErrorSchema },
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
        response: { 200: listEnvelope(OutboxMailSchema) },
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
        replyTo: m.replyTo,
      })),
    }),
  );
};
