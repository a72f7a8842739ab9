import type { OperatorContact } from '../../../config.ts';
import type { RenderedMail } from './layout.ts';
import { linkMail, type LinkMailInput } from './link-mail.ts';

/**
 * The e-mail verification message (spec part 1 §2.3, ADR 008), in `o.language` (docs/architecture.md §6): a
 * link to `${publicUrl}/verify-email?token=` valid for 24 hours; once confirmed, guest bookings made with
 * this e-mail join the account.
 */
export function renderVerificationMail(o: LinkMailInput, operator: OperatorContact): RenderedMail {
  return linkMail('verification', o, operator);
}
