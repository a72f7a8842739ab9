import type { OperatorContact } from '../../../config.ts';
import type { RenderedMail } from './layout.ts';
import { linkMail, type LinkMailInput } from './link-mail.ts';

/**
 * The link that adds the bookings made with this e-mail (before the link was sent) to the account
 * that asked for it (issue 7 §1; ADR 008): `${publicUrl}/my-account/claim-bookings?token=`, 24 h.
 */
export function renderClaimBookingsMail(o: LinkMailInput, operator: OperatorContact): RenderedMail {
  return linkMail({
    subject: `Add your bookings to your account - ${operator.name}`,
    title: 'Add your bookings to your account',
    firstName: o.firstName,
    paragraphs: [
      'You asked to see in your account the bookings made with this e-mail address.',
      'Open the link below to add them. Bookings made after this e-mail was sent need a new link.',
    ],
    button: 'Add my bookings',
    link: o.link,
    footer: 'The link works once and expires in 24 hours. If you did not ask for it, ignore this e-mail.',
    operator,
  });
}
