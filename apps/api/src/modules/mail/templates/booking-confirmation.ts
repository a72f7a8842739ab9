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
import { mailDate, mailMoney, mailText, mailTextAround, productName } from './mail-texts.ts';

const times = (leg: BookingConfirmationLeg) =>
  `${leg.time} - ${addDurationToTime(leg.time, leg.durationMinutes * 60)}`;

/** One leg: its heading, then date and times, route, ticket and passengers, flight, pick-up, drop-off. */
const legSection =
  (language: string | undefined) =>
  (leg: BookingConfirmationLeg, index: number): MailBlock[] => {
    const t = (key: string, values?: Record<string, string | number>) =>
      mailText(language, `mail:confirmation.${key}`, values);
    return [
      heading(t(index === 0 ? 'outbound' : 'returnJourney')),
      lines([
        { value: `${mailDate(leg.date, language)}, ${times(leg)}` },
        { value: `${leg.originName} - ${leg.destinationName}` },
        { value: `${productName(leg.product, language)}, ${t('passengers', { count: leg.pax })}` },
        leg.flight ? { label: t('flight'), value: leg.flight } : false,
        { label: t('pickUp'), value: leg.originAddress || leg.originName },
        { label: t('dropOff'), value: leg.destinationAddress || leg.destinationName },
      ]),
    ];
  };

/**
 * The booking confirmation e-mail (spec part 2 §2.7), in the language the booking was
 * made in (`d.language`: en, fr, es; docs/architecture.md §6): reference, route, One Way or Return, each
 * leg's date ('ddd DD MMM YY' in English, Intl in French and Spanish), departure and arrival times
 * (local, 'HH:mm'), ticket, passengers, flight, pick-up and drop-off, and the total ('CHF 12.00' or
 * '€12.00' in English, '12,00 €' in French and Spanish; from totalMinor, minor units). HTML with a
 * plain-text part (templates/layout.ts).
 */
export function renderBookingConfirmation(d: BookingConfirmationDetails): RenderedMail {
  const l = d.language;
  const t = (key: string, values?: Record<string, string | number>) =>
    mailText(l, `mail:confirmation.${key}`, values);
  const total = mailMoney(d.totalMinor, d.currency, l);
  const first = d.legs[0];
  const route = first ? `${first.originName} - ${first.destinationName}` : '';
  const kind = d.legs.length > 1 ? t('return') : t('oneWay');
  const [number, reference, afterNumber] = mailTextAround(
    l,
    'mail:confirmation.reservationNumber',
    'reference',
    {
      reference: d.reference,
    },
  );
  const [totalLabel, amount, afterTotal] = mailTextAround(l, 'mail:confirmation.total', 'total', { total });
  return renderMail({
    language: l,
    subject: t('subject', { reference: d.reference }),
    title: t('title'),
    sections: [
      [paragraph(mailText(l, 'mail:dear', { firstName: d.firstName, lastName: d.lastName }))],
      [paragraph(t('thanks'))],
      [paragraph([number, strong(reference), afterNumber], 'large'), paragraph(`${route} (${kind})`)],
      ...d.legs.map(legSection(l)),
      [paragraph([totalLabel, strong(amount), afterTotal], 'large')],
      [paragraph(t('keep'), 'note'), paragraph(t('attached'), 'note')],
    ],
  });
}
