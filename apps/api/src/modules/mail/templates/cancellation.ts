import { formatMoney, fromMinor } from '@alpine/domain';
import type { OperatorContact } from '../../../config.ts';
import type { CancellationNotice } from '../../bookings/booking-mail-port.ts';
import { paragraph, renderMail, strong, type RenderedMail } from './layout.ts';

/**
 * The cancellation e-mail (issue 4 §4): reference, the refund (refundMinor, minor units) and its
 * percent of the total under the cancellation policy, when it reaches the card, and the
 * operator's phone. HTML with a plain-text part (templates/layout.ts).
 */
export function renderCancellation(n: CancellationNotice, operator: OperatorContact): RenderedMail {
  const refund = formatMoney(fromMinor(n.refundMinor), n.currency);
  const total = formatMoney(fromMinor(n.totalMinor), n.currency);
  const refundLine =
    n.refundMinor > 0
      ? `We refund ${refund} (${n.percent}% of ${total}) to the card you paid with; it usually arrives within 5 to 10 working days.`
      : `Under the cancellation policy no refund is due for this cancellation (total ${total}).`;
  return renderMail({
    subject: `Your transfer booking ${n.reference} is cancelled`,
    title: 'Booking cancelled',
    sections: [
      [paragraph(`Dear ${n.firstName} ${n.lastName},`)],
      [paragraph(['Your booking ', strong(n.reference), ' has been cancelled and its seats released.'])],
      [paragraph(refundLine, 'large')],
      [paragraph(`Questions? Call us on ${operator.phone}.`, 'note')],
    ],
  });
}
