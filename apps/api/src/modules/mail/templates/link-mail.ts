import type { OperatorContact } from '../../../config.ts';
import { button, paragraph, renderMail, type RenderedMail } from './layout.ts';
import { mailText } from './mail-texts.ts';

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
 * operator's name as signature. `kind` names the e-mail's section of the catalogue
 * (`locales/<language>/mail.json`: subject, title, paragraph1, paragraph2, button, footer).
 */
export function linkMail(
  kind: 'verification' | 'accountExists' | 'claimBookings' | 'passwordReset',
  o: LinkMailInput,
  operator: OperatorContact,
): RenderedMail {
  const t = (key: string) => mailText(o.language, `mail:${kind}.${key}`, { operator: operator.name });
  return renderMail({
    language: o.language,
    subject: t('subject'),
    title: t('title'),
    sections: [
      [paragraph(mailText(o.language, 'mail:hello', { firstName: o.firstName }))],
      [paragraph(t('paragraph1')), paragraph(t('paragraph2'))],
      [button(t('button'), o.link)],
      [paragraph(t('footer'), 'note')],
      [paragraph(operator.name, 'note')],
    ],
  });
}
