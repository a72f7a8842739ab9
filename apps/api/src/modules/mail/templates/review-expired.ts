import type { OperatorContact } from '../../../config.ts';
import type { ReviewExpiredNotice } from '../../bookings/ports.ts';
import { bookingMail, paragraph, type RenderedMail } from './layout.ts';
import { mailText } from './mail-texts.ts';

/**
 * The e-mail of a booking whose review deadline passed (ADR 010: the traveller is told), in
 * the language the booking was made in (`n.language`; docs/architecture.md §6): the reference, that the held
 * seats were released and nothing was charged, what to do next (the operator's phone). HTML with
 * a plain-text part (templates/layout.ts).
 */
export function renderReviewExpired(n: ReviewExpiredNotice, operator: OperatorContact): RenderedMail {
  const t = (key: string, values?: Record<string, string>) =>
    mailText(n.language, `mail:reviewExpired.${key}`, values);
  return bookingMail(n, 'mail:reviewExpired', [
    [
      paragraph(t('expired', { reference: n.reference })),
      paragraph(t('notCharged')),
      paragraph(t('next', { phone: operator.phone })),
    ],
  ]);
}
