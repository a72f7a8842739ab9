import type { OperatorContact } from '../../../config.ts';
import type { RenderedMail } from './layout.ts';
import { linkMail, type LinkMailInput } from './link-mail.ts';

/**
 * The password recovery message (spec part 1 §2.4-§2.5; issue 4 §2): a single-use link to
 * `${publicUrl}/new-password?token=` that expires in 30 minutes.
 */
export function renderPasswordResetMail(o: LinkMailInput, operator: OperatorContact): RenderedMail {
  return linkMail({
    subject: `Reset your password - ${operator.name}`,
    title: 'Reset your password',
    firstName: o.firstName,
    paragraphs: [
      `We received a request to reset the password of your ${operator.name} account.`,
      'Open the link below to choose a new password.',
    ],
    button: 'Choose a new password',
    link: o.link,
    footer:
      'The link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    operator,
  });
}
