import type { Language } from '@alpine/domain';
import type { OperatorContact } from '../../../config.ts';
import { lines, paragraph, renderMail, type RenderedMail } from './layout.ts';
import { mailText } from './mail-texts.ts';

/** The languages of the site (docs/architecture.md §6): the acknowledgement is written in the page's. */
export type ContactLanguage = Language;

/** A traveller's message as the contact form sends it (ADR 015), trimmed and validated. */
export interface ContactMessageInput {
  name: string;
  email: string;
  subject?: string | undefined;
  message: string;
  bookingReference?: string | undefined;
}

const paragraphsOf = (message: string) =>
  message
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => paragraph(p));

/**
 * The operator's copy of a contact message (ADR 015), in English (the operator's language):
 * who wrote (name, e-mail, booking reference, the page's language), the subject and the message.
 * Sent to OPERATOR_EMAIL with Reply-To the traveller, so that answering it reaches them.
 */
export function renderContactToOperator(m: ContactMessageInput, language: ContactLanguage): RenderedMail {
  const subject = `Contact form: ${m.subject?.trim() || 'message'} (${m.name})`;
  return renderMail({
    subject: subject.slice(0, 200),
    title: 'A message from the contact form',
    sections: [
      [
        lines([
          { label: 'From', value: `${m.name} <${m.email}>` },
          !!m.bookingReference && { label: 'Booking reference', value: m.bookingReference },
          { label: 'Language', value: language },
          !!m.subject && { label: 'Subject', value: m.subject },
        ]),
      ],
      paragraphsOf(m.message),
      [paragraph('Reply to this e-mail to answer the traveller.', 'note')],
    ],
  });
}

/**
 * The acknowledgement sent to the traveller (ADR 015) in `language` (the page's, from
 * Accept-Language): we received the message and answer by e-mail within a working day, the
 * operator's phone for a transfer within 24 hours (as the contact page says), and the booking
 * reference when one was given (its format is checked: 8 characters of the reference alphabet). It repeats nothing else the
 * sender typed, neither name, subject nor message: anyone may send the form with anyone's address,
 * and an acknowledgement that echoed free text would let them mail any words from the operator's
 * address (a spam and phishing relay). The operator's copy holds the message.
 */
export function renderContactAcknowledgement(
  m: ContactMessageInput,
  language: ContactLanguage,
  operator: OperatorContact,
): RenderedMail {
  const t = (key: string) =>
    mailText(language, `mail:contact.${key}`, { operator: operator.name, phone: operator.phone });
  return renderMail({
    language,
    subject: t('subject'),
    title: t('title'),
    sections: [
      [paragraph(t('hello'))],
      [paragraph(t('received'))],
      ...(m.bookingReference ? [[lines([{ label: t('reference'), value: m.bookingReference }])]] : []),
      [paragraph(t('urgent'), 'note')],
      [paragraph(operator.name, 'note')],
    ],
  });
}
