import type { OperatorContact } from '../../../config.ts';
import type { CancellationNotice } from '../../bookings/ports.ts';
import { bookingMail, paragraph, strong, type RenderedMail } from './layout.ts';
import { mailMoney, mailText, mailTextAround } from './mail-texts.ts';

/**
 * The cancellation e-mail (spec part 2 §2.8), in the language the booking was made in (`n.language`;
 * docs/architecture.md §6): reference, the refund (refundMinor, minor units) and its percent of the total
 * under the cancellation policy, when it reaches the card, and the operator's phone. HTML with a
 * plain-text part (templates/layout.ts).
 */
export function renderCancellation(n: CancellationNotice, operator: OperatorContact): RenderedMail {
  const t = (key: string, values?: Record<string, string | number>) =>
    mailText(n.language, `mail:cancellation.${key}`, values);
  const refund = mailMoney(n.refundMinor, n.currency, n.language);
  const total = mailMoney(n.totalMinor, n.currency, n.language);
  const refundLine =
    n.refundMinor > 0 ? t('refund', { refund, percent: n.percent, total }) : t('noRefund', { total });
  const [before, reference, after] = mailTextAround(n.language, 'mail:cancellation.cancelled', 'reference', {
    reference: n.reference,
  });
  return bookingMail(n, 'mail:cancellation', [
    [paragraph([before, strong(reference), after])],
    [paragraph(refundLine, 'large')],
    [paragraph(t('questions', { phone: operator.phone }), 'note')],
  ]);
}
