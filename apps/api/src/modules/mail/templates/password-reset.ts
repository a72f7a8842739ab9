import type { OperatorContact } from '../../../config.ts';
import type { RenderedMail } from './layout.ts';
import { linkMail, type LinkMailInput } from './link-mail.ts';

/**
 * The password recovery message (spec part 1 §2.4-§2.5; ADR 007), in `o.language`
 * (docs/architecture.md §6): a single-use link to `${publicUrl}/new-password?token=` that expires in 30
 * minutes.
 */
export function renderPasswordResetMail(o: LinkMailInput, operator: OperatorContact): RenderedMail {
  return linkMail('passwordReset', o, operator);
}
