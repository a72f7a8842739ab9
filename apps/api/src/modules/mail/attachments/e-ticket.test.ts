import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../../test/helper.ts';
import { pdfPlainText, pdfTextRuns } from '../../../pdf/pdf-text.test-kit.ts';
import { confirmationAttachments } from '../booking-mails.ts';
import type { BookingConfirmationDetails } from '../confirmation-details.ts';
import { renderLegCalendar } from './calendar.ts';

const operator = testConfig().operator;

const leg = {
  originName: 'Geneva Airport',
  destinationName: 'Chamonix-Mont-Blanc',
  date: '2026-03-29',
  time: '10:30',
  durationMinutes: 75,
  pax: 2,
  product: 'shared_door',
  flight: 'EZY1234',
  priceMinor: 13_000,
  originAddress: 'Geneva Airport, Arrivals hall, 1215 Geneve',
  destinationAddress: 'Chalet Les Pins, 12 Route du Bouchet, 74400 Chamonix',
  timeZone: 'Europe/Zurich',
  extras: [{ item: 'Bag', quantity: 2 }],
};
const details: BookingConfirmationDetails = {
  reference: 'K7PX4M2Q',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Smith',
  currency: 'CHF',
  totalMinor: 26_150,
  legs: [leg, { ...leg, originName: 'Chamonix-Mont-Blanc', timeZone: 'Europe/Paris', date: '2026-04-05' }],
};
const stamp = new Date('2026-11-21T12:00:00Z');

describe('e-ticket and calendar files of the confirmation (docs/architecture.md §8)', () => {
  it('attaches e-ticket-<reference>.pdf and one <reference>-leg-<n>.ics per leg', async () => {
    const files = await confirmationAttachments(details, stamp, operator);
    expect(files.map((f) => f.filename)).toEqual([
      'e-ticket-K7PX4M2Q.pdf',
      'K7PX4M2Q-leg-1.ics',
      'K7PX4M2Q-leg-2.ics',
    ]);
    const pdf = files[0]!.content as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(2000); // text and the QR image
  });

  it('names the files in the booking language: billet-/-trajet- in French, billete-/-trayecto- in Spanish', async () => {
    for (const [language, names] of [
      ['fr', ['billet-K7PX4M2Q.pdf', 'K7PX4M2Q-trajet-1.ics', 'K7PX4M2Q-trajet-2.ics']],
      ['es', ['billete-K7PX4M2Q.pdf', 'K7PX4M2Q-trayecto-1.ics', 'K7PX4M2Q-trayecto-2.ics']],
    ] as const) {
      const files = await confirmationAttachments({ ...details, language }, stamp, operator);
      expect(files.map((f) => f.filename)).toEqual(names);
    }
  });

  it('the .ics starts and ends at local times with TZID of the origin and carries that VTIMEZONE (RFC 5545 §3.2.19, DST Sunday)', () => {
    const ics = renderLegCalendar({ reference: 'K7PX4M2Q', legNumber: 1, leg, stamp, operator });
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Europe/Zurich:20260329T103000');
    expect(lines).toContain('DTEND;TZID=Europe/Zurich:20260329T114500');
    expect(lines).toContain('UID:K7PX4M2Q-1@alpine-transfers');
    expect(lines).toContain('DTSTAMP:20261121T120000Z');
    expect(lines).toContain('LOCATION:Geneva Airport\\, Arrivals hall\\, 1215 Geneve');
    const description = lines.find((l) => l.startsWith('DESCRIPTION:Booking'));
    expect(description).toContain('+41 22 555 01 00');
    expect(description).toContain('K7PX4M2Q');
    expect(ics.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    // Every TZID a property names has its VTIMEZONE in the same file, with the zone's rules.
    const vtimezone = /BEGIN:VTIMEZONE\r\n([\s\S]*?)END:VTIMEZONE/.exec(ics)?.[1] ?? '';
    expect(vtimezone).toContain('TZID:Europe/Zurich\r\n');
    expect(vtimezone).toMatch(/BEGIN:DAYLIGHT[\s\S]*TZOFFSETTO:\+0200[\s\S]*END:DAYLIGHT/);
    expect(vtimezone).toMatch(/BEGIN:STANDARD[\s\S]*TZOFFSETTO:\+0100[\s\S]*END:STANDARD/);
    const named = new Set([...ics.matchAll(/;TZID=([^:;]+)/g)].map((m) => m[1]));
    const defined = new Set([...ics.matchAll(/^TZID:(.+)$/gm)].map((m) => m[1]!.trim()));
    expect([...named]).toEqual(['Europe/Zurich']);
    expect(defined).toEqual(named);
  });

  it('the .ics parses (node-ical) to the right instants: 10:30 on the DST Sunday in Geneva is 08:30 UTC', () => {
    const ics = renderLegCalendar({ reference: 'K7PX4M2Q', legNumber: 1, leg, stamp, operator });
    const parsed = ical.sync.parseICS(ics);
    const event = parsed['K7PX4M2Q-1@alpine-transfers'] as VEvent;
    expect(event.type).toBe('VEVENT');
    expect(event.start.toISOString()).toBe('2026-03-29T08:30:00.000Z');
    expect(event.end?.toISOString()).toBe('2026-03-29T09:45:00.000Z');
    expect(String(event.summary)).toBe('Transfer Geneva Airport - Chamonix-Mont-Blanc (K7PX4M2Q)');
    expect(Object.values(parsed).some((c) => c?.type === 'VTIMEZONE')).toBe(true);
  });

  it('a leg from France uses Europe/Paris, with its own VTIMEZONE', () => {
    const ics = renderLegCalendar({
      reference: 'K7PX4M2Q',
      legNumber: 2,
      leg: details.legs[1]!,
      stamp,
      operator,
    });
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20260405T103000');
    expect(ics).toContain('UID:K7PX4M2Q-2@alpine-transfers');
    expect(ics).toContain('TZID:Europe/Paris\r\n');
    expect(ics).not.toContain('Europe/Zurich');
  });

  it('names the operator of the configuration: the e-ticket author and the calendar entry (docs/architecture.md §8)', async () => {
    const other = { name: 'Lake Shuttles', phone: '+33 4 50 00 00 00', email: 'hello@lake.example' };
    const [pdf] = await confirmationAttachments(details, stamp, other);
    expect((pdf!.content as Buffer).toString('latin1')).toContain('(Lake Shuttles)');
    const ics = renderLegCalendar({ reference: 'K7PX4M2Q', legNumber: 1, leg, stamp, operator: other });
    const event = ical.sync.parseICS(ics)['K7PX4M2Q-1@alpine-transfers'] as VEvent;
    expect(String(event.description)).toContain('Lake Shuttles: +33 4 50 00 00 00');
    expect(ics).toContain('PRODID:-//Lake Shuttles//E-ticket//EN');
    expect(ics).not.toContain('Alpine Transfers');
  });

  it("prints travellers' names in Latin Extended, Greek, Cyrillic and Vietnamese as text a reader extracts (ADR 020)", async () => {
    const names: [string, string][] = [
      ['Zoë', 'Łukasiewicz'],
      ['Владимир', 'Ωmega'],
      ['Nguyễn', 'Thị'],
      ['Çağrı', 'Dvořák'],
    ];
    for (const [firstName, lastName] of names) {
      const [pdf] = await confirmationAttachments({ ...details, firstName, lastName }, stamp, operator);
      const runs = pdfTextRuns(pdf!.content as Buffer);
      expect(runs.map((r) => r.text)).toContain(`Traveller: ${firstName} ${lastName}`);
      expect(new Set(runs.map((r) => r.font.replace(/^[A-Z]{6}\+/, '')))).toEqual(
        new Set(['DejaVuSans', 'DejaVuSans-Bold']),
      );
      expect(runs.flatMap((r) => r.glyphs)).not.toContain(0); // no .notdef box
    }
  });

  it("a name with CJK and emoji builds its e-ticket: what the font has prints, the rest is '?'", async () => {
    const [pdf] = await confirmationAttachments(
      { ...details, firstName: 'Владимир 李小龍', lastName: 'Ωmega 😀 🇨🇭' },
      stamp,
      operator,
    );
    expect(pdfPlainText(pdf!.content as Buffer)).toContain('Traveller: Владимир ??? Ωmega 😀 ?');
  });

  it('a long name wraps before the QR code (drawn from x 420) instead of running under it', async () => {
    const lastName = 'Wiśniewska-Kowalczyk Grzegorzewska-Brzęczyszczykiewicz';
    const [pdf] = await confirmationAttachments(
      { ...details, firstName: 'Aleksandra', lastName },
      stamp,
      operator,
    );
    const runs = pdfTextRuns(pdf!.content as Buffer);
    const at = runs.findIndex((r) => r.text.startsWith('Traveller: Aleksandra'));
    expect(runs[at]!.text).not.toContain('Brzęczyszczykiewicz');
    const bare = (t: string) => t.replace(/\s/g, '');
    expect(bare(runs[at]!.text + runs[at + 1]!.text)).toBe(bare(`Traveller: Aleksandra ${lastName}`));
    expect(runs[at + 1]!.x).toBe(50);
  });
});
