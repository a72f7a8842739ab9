import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { MailRepository } from './mail.repository.ts';

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
}

let sequence = 0;
/** A mail id that sorts in creation order (the outbox lists newest first, even within a millisecond). */
function mailID(): string {
  sequence = (sequence + 1) % 1_679_616;
  return `m${Date.now().toString(36)}${sequence.toString(36).padStart(4, '0')}${randomBytes(4).toString('hex')}`;
}

/** What send did: 'sent' (SMTP), 'kept' (outbox only, no SMTP_URL) or 'duplicate' (key seen before). */
export type SendOutcome = 'sent' | 'kept' | 'duplicate';

/**
 * Mail (DESIGN §3, §6; issue 3 §6) through nodemailer: SMTP when `smtpUrl` is set, otherwise
 * nodemailer's jsonTransport and the message is kept in mail_outbox for /dev/mailbox. Every
 * message is written to mail_outbox first (unique dedup_key), so a repeated or concurrent send
 * with the same key sends one e-mail. A failed SMTP send removes the row and rethrows, so that a
 * retry can send it.
 */
export function mailService(deps: {
  repository: MailRepository;
  smtpUrl: string | null;
  from: string;
  now: () => Date;
}) {
  const { repository, from, now } = deps;
  const transport = deps.smtpUrl
    ? nodemailer.createTransport(deps.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  const keeps = !deps.smtpUrl;

  return {
    /** True when mail is only kept in the outbox (no SMTP_URL). */
    keepsMail: keeps,

    async send(message: MailMessage): Promise<SendOutcome> {
      const id = mailID();
      const inserted = await repository.insert({
        id,
        dedupKey: message.dedupKey ?? null,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachmentNames: (message.attachments ?? []).map((a) => a.filename),
        at: now(),
      });
      if (!inserted) return 'duplicate';
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
        });
      } catch (err) {
        await repository.remove(id);
        throw err;
      }
      if (keeps) return 'kept';
      await repository.markSent(id, now());
      return 'sent';
    },

    /** The outbox, newest first (at most `limit` messages). */
    list: (limit = 100) => repository.list(limit),
    byID: (id: string) => repository.byID(id),
  };
}
export type MailService = ReturnType<typeof mailService>;
