import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import type { AppConfig } from '../../config.ts';
import type { BearerGuard } from '../../http/bearer-routes.ts';
import type { BookingsForPayments } from '../bookings/ports.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import type { Job } from '../jobs/job-runner.ts';
import { paymentRecovery, RECOVERY_EVERY_SECONDS } from './payment-recovery.ts';
import { paymentSettlement } from './payment-settlement.ts';
import type { PaymentsRepository } from './payments.repository.ts';
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
 * sandbox, whose record of charges (for retrieveIntent, ADR 009) is read from `repository`'s
 * payment_intents (the payments repository app.ts builds).
 */
export function paymentGatewayFor(
  config: AppConfig,
  repository?: Pick<PaymentsRepository, 'intentByID'>,
): PaymentGateway {
  if (config.paymentGateway === 'stripe' && config.stripeSecretKey) {
    return stripeGateway(new Stripe(config.stripeSecretKey, { maxNetworkRetries: 2 }));
  }
  if (!repository) return sandboxGateway();
  return sandboxGateway((id) => repository.intentByID(id));
}

/** The name of the payment recovery job (jobs table). */
export const PAYMENT_RECOVERY_JOB = 'payment-recovery';

/**
 * The payments module (spec part 2 §2.6; docs/architecture.md §4): the payment service routes, the sandbox
 * card routes when the gateway is the sandbox, and the Stripe webhook when STRIPE_WEBHOOK_SECRET is
 * set. `repository` is its store, built by app.ts (ADR 013: the module
 * takes no raw database). `gateway` defaults to paymentGatewayFor(config, repository) (tests pass their own). `addJob`
 * receives the payment recovery job (ADR 009), which the app's job runner runs at start-up and
 * every RECOVERY_EVERY_SECONDS.
 */
export const paymentsModule: FastifyPluginAsyncZod<{
  config: AppConfig;
  repository: PaymentsRepository;
  bookings: BookingsForPayments;
  authenticate: BearerGuard;
  now: () => Date;
  gateway?: PaymentGateway;
  addJob?: (job: Job) => void;
}> = async (app, opts) => {
  const { bookings, now } = opts;
  const { repository } = opts;
  const gateway = opts.gateway ?? paymentGatewayFor(opts.config, repository);
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
