import type { OperatorContact } from '../../../config.ts';
import type { RenderedMail } from './layout.ts';
import { linkMail, type LinkMailInput } from './link-mail.ts';

/**
 * Sent instead of a verification when someone registers with an address that already has an
 * account (issue 7 §10: registration answers the same either way; the mail tells the owner).
 * `link` opens the password recovery page.
 */
export function renderAccountExistsMail(o: LinkMailInput, operator: OperatorContact): RenderedMail {
  return linkMail({
    subject: `You already have an account - ${operator.name}`,
    title: 'You already have an account',
    firstName: o.firstName,
    paragraphs: [
      `Someone, probably you, tried to create an ${operator.name} account with this e-mail address, which already has one.`,
      'If it was you, log in with your password, or choose a new one with the link below.',
    ],
    button: 'Choose a new password',
    link: o.link,
    footer: 'If it was not you, ignore this e-mail: nothing has changed in your account.',
    operator,
  });
}
