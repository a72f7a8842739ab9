import {
  ANALYTICS_BODY_LIMIT,
  ANALYTICS_EVENTS_PATH,
  AnalyticsAcceptedSchema,
  AnalyticsEventSchema,
  envelope,
  ErrorSchema,
} from '@alpine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAddress } from '../auth/rate-limits.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** Analytics events per connection address and minute (ADR 016: rate limited). */
export const ANALYTICS_EVENTS_PER_MINUTE = 60;

/**
 * POST /api/v1/analytics/events (ADR 016; spec part 2 §2.10): one event { type, path, step?,
 * bookingReference?, at } -> 202 { data: { accepted: true } }. No bearer token: the site sends it
 * with fetch keepalive (or navigator.sendBeacon) as the page goes, and it reads no personal data.
 * 400 invalid_request on a bad body, 413 past ANALYTICS_BODY_LIMIT bytes, 429 past
 * ANALYTICS_EVENTS_PER_MINUTE from one connection address. Sets no cookie.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.post(
    ANALYTICS_EVENTS_PATH,
    {
      bodyLimit: ANALYTICS_BODY_LIMIT,
      config: { rateLimit: perAddress('analytics', ANALYTICS_EVENTS_PER_MINUTE) },
      schema: {
        tags: ['analytics'],
        summary: 'Store one analytics event (sent only after cookie consent)',
        body: AnalyticsEventSchema,
        response: {
          202: envelope(AnalyticsAcceptedSchema),
          400: ErrorSchema,
          413: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await analytics.record(request.body);
      return reply.code(202).send({ data: { accepted: true as const } });
    },
  );
};
