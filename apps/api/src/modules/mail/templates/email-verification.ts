import type { OperatorContact } from '../../../config.ts';
import type { RenderedMail } from './layout.ts';
import { linkMail, type LinkMailInput } from './link-mail.ts';

/**
 * The e-mail verification message (issue 4 §1, §5): a link to `${publicUrl}/verify-email?token=`
 * valid for 24 hours; once confirmed, guest bookings made with this e-mail join the account.
 */
export function renderVerificationMail(o: LinkMailInput, operator: OperatorContact): RenderedMail {
  return linkMail({
    subject: `Confirm your e-mail address - ${operator.name}`,
    title: 'Confirm your e-mail address',
    firstName: o.firstName,
    paragraphs: [
      'Please confirm that this e-mail address belongs to you by opening the link below.',
      'Once it is confirmed, the bookings you made as a guest with this address appear in your account.',
    ],
    button: 'Confirm my e-mail',
    link: o.link,
    footer:
      'The link works once and expires in 24 hours. If you did not create an account, ignore this e-mail.',
    operator,
  });
}
