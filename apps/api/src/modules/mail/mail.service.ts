import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { OperatorContact } from '../../config.ts';
import type { DbTransaction } from '../../db/transaction.ts';
import type { MailRepository, NewMail } from './mail.repository.ts';

/** An attachment: a file name and its content (e.g. the e-ticket PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

/** A message to send. `dedupKey` makes sending idempotent: the second send of a key does nothing. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  dedupKey?: string;
  /** Reply-To of the message (ADR 015: the operator's copy of a contact message answers the traveller). */
  replyTo?: string;
}

/** What the service hands the wire: nodemailer's transport (tests pass a fake). */
export interface MailTransport {
  sendMail(message: Omit<MailMessage, 'replyTo'> & { from: string; replyTo?: string }): Promise<unknown>;
}

/** Renders, at send time, a message recorded by `payload` (e.g. a booking's confirmation and its PDF). */
export type MailRenderer = (bookingID: number) => Promise<MailMessage>;

let sequence = 0;
/** A mail id that sorts in creation order (the outbox lists newest first, even within a millisecond). */
export function mailID(): string {
  sequence = (sequence + 1) % 1_679_616;
  return `m${Date.now().toString(36)}${sequence.toString(36).padStart(4, '0')}${randomBytes(4).toString('hex')}`;
}

/**
 * What send did: 'sent' (SMTP), 'kept' (outbox only, no SMTP_URL), 'duplicate' (key seen before)
 * or 'queued' (the send failed: the outbox sender retries it).
 */
export type SendOutcome = 'sent' | 'kept' | 'duplicate' | 'queued';

/** What one delivery attempt did: 'skipped' when another sender holds it or it was delivered. */
export type DeliverOutcome = 'sent' | 'kept' | 'failed' | 'skipped';

/**
 * How long a sender's claim on a message lasts, seconds: renewed every third of it while the
 * sender lives (a slow SMTP server never lets a second sender in), so a crashed sender's message is
 * retried this soon after the crash.
 */
export const MAIL_CLAIM_SECONDS = 10;
/** Retry delay after the n-th failed attempt: 5 s doubling, at most 10 min. */
export const retryDelaySeconds = (attempts: number) => Math.min(5 * 2 ** Math.max(0, attempts - 1), 600);

/**
 * Mail (docs/architecture.md §10, the README (Configuration); spec part 2 §2.7; ADR 009 transactional outbox)
 * through nodemailer: SMTP when `smtpUrl` is set, otherwise nodemailer's jsonTransport and the message is
 * kept in mail_outbox for /dev/mailbox. Every message is first a 'pending' row of mail_outbox (unique
 * dedup_key: one message per key however often or concurrently it is sent), written by `send` or, for e-mails
 * that must follow a state change, inside that change's transaction (`recordIn`). Delivery claims
 * the row (one sender at a time, in any process), renders a `payload` row at send time, sends, and
 * marks it 'sent' or 'kept'; a failure leaves it pending and `deliverDue` (the outbox job) retries
 * it with back-off. At-least-once: only a crash between the SMTP answer and the mark can resend.
 */
export function mailService(deps: {
  repository: MailRepository;
  smtpUrl: string | null;
  from: string;
  /** Who sends: the operator's contact details the e-mails show (configuration; docs/architecture.md §8). */
  operator: OperatorContact;
  now: () => Date;
  transport?: MailTransport;
  log?: { error: (obj: object, msg: string) => void };
}) {
  const { repository, from, now } = deps;
  const transport: MailTransport =
    deps.transport ??
    (deps.smtpUrl
      ? nodemailer.createTransport(deps.smtpUrl)
      : nodemailer.createTransport({ jsonTransport: true }));
  const keeps = !deps.smtpUrl;
  const renderers = new Map<string, MailRenderer>();

  async function deliver(id: string): Promise<DeliverOutcome> {
    const until = () => new Date(now().getTime() + MAIL_CLAIM_SECONDS * 1000);
    const mail = await repository.claim(id, now(), until());
    if (!mail) return 'skipped';
    const heartbeat = setInterval(
      () => void repository.extendClaim(id, until()).catch(() => undefined),
      (MAIL_CLAIM_SECONDS * 1000) / 3,
    );
    heartbeat.unref();
    try {
      let message: MailMessage = {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.flatMap((a) =>
          a.contentBase64 === undefined
            ? []
            : [
                {
                  filename: a.filename,
                  content: Buffer.from(a.contentBase64, 'base64'),
                  ...(a.contentType ? { contentType: a.contentType } : {}),
                },
              ],
        ),
      };
      if (mail.payload) {
        const render = renderers.get(mail.payload.kind);
        if (!render) throw new Error(`No renderer for mail of kind ${mail.payload.kind}`);
        message = await render(mail.payload.bookingID);
      }
      const replyTo = message.replyTo ?? mail.replyTo;
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.attachments ? { attachments: message.attachments } : {}),
        ...(replyTo ? { replyTo } : {}),
      });
      const outcome = keeps ? 'kept' : 'sent';
      const attachmentNames = (message.attachments ?? []).map((a) => a.filename);
      await repository.complete(id, outcome, mail.payload ? { ...message, attachmentNames } : null, now());
      return outcome;
    } catch (err) {
      const retryAt = new Date(now().getTime() + retryDelaySeconds(mail.attempts) * 1000);
      await repository.fail(id, err instanceof Error ? err.message : String(err), retryAt);
      deps.log?.error({ err, mailID: id }, 'sending an e-mail failed: the outbox retries it');
      return 'failed';
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function deliverKey(dedupKey: string): Promise<DeliverOutcome> {
    const id = await repository.idByKey(dedupKey);
    return id ? deliver(id) : 'skipped';
  }

  const rendered = (id: string, message: MailMessage): NewMail => ({
    id,
    dedupKey: message.dedupKey ?? null,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo ?? null,
    attachmentNames: (message.attachments ?? []).map((a) => a.filename),
    attachmentContents: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentBase64: Buffer.from(a.content).toString('base64'),
      ...(a.contentType ? { contentType: a.contentType } : {}),
    })),
    at: now(),
  });

  return {
    /** True when mail is only kept in the outbox (no SMTP_URL). */
    keepsMail: keeps,

    /** The operator's name, phone and e-mail, for the templates and attachments (docs/architecture.md §8). */
    operator: deps.operator,

    /**
     * Records `message` (pending) and delivers it now. A known dedup key records nothing and
     * delivers that key's message if it is still pending ('duplicate'). Never throws for a failed
     * send: the message stays in the outbox and is retried ('queued').
     */
    async send(message: MailMessage): Promise<SendOutcome> {
      const id = mailID();
      if (!(await repository.insert(rendered(id, message)))) {
        if (message.dedupKey) await deliverKey(message.dedupKey);
        return 'duplicate';
      }
      const outcome = await deliver(id);
      return outcome === 'failed' || outcome === 'skipped' ? 'queued' : outcome;
    },

    /**
     * Records a message inside the caller's open transaction `tx` (transactional outbox): rendered
     * `message`, or `payload` to render at send time with the renderer of its kind. Nothing is sent
     * here; call deliverKey after the commit (or let deliverDue find it). False on a known key.
     */
    recordIn(
      tx: DbTransaction,
      message: MailMessage & { dedupKey: string },
      payload: { kind: string; bookingID: number } | null = null,
    ): Promise<boolean> {
      return repository.insertIn(tx, { ...rendered(mailID(), message), payload });
    },

    /** Registers the renderer of recorded payloads of `kind` (wired in app.ts). */
    useRenderer(kind: string, render: MailRenderer): void {
      renderers.set(kind, render);
    },

    /** Delivers the pending message of `dedupKey`, if any and if no other sender holds it. */
    deliverKey,

    /** The outbox job: delivers up to `limit` due pending messages, oldest first. */
    async deliverDue(limit = 50): Promise<{ delivered: number; failed: number }> {
      let delivered = 0;
      let failed = 0;
      for (const id of await repository.due(now(), limit)) {
        const outcome = await deliver(id);
        if (outcome === 'failed') failed += 1;
        else if (outcome !== 'skipped') delivered += 1;
      }
      return { delivered, failed };
    },

    /** The delivered outbox, newest first (at most `limit` messages). */
    list: (limit = 100) => repository.list(limit),
    byID: (id: string) => repository.byID(id),
  };
}
export type MailService = ReturnType<typeof mailService>;
