import { localeOf } from '@alpine/domain';
import type { OperatorContact } from '../../../config.ts';
import type {
  ReviewConfirmedNotice,
  ReviewDeclinedNotice,
  ReviewRequestedNotice,
} from '../../bookings/ports.ts';
import { bookingMail, button, paragraph, type RenderedMail } from './layout.ts';
import { mailMoney, mailText } from './mail-texts.ts';

/** An instant as a traveller in `language` reads it, in the Alps' time zone: '25 Nov 2026, 14:05'. */
function mailInstant(iso: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeOf(language), {
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
  const t = (key: string, values?: Record<string, string>) =>
    mailText(n.language, `mail:reviewRequested.${key}`, values);
  return bookingMail(n, 'mail:reviewRequested', [
    [
      paragraph(t('received', { reference: n.reference })),
      paragraph(t('answerBy', { until: mailInstant(n.reviewExpiresAt, n.language) })),
      paragraph(t('notCharged')),
      paragraph(t('questions', { phone: operator.phone })),
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
  const t = (key: string, values?: Record<string, string>) =>
    mailText(n.language, `mail:reviewConfirmed.${key}`, values);
  const total = mailMoney(n.totalMinor, n.currency, n.language);
  const next =
    n.payLink === null || n.payLinkExpiresAt === null
      ? [paragraph(t('invoiced'))]
      : [
          paragraph(t('pay', { total, until: mailInstant(n.payLinkExpiresAt, n.language) })),
          button(t('button'), n.payLink),
        ];
  return bookingMail(n, 'mail:reviewConfirmed', [
    [paragraph(t('confirmed', { reference: n.reference })), ...next],
    [paragraph(operator.name, 'note')],
  ]);
}

/**
 * The e-mail of a reviewed booking the operator declined (ADR 019), with its reason, in the booking's
 * language.
 */
export function renderReviewDeclined(n: ReviewDeclinedNotice, operator: OperatorContact): RenderedMail {
  const t = (key: string, values?: Record<string, string>) =>
    mailText(n.language, `mail:reviewDeclined.${key}`, values);
  return bookingMail(n, 'mail:reviewDeclined', [
    [
      paragraph(t('declined', { reference: n.reference })),
      paragraph(t('reason', { reason: n.reason })),
      paragraph(t('notCharged')),
      paragraph(t('next', { phone: operator.phone })),
    ],
  ]);
}
