import type { OperatorContact } from '../../../config.ts';
import type { RenderedMail } from './layout.ts';
import { linkMail, type LinkMailInput } from './link-mail.ts';

/**
 * Sent instead of a verification when someone registers with an address that already has an
 * account (ADR 007: registration answers the same either way; the mail tells the owner), in
 * `o.language` (docs/architecture.md §6). `link` opens the password recovery page.
 */
export function renderAccountExistsMail(o: LinkMailInput, operator: OperatorContact): RenderedMail {
  return linkMail('accountExists', o, operator);
}
