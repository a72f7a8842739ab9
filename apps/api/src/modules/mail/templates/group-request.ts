import type { Language } from '@alpine/domain';
import type { OperatorContact } from '../../../config.ts';
import { lines, paragraph, renderMail, strong, type RenderedMail } from './layout.ts';
import { mailDate, mailText, mailTextAround } from './mail-texts.ts';

/** A group request as the e-mails show it: names of the places (in the e-mail's language), the rest as stored. */
export interface GroupRequestMail {
  reference: string;
  originName: string;
  destinationName: string;
  /** Local date YYYY-MM-DD and time HH:mm where each leg starts. */
  outbound: { date: string; time: string };
  return: { date: string; time: string } | null;
  pax: number;
  contact: { name: string; email: string; mobile: string };
  language: Language;
  message: string | null;
}

const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => paragraph(p));

/**
 * The operator's copy of a group request (51-99 passengers), in English (the operator's
 * language): reference, route, dates and times, passengers, contact, the traveller's language and
 * message. Sent to OPERATOR_EMAIL with Reply-To the traveller; the console answers it too.
 */
export function renderGroupRequestToOperator(r: GroupRequestMail): RenderedMail {
  return renderMail({
    subject: `Group request ${r.reference}: ${r.pax} passengers, ${r.originName} - ${r.destinationName}`,
    title: 'A group request',
    sections: [
      [
        lines([
          { label: 'Reference', value: r.reference },
          { label: 'Route', value: `${r.originName} - ${r.destinationName}` },
          { label: 'Outbound', value: `${mailDate(r.outbound.date, 'en')} ${r.outbound.time}` },
          !!r.return && { label: 'Return', value: `${mailDate(r.return.date, 'en')} ${r.return.time}` },
          { label: 'Passengers', value: String(r.pax) },
          { label: 'From', value: `${r.contact.name} <${r.contact.email}>` },
          { label: 'Mobile', value: r.contact.mobile },
          { label: 'Language', value: r.language },
        ]),
      ],
      r.message ? paragraphsOf(r.message) : [],
      [paragraph('Answer it from the console (Group requests) or reply to this e-mail.', 'note')],
    ].filter((s) => s.length > 0),
  });
}

/**
 * The acknowledgement sent to the traveller in the request's language: the reference, the route
 * (the places' names from our own list), dates, times and passengers, and that the answer comes
 * by e-mail. It repeats nothing the sender typed (neither name nor message): anyone may send the
 * form with anyone's address, and echoed free text would make the operator's address a spam
 * relay (as the contact form's acknowledgement).
 */
export function renderGroupRequestAcknowledgement(
  r: GroupRequestMail,
  operator: OperatorContact,
): RenderedMail {
  const t = (key: string) =>
    mailText(r.language, `mail:groupRequest.${key}`, { reference: r.reference, phone: operator.phone });
  const when = (leg: { date: string; time: string }) => `${mailDate(leg.date, r.language)} ${leg.time}`;
  return renderMail({
    language: r.language,
    subject: t('subject'),
    title: t('title'),
    sections: [
      [paragraph(t('hello'))],
      [paragraph(t('received'))],
      [
        lines([
          { label: t('reference'), value: r.reference },
          { label: t('route'), value: `${r.originName} - ${r.destinationName}` },
          { label: t('outbound'), value: when(r.outbound) },
          !!r.return && { label: t('back'), value: when(r.return) },
          { label: t('pax'), value: String(r.pax) },
        ]),
      ],
      [paragraph(t('urgent'), 'note')],
      [paragraph(operator.name, 'note')],
    ],
  });
}

/**
 * The operator's answer to a group request, e-mailed to the traveller from the console: the
 * frame (subject, title, the reference) in the request's language, the operator's text as typed,
 * then the operator's name. Reply-To is the operator's e-mail (set by the service).
 */
export function renderGroupRequestAnswer(
  r: Pick<GroupRequestMail, 'reference' | 'language'>,
  text: string,
  operator: OperatorContact,
): RenderedMail {
  const t = (key: string) => mailText(r.language, `mail:groupAnswer.${key}`, { reference: r.reference });
  const [about, reference, after] = mailTextAround(r.language, 'mail:groupAnswer.about', 'reference', {
    reference: r.reference,
  });
  return renderMail({
    language: r.language,
    subject: t('subject'),
    title: t('title'),
    sections: [
      [paragraph([about, strong(reference), after], 'note')],
      paragraphsOf(text),
      [paragraph(operator.name, 'note')],
    ],
  });
}
