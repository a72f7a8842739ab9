import { randomUUID } from 'node:crypto';
import type { ContactMessage } from '@alpine/contract';
import type { MailService } from '../mail/mail.service.ts';
import {
  renderContactAcknowledgement,
  renderContactToOperator,
  type ContactLanguage,
} from '../mail/templates/contact-message.ts';
import type { ContactRepository } from './contact.repository.ts';

/** What POST /api/v1/contact did: 'queued' both e-mails, or 'dropped' a bot's (filled honeypot). */
export type ContactOutcome = 'queued' | 'dropped';

/**
 * The contact form's service (ADR 015). `submit` drops a message whose honeypot (`website`)
 * is filled (a person never sees that field), and otherwise records, in ONE transaction of the
 * mail outbox, the operator's copy (to OPERATOR_EMAIL, Reply-To the traveller, in English) and
 * the acknowledgement to the traveller in `language`; then delivers both (a failed send stays in
 * the outbox and is retried by its job, ADR 009).
 */
export function contactService(deps: {
  repository: ContactRepository;
  mail: Pick<MailService, 'recordIn' | 'deliverKey' | 'operator'>;
}) {
  const { repository, mail } = deps;
  return {
    async submit(message: ContactMessage, language: ContactLanguage): Promise<ContactOutcome> {
      if (message.website !== undefined && message.website.trim() !== '') return 'dropped';
      const input = {
        name: message.name,
        email: message.email,
        subject: message.subject || undefined,
        message: message.message,
        bookingReference: message.bookingReference || undefined,
      };
      const id = randomUUID();
      const keys = { operator: `contact:${id}:operator`, ack: `contact:${id}:ack` };
      await repository.inTransaction(async (tx) => {
        await mail.recordIn(tx, {
          ...renderContactToOperator(input, language),
          to: mail.operator.email,
          replyTo: input.email,
          dedupKey: keys.operator,
        });
        await mail.recordIn(tx, {
          ...renderContactAcknowledgement(input, language, mail.operator),
          to: input.email,
          dedupKey: keys.ack,
        });
      });
      await mail.deliverKey(keys.operator);
      await mail.deliverKey(keys.ack);
      return 'queued';
    },
  };
}
export type ContactService = ReturnType<typeof contactService>;
