import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../../test/helper.ts';
import { renderBookingConfirmation } from './booking-confirmation.ts';
import { renderCancellation } from './cancellation.ts';
import { extraName, labelLine, mailText, productName } from './mail-texts.ts';

const LOCALES = new URL('../../../i18n/locales/', import.meta.url);
const NAMESPACES = ['mail', 'ticket', 'calendar'];
type Catalogue = { [key: string]: string | Catalogue };

const read = (language: string, namespace: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, LOCALES), 'utf8')) as Catalogue;
/** Every key of a catalogue as 'a.b.c', with its text. */
const entries = (o: Catalogue, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : entries(v, `${prefix}${k}.`),
  );
/** The {{placeholders}} of a text, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the e-mail, e-ticket and calendar catalogues (locales/<language>/<namespace>.json)', () => {
  it('every language has the namespaces of English, with exactly its keys and placeholders', () => {
    const languages = readdirSync(LOCALES).filter((l) => l !== 'en');
    expect(languages).toEqual(expect.arrayContaining(['fr', 'es']));
    for (const namespace of NAMESPACES) {
      const english = new Map(entries(read('en', namespace)));
      for (const language of languages) {
        const own = new Map(entries(read(language, namespace)));
        expect([...own.keys()].sort(), `${language}/${namespace}.json`).toEqual([...english.keys()].sort());
        for (const [key, text] of own) {
          expect(placeholders(text), `${language} ${namespace}:${key}`).toEqual(
            placeholders(english.get(key)!),
          );
        }
      }
    }
  });

  it('chooses the plural by count, i18next style (passengers_one / passengers_other)', () => {
    expect(mailText('en', 'mail:confirmation.passengers', { count: 1 })).toBe('1 passenger');
    expect(mailText('en', 'mail:confirmation.passengers', { count: 3 })).toBe('3 passengers');
    expect(mailText('fr', 'mail:confirmation.passengers', { count: 1 })).toBe('1 passager');
    expect(mailText('es', 'mail:confirmation.passengers', { count: 12 })).toBe('12 pasajeros');
  });

  it('reads English for a missing or unknown language, and refuses a key in no catalogue', () => {
    expect(mailText(undefined, 'mail:confirmation.title')).toBe('Thank you for booking');
    expect(mailText('de', 'mail:confirmation.title')).toBe('Thank you for booking');
    expect(() => mailText('en', 'mail:confirmation.nothing')).toThrow(/no catalogue text/);
    expect(labelLine('fr', 'Vol', 'LX1')).toBe('Vol\u00a0: LX1');
    expect(labelLine(undefined, 'Flight', 'LX1')).toBe('Flight: LX1');
    expect(productName('shared_door', 'es')).toBe('Traslados compartidos puerta a puerta');
    expect(productName('minibus', 'fr')).toBe('minibus');
    expect(extraName('Hand luggage', 'fr')).toBe('Bagage à main');
    expect(extraName('Sledge', 'fr')).toBe('Sledge');
  });

  it("puts a traveller's words in as they are: no placeholder, nesting or HTML of theirs is read", () => {
    const mail = renderBookingConfirmation({
      reference: 'K7PX4M2Q',
      email: 'a@example.com',
      firstName: '{{reference}} $t(mail:confirmation.title)',
      lastName: '<b>Smith</b>',
      currency: 'EUR',
      totalMinor: 100,
      legs: [],
    });
    expect(mail.text).toContain('Dear {{reference}} $t(mail:confirmation.title) <b>Smith</b>,');
    expect(mail.html).toContain('Dear {{reference}} $t(mail:confirmation.title) &lt;b&gt;Smith&lt;/b&gt;,');
    const cancelled = renderCancellation(
      {
        bookingID: 1,
        reference: 'K7PX4M2Q',
        firstName: 'Ann',
        lastName: 'Smith',
        email: 'a@example.com',
        currency: 'EUR',
        totalMinor: 100,
        refundMinor: 0,
        percent: 0,
      },
      { ...testConfig().operator, phone: '{{phone}} <script>' },
    );
    expect(cancelled.text).toContain('Questions? Call us on {{phone}} <script>.');
    expect(cancelled.html).toContain('{{phone}} &lt;script&gt;');
    expect(cancelled.html).not.toContain('<script>');
  });
});
