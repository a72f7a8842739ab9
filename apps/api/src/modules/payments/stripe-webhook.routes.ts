import { envelope, ErrorSchema, STRIPE_WEBHOOK_PATH } from '@alpine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { badRequest } from '../../http/api-error.ts';
import { parseStripeEvent } from './stripe-events.ts';
import type { StripeWebhookService } from './stripe-webhook.service.ts';

/**
 * POST /api/v1/payments/stripe/webhook (spec part 2 §2.6): Stripe's events, body kept raw so that the
 * Stripe-Signature (HMAC with STRIPE_WEBHOOK_SECRET) can be verified with
 * stripe.webhooks.constructEvent, then parsed with the schemas of stripe-events.ts (ADR 012).
 * 400 on a missing or bad signature, or a signed event whose envelope or payment intent is
 * malformed (e.g. an object as data.object.id: "data.object.id: Invalid input ...");
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
      const parsed = parseStripeEvent(event);
      if (parsed.kind === 'malformed')
        throw badRequest(`The event is not a valid Stripe event: ${parsed.reason}.`);
      const outcome = parsed.kind === 'intent' ? await webhook.handle(parsed.event) : 'ignored';
      return { data: { received: true as const, outcome } };
    },
  );
};
