import type { OperatorContact } from '../../../config.ts';
import type { RenderedMail } from './layout.ts';
import { linkMail, type LinkMailInput } from './link-mail.ts';

/**
 * The e-mail verification message (issue 4 §1, §5), in `o.language` (issue 10 §3): a link to
 * `${publicUrl}/verify-email?token=` valid for 24 hours; once confirmed, guest bookings made with
 * this e-mail join the account.
 */
export function renderVerificationMail(o: LinkMailInput, operator: OperatorContact): RenderedMail {
  return linkMail('verification', o, operator);
}
