import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { BearerGuard } from '../../http/bearer-routes.ts';
import type { BookingsForPayments } from '../bookings/booking-payment-port.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import type { Job } from '../jobs/job-runner.ts';
import { paymentRecovery, RECOVERY_EVERY_SECONDS } from './payment-recovery.ts';
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
import { namedPlugin } from '../../http/named-plugin.ts';

/**
 * The gateway config.paymentGateway names (docs/architecture.md §4): Stripe with its secret key, else the
 * sandbox, whose record of charges (for retrieveIntent, ADR 009) is read from `db`'s payment_intents.
 */
export function paymentGatewayFor(config: AppConfig, db?: Db['kysely']): PaymentGateway {
  if (config.paymentGateway === 'stripe' && config.stripeSecretKey) {
    return stripeGateway(new Stripe(config.stripeSecretKey, { maxNetworkRetries: 2 }));
  }
  if (!db) return sandboxGateway();
  const repository = paymentsRepository(db);
  return sandboxGateway((id) => repository.intentByID(id));
}

/** The name of the payment recovery job (jobs table). */
export const PAYMENT_RECOVERY_JOB = 'payment-recovery';

/**
 * The payments module (spec part 2 §2.6; docs/architecture.md §4): the payment service routes, the sandbox
 * card routes when the gateway is the sandbox, and the Stripe webhook when STRIPE_WEBHOOK_SECRET is
 * set. `gateway` defaults to paymentGatewayFor(config, db) (tests pass their own). `addJob`
 * receives the payment recovery job (ADR 009), which the app's job runner runs at start-up and
 * every RECOVERY_EVERY_SECONDS.
 */
export const paymentsModule: FastifyPluginAsyncZod<{
  config: AppConfig;
  db: Db['kysely'];
  bookings: BookingsForPayments;
  authenticate: BearerGuard;
  now: () => Date;
  gateway?: PaymentGateway;
  addJob?: (job: Job) => void;
}> = async (app, opts) => {
  const { bookings, now } = opts;
  const gateway = opts.gateway ?? paymentGatewayFor(opts.config, opts.db);
  const repository = paymentsRepository(opts.db);
  const settlement = paymentSettlement({ repository, gateway, bookings, now });
  const payments = paymentsService({ repository, gateway, bookings, now });
  const recovery = paymentRecovery({ repository, gateway, settlement, now, log: app.log });
  opts.addJob?.({
    name: PAYMENT_RECOVERY_JOB,
    everySeconds: RECOVERY_EVERY_SECONDS,
    run: (at) => recovery.recoverStranded(at),
  });

  await app.register(namedPlugin(paymentsRoutes), { payments, authenticate: opts.authenticate });
  if (gateway.provider === 'sandbox') {
    const sandbox = sandboxPayments({
      repository,
      settlement,
      now,
      recovery,
      settleDelayMs: opts.config.sandboxSettleDelayMs,
      log: app.log,
    });
    await app.register(namedPlugin(sandboxRoutes), { sandbox });
  }
  if (opts.config.stripeWebhookSecret) {
    await app.register(namedPlugin(stripeWebhookRoutes), {
      webhook: stripeWebhookService({ repository, settlement, bookings, now }),
      secret: opts.config.stripeWebhookSecret,
    });
  }
};
