import type { Language } from '@alpine/domain';
import type { OperatorContact } from '../../../config.ts';
import { lines, paragraph, renderMail, type RenderedMail } from './layout.ts';

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

const ACK: Record<
  ContactLanguage,
  {
    subject: (operator: string) => string;
    title: string;
    hello: string;
    received: string;
    reference: string;
    urgent: (phone: string) => string;
  }
> = {
  en: {
    subject: (operator) => `We have received your message - ${operator}`,
    title: 'Thank you for your message',
    hello: 'Hello,',
    received: 'We have received your message and will answer you by e-mail, usually within one working day.',
    reference: 'Booking reference',
    urgent: (phone) => `If your transfer is within the next 24 hours, please call us on ${phone}.`,
  },
  fr: {
    subject: (operator) => `Nous avons bien reçu votre message - ${operator}`,
    title: 'Merci pour votre message',
    hello: 'Bonjour,',
    received:
      'Nous avons bien reçu votre message et vous répondrons par e-mail, en général sous un jour ouvré.',
    reference: 'Référence de réservation',
    urgent: (phone) => `Si votre transfert a lieu dans les prochaines 24 heures, appelez-nous au ${phone}.`,
  },
  es: {
    subject: (operator) => `Hemos recibido su mensaje - ${operator}`,
    title: 'Gracias por su mensaje',
    hello: 'Hola:',
    received:
      'Hemos recibido su mensaje y le responderemos por correo electrónico, normalmente en un día laborable.',
    reference: 'Referencia de la reserva',
    urgent: (phone) => `Si su traslado es en las próximas 24 horas, llámenos al ${phone}.`,
  },
};

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
  const t = ACK[language];
  return renderMail({
    subject: t.subject(operator.name),
    title: t.title,
    sections: [
      [paragraph(t.hello)],
      [paragraph(t.received)],
      ...(m.bookingReference ? [[lines([{ label: t.reference, value: m.bookingReference }])]] : []),
      [paragraph(t.urgent(operator.phone), 'note')],
      [paragraph(operator.name, 'note')],
    ],
  });
}
