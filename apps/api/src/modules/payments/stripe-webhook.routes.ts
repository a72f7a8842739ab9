import { envelope, ErrorSchema, STRIPE_WEBHOOK_PATH } from '@alpine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { badRequest } from '../../http/api-error.ts';
import type { StripeIntentEvent, StripeWebhookService } from './stripe-webhook.service.ts';

/** The part of a Stripe event the webhook reads; other fields pass through untouched. */
const EventSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.looseObject({ object: z.looseObject({}) }),
});

/**
 * POST /api/v1/payments/stripe/webhook (issue 3 §5): Stripe's events, body kept raw so that the
 * Stripe-Signature (HMAC with STRIPE_WEBHOOK_SECRET) can be verified with
 * stripe.webhooks.constructEvent. 400 on a missing or bad signature or a malformed event;
 * -> { data: { received: true, outcome: 'handled' | 'duplicate' | 'ignored' } }. The raw-body
 * parser is registered only in this plugin's scope: every other route keeps JSON parsing.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  webhook: StripeWebhookService;
  secret: string;
}> = async (app, { webhook, secret }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    STRIPE_WEBHOOK_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signed events)',
        headers: z.object({ 'stripe-signature': z.string().min(1) }),
        response: {
          200: envelope(
            z.object({ received: z.literal(true), outcome: z.enum(['handled', 'duplicate', 'ignored']) }),
          ),
          400: ErrorSchema,
        },
      },
    },
    async (request) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw badRequest('Send the event as Stripe signed it.');
      let event: unknown;
      try {
        event = Stripe.webhooks.constructEvent(raw, request.headers['stripe-signature'], secret);
      } catch {
        throw badRequest('The Stripe-Signature does not verify.');
      }
      const parsed = EventSchema.safeParse(event);
      if (!parsed.success) throw badRequest('The event is not a Stripe event.');
      const outcome = await webhook.handle(parsed.data as unknown as StripeIntentEvent);
      return { data: { received: true as const, outcome } };
    },
  );
};
