import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { BookingsForPayments } from '../bookings/booking-payment-port.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { paymentSettlement } from './payment-settlement.ts';
import { paymentsRepository } from './payments.repository.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { paymentsService } from './payments.service.ts';
import { sandboxPayments } from './sandbox-payments.service.ts';
import { sandboxRoutes } from './sandbox.routes.ts';
import { sandboxGateway } from './sandbox-gateway.ts';
import { stripeGateway } from './stripe-gateway.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';
import { stripeWebhookService } from './stripe-webhook.service.ts';

/** The gateway config.paymentGateway names (DESIGN §7): Stripe with its secret key, else the sandbox. */
export function paymentGatewayFor(config: AppConfig): PaymentGateway {
  if (config.paymentGateway === 'stripe' && config.stripeSecretKey) {
    return stripeGateway(new Stripe(config.stripeSecretKey, { maxNetworkRetries: 2 }));
  }
  return sandboxGateway();
}

/**
 * The payments module (issue 3 §5; DESIGN §4, §7): the payment service routes, the sandbox card
 * routes when the gateway is the sandbox, and the Stripe webhook when STRIPE_WEBHOOK_SECRET is
 * set. `gateway` defaults to paymentGatewayFor(config) (tests pass their own).
 */
export const paymentsModule: FastifyPluginAsyncZod<{
  config: AppConfig;
  db: Kysely<Database>;
  bookings: BookingsForPayments;
  authenticate: preHandlerAsyncHookHandler;
  now: () => Date;
  gateway?: PaymentGateway;
}> = async (app, opts) => {
  const { bookings, now } = opts;
  const gateway = opts.gateway ?? paymentGatewayFor(opts.config);
  const repository = paymentsRepository(opts.db);
  const settlement = paymentSettlement({ repository, gateway, bookings, now });
  const payments = paymentsService({ repository, gateway, bookings, now });

  await app.register(paymentsRoutes, { payments, authenticate: opts.authenticate });
  if (gateway.provider === 'sandbox') {
    await app.register(sandboxRoutes, { sandbox: sandboxPayments({ repository, settlement, now }) });
  }
  if (opts.config.stripeWebhookSecret) {
    await app.register(stripeWebhookRoutes, {
      webhook: stripeWebhookService({ repository, settlement, bookings, now }),
      secret: opts.config.stripeWebhookSecret,
    });
  }
};
