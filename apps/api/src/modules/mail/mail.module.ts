import type { FastifyInstance } from 'fastify';
import { isLoopbackHost, type AppConfig } from '../../config.ts';
import type { Job } from '../jobs/job-runner.ts';
import type { MailRepository } from './mail.repository.ts';
import { mailDevRoutes } from './mail.routes.ts';
import { mailService, type MailService } from './mail.service.ts';
import { namedPlugin } from '../../http/named-plugin.ts';

/**
 * True when the development mailbox (/dev/mailbox, /api/v1/dev/outbox) may exist (docs/architecture.md §4;
 * docs/architecture.md §4): NODE_ENV is not production, SMTP_URL is unset and the server listens on loopback
 * only, so that nobody but this machine reads other people's e-mails (reset links included).
 */
export function mailboxOpen(config: Pick<AppConfig, 'env' | 'smtpUrl' | 'host'>): boolean {
  return config.env !== 'production' && !config.smtpUrl && isLoopbackHost(config.host);
}

/**
 * Builds the mail service for the app (docs/architecture.md §10, the README (Configuration)) and registers
 * the development mailbox when mailboxOpen(config); otherwise its paths answer 404. Mail timestamps use the
 * wall clock. From: '<OPERATOR_NAME> <OPERATOR_EMAIL>' (default 'Alpine Transfers <bookings@<PUBLIC_URL
 * host>>'); the service carries config.operator for the templates and attachments (docs/architecture.md §8).
 * Its store (`repository`, the mail repository) is built by app.ts: the module takes no raw database
 * (ADR 013).
 */
export async function registerMail(
  app: FastifyInstance,
  opts: { config: AppConfig; repository: MailRepository },
): Promise<MailService> {
  const mail = mailService({
    repository: opts.repository,
    smtpUrl: opts.config.smtpUrl,
    from: `${opts.config.operator.name} <${opts.config.operator.email}>`,
    operator: opts.config.operator,
    now: () => new Date(),
    log: app.log,
  });
  if (mailboxOpen(opts.config)) {
    await app.register(namedPlugin(mailDevRoutes), { mail });
  }
  return mail;
}

/** The outbox sender job's name and period, seconds (ADR 009). */
export const MAIL_OUTBOX_JOB = 'mail-outbox';
export const MAIL_OUTBOX_EVERY_SECONDS = 5;

/**
 * The outbox sender as a job of the app's job runner (ADR 009): delivers the pending messages
 * that are due (recorded by a transaction whose process died before delivering them, or whose
 * send failed and waits for its retry), at start-up and every MAIL_OUTBOX_EVERY_SECONDS.
 */
export function mailOutboxJob(mail: MailService): Job {
  return { name: MAIL_OUTBOX_JOB, everySeconds: MAIL_OUTBOX_EVERY_SECONDS, run: () => mail.deliverDue() };
}
