import { addDurationToTime, formatLocalDate, formatMoney, fromMinor } from '@alpine/domain';
import {
  legHeading,
  ticketTitle,
  type BookingConfirmationDetails,
  type BookingConfirmationLeg,
} from '../confirmation-details.ts';
import {
  heading,
  lines,
  paragraph,
  renderMail,
  strong,
  type MailBlock,
  type RenderedMail,
} from './layout.ts';

const times = (leg: BookingConfirmationLeg) =>
  `${leg.time} - ${addDurationToTime(leg.time, leg.durationMinutes * 60)}`;
const passengers = (pax: number) => `${pax} passenger${pax === 1 ? '' : 's'}`;

/** One leg: its heading, then date and times, route, ticket and passengers, flight, pick-up, drop-off. */
const legSection = (leg: BookingConfirmationLeg, index: number): MailBlock[] => [
  heading(legHeading(index)),
  lines([
    { value: `${formatLocalDate(leg.date)}, ${times(leg)}` },
    { value: `${leg.originName} - ${leg.destinationName}` },
    { value: `${ticketTitle(leg.product)}, ${passengers(leg.pax)}` },
    leg.flight ? { label: 'Flight', value: leg.flight } : false,
    { label: 'Pick-up', value: leg.originAddress || leg.originName },
    { label: 'Drop-off', value: leg.destinationAddress || leg.destinationName },
  ]),
];

/**
 * The booking confirmation e-mail (issue 3 §6; spec part 2 §2.7): reference, route, One Way or
 * Return, each leg's date ('ddd DD MMM YY'), departure and arrival times (local, 'HH:mm'), ticket,
 * passengers, flight, pick-up and drop-off, and the total ('CHF 12.00' or '€12.00', spec part 2
 * §9; from totalMinor, minor units). HTML with a plain-text part (templates/layout.ts).
 */
export function renderBookingConfirmation(d: BookingConfirmationDetails): RenderedMail {
  const total = formatMoney(fromMinor(d.totalMinor), d.currency);
  const first = d.legs[0];
  const route = first ? `${first.originName} - ${first.destinationName}` : '';
  const kind = d.legs.length > 1 ? 'Return' : 'One Way';
  return renderMail({
    subject: `Your transfer booking ${d.reference} is confirmed`,
    title: 'Thank you for booking',
    sections: [
      [paragraph(`Dear ${d.firstName} ${d.lastName},`)],
      [paragraph('Thank you for booking. Your booking has been successful.')],
      [paragraph(['Reservation Number: ', strong(d.reference)], 'large'), paragraph(`${route} (${kind})`)],
      ...d.legs.map(legSection),
      [paragraph(['Total: ', strong(total)], 'large')],
      [
        paragraph('Please keep this e-mail: show the reservation number to the driver.', 'note'),
        paragraph('Your e-ticket (PDF) and a calendar entry for each journey are attached.', 'note'),
      ],
    ],
  });
}
