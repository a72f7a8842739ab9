import type { OperatorContact } from '../../../config.ts';
import type {
  ReviewConfirmedNotice,
  ReviewDeclinedNotice,
  ReviewRequestedNotice,
} from '../../bookings/booking-mail-port.ts';
import { bookingMail, button, paragraph, type RenderedMail } from './layout.ts';
import { mailMoney, mailTexts } from './mail-texts.ts';

/** An instant as a traveller in `language` reads it, in the Alps' time zone: '25 Nov 2026, 14:05'. */
function mailInstant(iso: string, language: string | undefined): string {
  const locale = language === 'fr' ? 'fr-FR' : language === 'es' ? 'es-ES' : 'en-GB';
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Zurich',
  }).format(new Date(iso));
}

/**
 * The e-mail that acknowledges a booking sent to review (spec part 2 §4; ADR 010), in the
 * booking's language: the reference, that we answer by `reviewExpiresAt` and hold the seats until
 * then, that nothing was charged, what comes next (a pay link, then the e-tickets) and the
 * operator's phone.
 */
export function renderReviewRequested(n: ReviewRequestedNotice, operator: OperatorContact): RenderedMail {
  const t = mailTexts(n.language).reviewRequested;
  return bookingMail(n, t, [
    [
      paragraph(t.received(n.reference)),
      paragraph(t.answerBy(mailInstant(n.reviewExpiresAt, n.language))),
      paragraph(t.notCharged),
      paragraph(t.questions(operator.phone)),
    ],
    [paragraph(operator.name, 'note')],
  ]);
}

/**
 * The e-mail of a reviewed booking the operator confirmed (ADR 019), in the booking's
 * language: with a pay link valid until `payLinkExpiresAt` (a button to `payLink`), or, for an
 * invoice partner's booking (payLink null), the note that it is confirmed and invoiced.
 */
export function renderReviewConfirmed(n: ReviewConfirmedNotice, operator: OperatorContact): RenderedMail {
  const t = mailTexts(n.language).reviewConfirmed;
  const total = mailMoney(n.totalMinor, n.currency, n.language);
  const next =
    n.payLink === null || n.payLinkExpiresAt === null
      ? [paragraph(t.invoiced)]
      : [paragraph(t.pay(total, mailInstant(n.payLinkExpiresAt, n.language))), button(t.button, n.payLink)];
  return bookingMail(n, t, [
    [paragraph(t.confirmed(n.reference)), ...next],
    [paragraph(operator.name, 'note')],
  ]);
}

/**
 * The e-mail of a reviewed booking the operator declined (ADR 019), with its reason, in the booking's
 * language.
 */
export function renderReviewDeclined(n: ReviewDeclinedNotice, operator: OperatorContact): RenderedMail {
  const t = mailTexts(n.language).reviewDeclined;
  return bookingMail(n, t, [
    [
      paragraph(t.declined(n.reference)),
      paragraph(t.reason(n.reason)),
      paragraph(t.notCharged),
      paragraph(t.next(operator.phone)),
    ],
  ]);
}
