import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../../test/helper.ts';
import { renderLegCalendar } from '../attachments/calendar.ts';
import type { BookingConfirmationDetails } from '../confirmation-details.ts';
import { renderAccountExistsMail } from './account-exists.ts';
import { renderBookingConfirmation } from './booking-confirmation.ts';
import { renderCancellation } from './cancellation.ts';
import { renderClaimBookingsMail } from './claim-bookings.ts';
import { renderVerificationMail } from './email-verification.ts';
import type { RenderedMail } from './layout.ts';
import { mailDate } from './mail-texts.ts';
import { renderPasswordResetMail } from './password-reset.ts';
import { renderReviewRequested } from './review-decision.ts';
import { renderReviewExpired } from './review-expired.ts';

const operator = testConfig().operator;
type Catalogue = { [key: string]: string | Catalogue };
/** The catalogue `namespace` of `language` (apps/api/src/i18n/locales/<language>/<namespace>.json). */
const catalogue = (language: string, namespace: string): Catalogue =>
  JSON.parse(
    readFileSync(new URL(`../../../i18n/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as Catalogue;
const NAMESPACES = ['mail', 'ticket', 'calendar'];
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const details = (language: string): BookingConfirmationDetails => ({
  reference: 'K7PX4M2Q',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Smith',
  currency: 'EUR',
  totalMinor: 15_600,
  language,
  legs: [
    {
      originName: 'Aéroport de Genève',
      destinationName: 'Chamonix-Mont-Blanc',
      date: '2026-01-05',
      time: '10:30',
      durationMinutes: 75,
      pax: 2,
      product: 'shared_door',
      flight: 'EZY1234',
      priceMinor: 7_800,
      originAddress: 'Aéroport de Genève, hall des arrivées, Route de l’Aéroport 21, 1215 Geneve',
      destinationAddress: 'Chalet Les Pins, 12 Route du Bouchet, 74400 Chamonix',
      extras: [{ item: 'Skis', quantity: 2 }],
    },
    {
      originName: 'Chamonix-Mont-Blanc',
      destinationName: 'Aéroport de Genève',
      date: '2026-01-12',
      time: '08:00',
      durationMinutes: 75,
      pax: 2,
      product: 'shared_door',
      flight: '',
      priceMinor: 7_800,
      originAddress: 'Chalet Les Pins, 12 Route du Bouchet, 74400 Chamonix',
      destinationAddress: 'Aéroport de Genève, Route de l’Aéroport 21, 1215 Geneve',
    },
  ],
});
const cancelled = (language: string) => ({
  bookingID: 3,
  reference: 'K7PX4M2Q',
  firstName: 'Ann',
  lastName: 'Smith',
  email: 'ann@example.com',
  currency: 'EUR' as const,
  totalMinor: 15_600,
  refundMinor: 7_800,
  percent: 50,
  language,
});
const expired = (language: string) => ({ ...cancelled(language), refundMinor: undefined });
const link = (language: string) => ({ firstName: 'Zoë', link: 'http://localhost:3000/x?token=t', language });

/** Every traveller e-mail, rendered in `language`. */
const everyMail = (language: string): [string, RenderedMail][] => [
  ['confirmation', renderBookingConfirmation(details(language))],
  ['cancellation', renderCancellation(cancelled(language), operator)],
  [
    'review requested',
    renderReviewRequested({ ...expired(language), reviewExpiresAt: '2026-01-04T17:00:00Z' }, operator),
  ],
  ['review expired', renderReviewExpired(expired(language), operator)],
  ['verification', renderVerificationMail(link(language), operator)],
  ['account exists', renderAccountExistsMail(link(language), operator)],
  ['claim bookings', renderClaimBookingsMail(link(language), operator)],
  ['password reset', renderPasswordResetMail(link(language), operator)],
];

/**
 * The English phrases of a mail: its subject and text cut at punctuation, runs of 3+ words of
 * letters, without the parts that are names in every language (traveller, operator, places).
 */
function englishPhrases(mail: RenderedMail): string[] {
  const names = ['Alpine Transfers', 'Ann Smith', 'Zoë', 'Chamonix-Mont-Blanc', 'Chalet Les Pins'];
  let text = `${mail.subject}\n${mail.text}`;
  for (const n of names) text = text.split(n).join('|');
  return text
    .split(/[\n.,:;!?()|]+/)
    .map((p) => p.trim())
    .filter((p) => /^[A-Za-z' -]+$/.test(p) && p.split(/\s+/).length >= 3);
}

describe('traveller e-mails in French and Spanish (docs/architecture.md §6)', () => {
  const english = new Map(everyMail('en'));

  for (const language of ['fr', 'es']) {
    it(`every e-mail in ${language} leaves no English sentence, subject included`, () => {
      for (const [name, mail] of everyMail(language)) {
        const phrases = englishPhrases(english.get(name)!);
        expect(phrases.length, `${name}: English phrases found to compare`).toBeGreaterThan(0);
        for (const phrase of phrases) {
          expect(`${mail.subject}\n${mail.text}`, `${language} ${name}`).not.toContain(phrase);
          expect(mail.html, `${language} ${name}`).not.toContain(phrase);
        }
        expect(mail.html).toContain(`<html lang="${language}"`);
      }
    });
  }

  it('the French confirmation writes the date and the total the French way: "lun. 05 janv. 26", "156,00 €"', () => {
    const mail = renderBookingConfirmation(details('fr'));
    expect(mail.subject).toBe('Votre réservation de transfert K7PX4M2Q est confirmée');
    expect(plain(mail.text)).toContain('Total : 156,00 €');
    expect(mail.text).toContain('lun. 05 janv. 26, 10:30 - 11:45');
    expect(mail.text).toContain('TRAJET ALLER');
    expect(mail.text).toContain('Transferts partagés porte à porte, 2 passagers');
  });

  it('the Spanish confirmation writes the date and the total the Spanish way, as the site does: "lun. 05 ene 26", "156,00 €"', () => {
    const mail = renderBookingConfirmation(details('es'));
    expect(mail.subject).toBe('Su reserva de traslado K7PX4M2Q está confirmada');
    expect(plain(mail.text)).toContain('Total: 156,00 €');
    expect(mail.text).toContain('lun. 05 ene 26, 10:30 - 11:45');
    expect(mail.text).toContain('TRAYECTO DE VUELTA');
  });

  it('English is unchanged: "Mon 05 Jan 26" and "€156.00" (spec part 2 §9)', () => {
    const mail = renderBookingConfirmation(details('en'));
    expect(mail.text).toContain('Mon 05 Jan 26, 10:30 - 11:45');
    expect(mail.text).toContain('Total: €156.00');
    expect(renderBookingConfirmation({ ...details('en'), language: undefined }).text).toBe(mail.text);
  });

  it('cancellation amounts per locale: "78,00 € (50 % de 156,00 €)" in French, Swiss francs as fr-CH', () => {
    expect(plain(renderCancellation(cancelled('fr'), operator).text)).toContain('78,00 € (50 % de 156,00 €)');
    expect(plain(renderCancellation({ ...cancelled('es'), currency: 'CHF' }, operator).text)).toContain(
      '78,00 CHF (50 % de 156,00 CHF)',
    );
  });

  it('the calendar file of a French booking speaks French', () => {
    const ics = renderLegCalendar({
      reference: 'K7PX4M2Q',
      legNumber: 1,
      leg: details('fr').legs[0]!,
      stamp: new Date('2026-11-21T12:00:00Z'),
      operator,
      language: 'fr',
    }).replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY:Transfert Aéroport de Genève - Chamonix-Mont-Blanc (K7PX4M2Q)');
    expect(ics).toContain('Référence de réservation\u00a0: K7PX4M2Q');
    expect(ics).toContain('Prise en charge à 10:30 (heure locale)');
    expect(ics).not.toContain('Booking reference');
  });

  it('no French or Spanish e-mail text is left identical to English (catalogue check)', () => {
    const flat = (o: string | Catalogue, prefix: string): [string, string][] =>
      typeof o === 'string'
        ? [[prefix, o]]
        : Object.entries(o).flatMap(([k, v]) =>
            flat(v, prefix.endsWith(':') ? `${prefix}${k}` : `${prefix}.${k}`),
          );
    const all = (language: string) => NAMESPACES.flatMap((ns) => flat(catalogue(language, ns), `${ns}:`));
    // Words the same in the language: 'Skis', 'Flexi' (the product's name), 'Date' (fr), 'Total'
    // and 'Extras' (es), and the Spanish 'label: value' lines (its colon is the English one).
    const allowed: Record<'fr' | 'es', Set<string>> = {
      fr: new Set(['ticket:extraItems.Skis', 'ticket:extraItems.Flexi', 'ticket:date']),
      es: new Set([
        'ticket:extraItems.Flexi',
        'mail:confirmation.total',
        'ticket:extras',
        'mail:line',
        'calendar:contact',
      ]),
    };
    const en = new Map(all('en'));
    for (const language of ['fr', 'es'] as const) {
      for (const [key, value] of all(language)) {
        if (allowed[language].has(key)) continue;
        expect(value, `${language}.${key}`).not.toBe(en.get(key));
      }
    }
  });
});

describe('the e-mails name each transfer as the site does (docs/architecture.md §6)', () => {
  it('every ticket title of the e-mails is the results page title of the same language, capitalised', () => {
    for (const language of ['en', 'fr', 'es'] as const) {
      const site = JSON.parse(
        readFileSync(
          new URL(`../../../../../web/src/i18n/other-pages/${language}.json`, import.meta.url),
          'utf8',
        ),
      ) as { results: { titles: Record<string, string> } };
      const titles = site.results.titles;
      const tickets = catalogue(language, 'mail').products as Record<string, string>;
      expect(Object.keys(tickets).sort()).toEqual(Object.keys(titles).sort());
      for (const [product, title] of Object.entries(titles)) {
        const ticket = tickets[product];
        expect(ticket, `${language} ${product}`).toBe(title.charAt(0).toUpperCase() + title.slice(1));
      }
    }
  });
});

describe('the e-mails write dates as the site does (spec part 2 §2.5; docs/architecture.md §6)', () => {
  it("'ddd DD MMM YY' with the language's day and month names, the Spanish too ('mar. 15 dic 26', not 'mar, 15 dic 26')", () => {
    expect(mailDate('2026-12-15', 'en')).toBe('Tue 15 Dec 26');
    expect(mailDate('2026-12-15', 'fr')).toBe('mar. 15 déc. 26');
    expect(mailDate('2026-12-15', 'es')).toBe('mar. 15 dic 26');
    expect(mailDate('2027-01-05', undefined)).toBe('Tue 05 Jan 27');
  });
});
