import type { OperatorContact } from '../../../config.ts';
import type { RenderedMail } from './layout.ts';
import { linkMail, type LinkMailInput } from './link-mail.ts';

/**
 * The link that adds the bookings made with this e-mail (before the link was sent) to the account
 * that asked for it (ADR 008): `${publicUrl}/my-account/claim-bookings?token=`, 24 h;
 * in `o.language` (docs/architecture.md §6).
 */
export function renderClaimBookingsMail(o: LinkMailInput, operator: OperatorContact): RenderedMail {
  return linkMail('claimBookings', o, operator);
}
