import type { OperatorContact } from '../../../config.ts';
import type { ReviewExpiredNotice } from '../../bookings/booking-review.ts';
import { paragraph, renderMail, type RenderedMail } from './layout.ts';

/**
 * The e-mail of a booking whose review deadline passed (issue 7 §8: the traveller is told): the
 * reference, that the held seats were released and nothing was charged, what to do next (the
 * operator's phone). English for now (the catalogue pass of STYLE habit 17 comes later). HTML
 * with a plain-text part (templates/layout.ts).
 */
export function renderReviewExpired(n: ReviewExpiredNotice, operator: OperatorContact): RenderedMail {
  return renderMail({
    subject: `Your transfer request ${n.reference} has expired`,
    title: 'Request expired',
    sections: [
      [paragraph(`Dear ${n.firstName} ${n.lastName},`)],
      [
        paragraph(
          `We could not confirm your request ${n.reference} in time, so it has expired and the seats we were holding are released.`,
        ),
        paragraph('You have not been charged.'),
        paragraph(`To travel, please search again, or call us on ${operator.phone}.`),
      ],
    ],
  });
}
