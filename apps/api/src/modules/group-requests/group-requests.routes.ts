import {
  envelope,
  ErrorSchema,
  GROUP_REQUESTS_PATH,
  GroupRequestCreatedSchema,
  GroupRequestSchema,
} from '@alpine/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerOnly, type BearerGuard } from '../../http/bearer-routes.ts';
import { errorText } from '../../i18n/errors.ts';
import { formsPerAddressHourly, tooManyRequests } from '../auth/rate-limits.ts';
import type { GroupRequestsService } from './group-requests.service.ts';

/** Accepted group requests per connection address and hour (ADR 011; as the contact form's 5 an hour). */
export const GROUP_REQUESTS_PER_HOUR = 5;
/**
 * Attempts, accepted or refused with 422, per connection address and hour (ADR 011): a refused
 * form costs three reads by key (two places, one route), so a flood of them is bounded too, far
 * above what a traveller correcting a form sends.
 */
export const GROUP_REQUEST_ATTEMPTS_PER_HOUR = 60;
/** The sentence of the group request's 429. */
export const GROUP_REQUESTS_TOO_MANY = errorText('groupRequestsTooMany');

/**
 * POST /api/v1/group-requests (bearer token like every call of the site: the anonymous client,
 * a customer or a partner's user; 401 without): body GroupRequestSchema -> 201 { data: {
 * groupRequestID, reference } }, the request stored and its two e-mails queued in the same
 * transaction (ADR 009); 400 invalid_request naming the field (pax outside 51-99, a bad e-mail
 * or mobile, an unknown field, a message over 2000 characters); 422 unprocessable (unknown place,
 * no route, date past or too far ahead, return before outbound); 429 too_many_requests past
 * GROUP_REQUESTS_PER_HOUR requests that passed every check, or past
 * GROUP_REQUEST_ATTEMPTS_PER_HOUR attempts with a valid token and body (422s included), from one
 * connection address (request.ip; TRUST_PROXY decides whether X-Forwarded-For counts; ADR 011).
 * A 400 or 422 costs nothing against the five: the journey is checked before they are counted.
 */
export const groupRequestsRoutes: FastifyPluginAsyncZod<{
  groupRequests: GroupRequestsService;
  authenticate: BearerGuard;
}> = async (app, { groupRequests, authenticate }) => {
  bearerOnly(app, authenticate);
  // Counted by hand after the journey's checks, so that only accepted requests use it up.
  const countAccepted = app.createRateLimit({
    max: GROUP_REQUESTS_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) => `group-requests:${request.ip}`,
  });
  app.post(
    GROUP_REQUESTS_PATH,
    {
      bodyLimit: 16 * 1024,
      config: {
        // every attempt with a valid token and body, counted in preHandler (the flood bound); the
        // accepted ones are counted in the handler against GROUP_REQUESTS_PER_HOUR
        rateLimit: formsPerAddressHourly(
          'group-request-attempts',
          GROUP_REQUEST_ATTEMPTS_PER_HOUR,
          GROUP_REQUESTS_TOO_MANY,
        ),
      },
      schema: {
        tags: ['group-requests'],
        summary: 'Ask the operator for a transfer of a group of 51 to 99 passengers',
        body: GroupRequestSchema,
        response: {
          201: envelope(GroupRequestCreatedSchema),
          400: ErrorSchema,
          401: ErrorSchema,
          413: ErrorSchema,
          422: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await groupRequests.check(request.body);
      const counted = await countAccepted(request);
      if (!counted.isAllowed && counted.isExceeded) throw tooManyRequests(GROUP_REQUESTS_TOO_MANY);
      return reply.code(201).send({ data: await groupRequests.create(request.body) });
    },
  );
};
