import type { OperatorContact } from '../../../config.ts';
import { button, paragraph, renderMail, type RenderedMail } from './layout.ts';

/** Whom an account e-mail greets and the link it carries (absolute URL with its token). */
export interface LinkMailInput {
  firstName: string;
  link: string;
}

/**
 * The form of the account e-mails (issue 4 §1-§2): a greeting, paragraphs, one button to `link`
 * (the text part shows the address), a footer note and the operator's name as signature.
 */
export function linkMail(o: {
  subject: string;
  title: string;
  firstName: string;
  paragraphs: string[];
  button: string;
  link: string;
  footer: string;
  operator: OperatorContact;
}): RenderedMail {
  return renderMail({
    subject: o.subject,
    title: o.title,
    sections: [
      [paragraph(`Hello ${o.firstName},`)],
      o.paragraphs.map((p) => paragraph(p)),
      [button(o.button, o.link)],
      [paragraph(o.footer, 'note')],
      [paragraph(o.operator.name, 'note')],
    ],
  });
}
