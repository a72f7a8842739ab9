import {
  CONTACT_PATH,
  ContactAcceptedSchema,
  ContactMessageSchema,
  envelope,
  ErrorSchema,
} from '@alpine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerOnly, type BearerGuard } from '../../http/bearer-routes.ts';
import { errorText } from '../../i18n/errors.ts';
import { requestLanguage } from '../../i18n/language.ts';
import { formsPerAddressHourly } from '../auth/rate-limits.ts';
import type { ContactService } from './contact.service.ts';

/** Contact messages per connection address and hour (ADR 015: rate limited, e.g. 5 an hour). */
export const CONTACT_MESSAGES_PER_HOUR = 5;
/** The sentence of the contact form's 429. */
export const CONTACT_TOO_MANY = errorText('contactTooMany');

/**
 * POST /api/v1/contact (ADR 015; bearer token like every call of the site, 401 without):
 * body ContactMessageSchema { name, email, subject?, message, bookingReference?, website } ->
 * 202 { data: { sent: true } }, also when the honeypot `website` is filled (then nothing is sent);
 * 400 invalid_request naming the field; 429 too_many_requests past CONTACT_MESSAGES_PER_HOUR
 * valid messages from one connection address (request.ip: TRUST_PROXY decides whether X-Forwarded-For counts).
 * The acknowledgement's language comes from Accept-Language (en, fr or es; default en).
 */
export const contactRoutes: FastifyPluginAsyncZod<{
  contact: ContactService;
  authenticate: BearerGuard;
}> = async (app, { contact, authenticate }) => {
  bearerOnly(app, authenticate);
  app.post(
    CONTACT_PATH,
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: formsPerAddressHourly('contact', CONTACT_MESSAGES_PER_HOUR, CONTACT_TOO_MANY) },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the operator (contact form)',
        body: ContactMessageSchema,
        response: {
          202: envelope(ContactAcceptedSchema),
          400: ErrorSchema,
          401: ErrorSchema,
          413: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await contact.submit(request.body, requestLanguage(request));
      return reply.code(202).send({ data: { sent: true as const } });
    },
  );
};
