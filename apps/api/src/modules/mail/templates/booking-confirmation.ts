import { addDurationToTime } from '@alpine/domain';
import type { BookingConfirmationDetails, BookingConfirmationLeg } from '../confirmation-details.ts';
import {
  heading,
  lines,
  paragraph,
  renderMail,
  strong,
  type MailBlock,
  type RenderedMail,
} from './layout.ts';
import { mailDate, mailMoney, mailTexts, type MailTexts } from './mail-texts.ts';

const times = (leg: BookingConfirmationLeg) =>
  `${leg.time} - ${addDurationToTime(leg.time, leg.durationMinutes * 60)}`;

/** One leg: its heading, then date and times, route, ticket and passengers, flight, pick-up, drop-off. */
const legSection =
  (t: MailTexts, language: string | undefined) =>
  (leg: BookingConfirmationLeg, index: number): MailBlock[] => [
    heading(index === 0 ? t.confirmation.outbound : t.confirmation.returnJourney),
    lines([
      { value: `${mailDate(leg.date, language)}, ${times(leg)}` },
      { value: `${leg.originName} - ${leg.destinationName}` },
      {
        value: `${t.tickets[leg.product as keyof MailTexts['tickets']] ?? leg.product}, ${t.confirmation.passengers(leg.pax)}`,
      },
      leg.flight ? { label: t.confirmation.flight, value: leg.flight } : false,
      { label: t.confirmation.pickUp, value: leg.originAddress || leg.originName },
      { label: t.confirmation.dropOff, value: leg.destinationAddress || leg.destinationName },
    ]),
  ];

/**
 * The booking confirmation e-mail (spec part 2 §2.7), in the language the booking was
 * made in (`d.language`: en, fr, es; docs/architecture.md §6): reference, route, One Way or Return, each
 * leg's date ('ddd DD MMM YY' in English, Intl in French and Spanish), departure and arrival times
 * (local, 'HH:mm'), ticket, passengers, flight, pick-up and drop-off, and the total ('CHF 12.00' or
 * '€12.00' in English, '12,00 €' in French and Spanish; from totalMinor, minor units). HTML with a
 * plain-text part (templates/layout.ts).
 */
export function renderBookingConfirmation(d: BookingConfirmationDetails): RenderedMail {
  const t = mailTexts(d.language);
  const total = mailMoney(d.totalMinor, d.currency, d.language);
  const first = d.legs[0];
  const route = first ? `${first.originName} - ${first.destinationName}` : '';
  const kind = d.legs.length > 1 ? t.confirmation.return : t.confirmation.oneWay;
  return renderMail({
    language: d.language,
    subject: t.confirmation.subject(d.reference),
    title: t.confirmation.title,
    sections: [
      [paragraph(t.dear(d.firstName, d.lastName))],
      [paragraph(t.confirmation.thanks)],
      [
        paragraph([t.confirmation.reservationNumber, strong(d.reference)], 'large'),
        paragraph(`${route} (${kind})`),
      ],
      ...d.legs.map(legSection(t, d.language)),
      [paragraph([t.confirmation.total, strong(total)], 'large')],
      [paragraph(t.confirmation.keep, 'note'), paragraph(t.confirmation.attached, 'note')],
    ],
  });
}
