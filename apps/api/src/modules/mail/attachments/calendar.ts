import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { ICalAlarmType, ICalCalendar, ICalCalendarMethod } from 'ical-generator';
import type { OperatorContact } from '../../../config.ts';
import type { BookingConfirmationLeg } from '../confirmation-details.ts';
import { mailText } from '../templates/mail-texts.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** File name of a leg's calendar file in the booking's language (leg 1 = outbound, 2 = return): <reference>-leg-1.ics, -trajet-1, -trayecto-1. */
export const calendarFilename = (reference: string, leg: number, language?: string) =>
  `${reference}-${mailText(language, 'calendar:fileName')}-${leg}.ics`;

/**
 * One leg as an iCalendar file (RFC 5545; docs/architecture.md §8; ADR 012), written by ical-generator
 * with a VTIMEZONE of the origin's zone from @touch4it/ical-timezones (RFC 5545 §3.2.19: a TZID
 * names a VTIMEZONE of the same file). One VEVENT: DTSTART = the local pick-up time and DTEND =
 * pick-up + the ride's duration (minutes), both with TZID = the origin's IANA zone (Europe/Zurich
 * or Europe/Paris; Europe/Zurich when unknown); LOCATION = the meeting point; DESCRIPTION with the
 * reference and the operator's name and phone (configuration, docs/architecture.md §8); UID
 * <reference>-<leg>@alpine-transfers (stable per booking leg, so a re-sent file updates the entry); an alarm
 * 2 h before. `stamp` is DTSTAMP (UTC). Texts in `language`, the booking's (en, fr, es;
 * docs/architecture.md §6).
 */
export function renderLegCalendar(input: {
  reference: string;
  legNumber: number;
  leg: BookingConfirmationLeg;
  stamp: Date;
  operator: OperatorContact;
  language?: string;
}): string {
  const { reference, legNumber, leg, operator } = input;
  const t = (key: string, values?: Record<string, string | number>) =>
    mailText(input.language, `calendar:${key}`, values);
  const zone = leg.timeZone ?? 'Europe/Zurich';
  // The wall-clock pick-up in the origin's zone, as an instant; ical-generator writes it back in `zone`.
  const start = dayjs.tz(`${leg.date} ${leg.time}`, 'YYYY-MM-DD HH:mm', zone);
  const end = dayjs(start.valueOf() + leg.durationMinutes * 60_000);
  const meetingPoint = leg.originAddress || leg.originName;
  const calendar = new ICalCalendar({
    prodId: { company: operator.name, product: 'E-ticket', language: (input.language ?? 'en').toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  // No calendar-wide zone (DTSTAMP stays UTC, RFC 5545 §3.8.7.2); the generator writes the
  // VTIMEZONE of every zone the events use.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  const event = calendar.createEvent({
    id: `${reference}-${legNumber}@alpine-transfers`,
    stamp: input.stamp,
    start,
    end,
    timezone: zone,
    summary: t('summary', { from: leg.originName, to: leg.destinationName, reference }),
    location: meetingPoint,
    description: [
      t('reference', { reference }),
      t('pickUp', { time: leg.time, meetingPoint }),
      `${t('passengers', { count: leg.pax })}${leg.flight ? ` - ${t('flight', { flight: leg.flight })}` : ''}`,
      t('contact', { operator: operator.name, phone: operator.phone }),
    ].join('\n'),
  });
  event.createAlarm({
    type: ICalAlarmType.display,
    trigger: 2 * 3600,
    description: t('alarm', { time: leg.time }),
  });
  return calendar.toString();
}
