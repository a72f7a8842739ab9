import type { ConfirmationLeg } from '../bookings/booking-confirmation.ts';
import { OPERATOR_PHONE } from './e-ticket.ts';

/** File name of a leg's calendar file (leg 1 = outbound, 2 = return). */
export const calendarFilename = (reference: string, leg: number) => `${reference}-leg-${leg}.ics`;

/** Escapes a TEXT value of RFC 5545 (backslash, semicolon, comma, newline). */
const icsText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = Buffer.from(line, 'utf8');
  let limit = 75;
  while (rest.length > limit) {
    let cut = limit;
    while (cut > 0 && (rest[cut]! & 0xc0) === 0x80) cut -= 1; // never split a UTF-8 character
    parts.push(rest.subarray(0, cut).toString('utf8'));
    rest = rest.subarray(cut);
    limit = 74; // continuation lines start with a space
  }
  parts.push(rest.toString('utf8'));
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const compactTime = (time: string) => `${time.replace(':', '')}00`;

/**
 * One leg as an iCalendar file (RFC 5545; issue 4 §6): a VEVENT starting at the local pick-up
 * time with TZID = the origin's zone (Europe/Zurich or Europe/Paris, no VTIMEZONE: calendar apps
 * know IANA zones), DURATION of the ride, LOCATION = the meeting point, DESCRIPTION with the
 * reference and the operator's phone, UID <reference>-<leg>@alpine-transfers. `stamp` is DTSTAMP.
 */
export function renderLegCalendar(input: {
  reference: string;
  legNumber: number;
  leg: ConfirmationLeg;
  stamp: Date;
}): string {
  const { reference, legNumber, leg } = input;
  const timeZone = leg.timeZone ?? 'Europe/Zurich';
  const dtstamp = `${input.stamp.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const meetingPoint = leg.originAddress || leg.originName;
  const description = [
    `Booking reference: ${reference}`,
    `Pick-up at ${leg.time} (local time) - ${meetingPoint}`,
    `Passengers: ${leg.pax}${leg.flight ? ` - Flight ${leg.flight}` : ''}`,
    `Alpine Transfers: ${OPERATOR_PHONE}`,
  ].join('\n');
  const hours = Math.floor(leg.durationMinutes / 60);
  const minutes = leg.durationMinutes % 60;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Alpine Transfers//E-ticket//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${reference}-${legNumber}@alpine-transfers`,
    `DTSTAMP:${dtstamp}`,
    `DTSTART;TZID=${timeZone}:${compactDate(leg.date)}T${compactTime(leg.time)}`,
    `DURATION:PT${hours > 0 ? `${hours}H` : ''}${minutes > 0 || hours === 0 ? `${minutes}M` : ''}`,
    `SUMMARY:${icsText(`Transfer ${leg.originName} - ${leg.destinationName} (${reference})`)}`,
    `LOCATION:${icsText(meetingPoint)}`,
    `DESCRIPTION:${icsText(description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(`Transfer pick-up at ${leg.time}`)}`,
    'TRIGGER:-PT2H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
