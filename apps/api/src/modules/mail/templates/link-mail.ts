import type { OperatorContact } from '../../../config.ts';
import { button, paragraph, renderMail, type RenderedMail } from './layout.ts';
import { mailTexts, type MailTexts } from './mail-texts.ts';

/**
 * Whom an account e-mail greets, the link it carries (absolute URL with its token) and the
 * language of the request that triggered it ('en' when absent; docs/architecture.md §6).
 */
export interface LinkMailInput {
  firstName: string;
  link: string;
  language?: string;
}

/**
 * The form of the account e-mails (spec part 1 §2.3, ADR 007), in `o.language` (docs/architecture.md §6): a
 * greeting, paragraphs, one button to `link` (the text part shows the address), a footer note and the
 * operator's name as signature. `kind` names the e-mail's texts in templates/mail-texts.ts.
 */
export function linkMail(
  kind: 'verification' | 'accountExists' | 'claimBookings' | 'passwordReset',
  o: LinkMailInput,
  operator: OperatorContact,
): RenderedMail {
  const texts: MailTexts = mailTexts(o.language);
  const t = texts[kind];
  return renderMail({
    language: o.language,
    subject: t.subject(operator.name),
    title: t.title,
    sections: [
      [paragraph(texts.hello(o.firstName))],
      t.paragraphs(operator.name).map((p) => paragraph(p)),
      [button(t.button, o.link)],
      [paragraph(t.footer, 'note')],
      [paragraph(operator.name, 'note')],
    ],
  });
}
