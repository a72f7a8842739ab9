import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '@alpine/contract';
import { EXTRAS_REFUSALS } from '@alpine/domain';
import { TOO_MANY_ATTEMPTS } from '../modules/auth/rate-limits.ts';
import { SERVICE_BUSY } from '../modules/auth/hashing-queue.ts';
import { QUOTE_EXPIRED, SEATS_GONE } from '../modules/bookings/bookings.service.ts';
import { TOO_MANY_REVIEWS, TOO_SOON_TO_REVIEW } from '../modules/bookings/review/booking-review.ts';
import { BOOKING_NOT_FOUND, PASSENGER_NOT_FOUND } from '../modules/manage-bookings/booking-reads.ts';
import {
  TOO_MANY_FINDS,
  TOO_MANY_PASSENGER_READS,
} from '../modules/manage-bookings/manage-bookings.routes.ts';
import {
  AMOUNT_CHANGED,
  AWAITS_REVIEW,
  BOOKING_EXPIRED,
  PAYMENT_ENDED_MEANWHILE,
} from '../modules/payments/payments.service.ts';
import { STILL_PROCESSING } from '../modules/payments/sandbox-payments.service.ts';
import { retryAfter } from '../modules/auth/oauth-errors.ts';
import { PAY_LINK_GONE } from '../modules/bookings/payments-and-confirmation/pay-links.ts';
import { CONTACT_TOO_MANY } from '../modules/contact/contact.routes.ts';
import { GROUP_REQUESTS_TOO_MANY } from '../modules/group-requests/group-requests.routes.ts';
import { LANGUAGES } from './language.ts';
import { ERROR_CATALOGUES, errorText, STATE_WORDS, translateError } from './errors.ts';

/** The {{name}} placeholders of a text, sorted. */
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server error catalogue (locales/<language>/errors.json)', () => {
  const { en, fr, es } = ERROR_CATALOGUES;

  it('every English text is translated in French and Spanish, never left identical', () => {
    for (const [key, text] of Object.entries(en)) {
      for (const [language, catalogue] of [
        ['fr', fr],
        ['es', es],
      ] as const) {
        const translated = catalogue[key] ?? '';
        expect(translated, `${language}.${key}`).toBeTruthy();
        expect(translated, `${language}.${key} equals English`).not.toBe(text);
        expect(placeholders(translated), `${language}.${key} placeholders`).toEqual(placeholders(text));
      }
    }
  });

  it('the services throw exactly the English texts of the catalogue (so they are translated)', () => {
    const thrown = [
      BOOKING_NOT_FOUND,
      PASSENGER_NOT_FOUND,
      TOO_MANY_FINDS,
      TOO_MANY_PASSENGER_READS,
      TOO_MANY_ATTEMPTS,
      SERVICE_BUSY,
      STILL_PROCESSING,
      AMOUNT_CHANGED,
      AWAITS_REVIEW,
      BOOKING_EXPIRED,
      PAYMENT_ENDED_MEANWHILE,
      QUOTE_EXPIRED,
      SEATS_GONE,
      TOO_SOON_TO_REVIEW,
      TOO_MANY_REVIEWS,
      PAY_LINK_GONE,
      CONTACT_TOO_MANY,
      GROUP_REQUESTS_TOO_MANY,
      retryAfter(1).message,
      retryAfter(30).message,
      retryAfter(600).message,
      ...Object.values(EXTRAS_REFUSALS),
    ];
    for (const text of thrown) {
      expect(translateError(text, 'fr'), text).not.toBe(text);
      expect(translateError(text, 'es'), text).not.toBe(text);
    }
  });

  it('a text with a number keeps the number: the password length', () => {
    const english = `Your password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
    expect(translateError(english, 'fr')).toBe(
      `Votre mot de passe doit comporter au moins ${PASSWORD_MIN_LENGTH} caractères.`,
    );
    expect(translateError(english, 'es')).toBe(
      `Su contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    );
  });

  it('the login back-off keeps its wait and says it in the language (docs/architecture.md §6)', () => {
    expect(translateError(retryAfter(30).message, 'fr')).toContain('Réessayez dans 30 secondes');
    expect(translateError(retryAfter(1).message, 'es')).toContain('dentro de 1 segundo,');
    expect(translateError(retryAfter(600).message, 'es')).toContain('dentro de 10 minutos,');
  });

  it('a {state} is translated, never copied: no English state word in French or Spanish', () => {
    for (const state of Object.keys(STATE_WORDS.en) as (keyof typeof STATE_WORDS.en)[]) {
      for (const key of [
        'stateCannotBePaid',
        'stateNoJourneyAdded',
        'stateNotForReview',
        'stateNotCancellable',
      ] as const) {
        const english = errorText(key, { state });
        expect(english).toContain(STATE_WORDS.en[state]);
        expect(english).not.toContain('_');
        for (const language of ['fr', 'es'] as const) {
          const translated = translateError(english, language);
          expect(translated, `${language} ${key} ${state}`).toBe(
            ERROR_CATALOGUES[language][key]!.replace('{{state}}', STATE_WORDS[language][state]),
          );
        }
      }
    }
  });

  it('each leg has its whole sentence: "return" is never left inside a French or Spanish text', () => {
    const english = errorText('returnDateTooFar', { date: '2028-05-01', days: 550 });
    expect(english).toBe('The return date 2028-05-01 is too far ahead; we sell up to 550 days ahead.');
    expect(translateError(english, 'fr')).toBe(
      'La date du retour, 1 mai 2028, est trop lointaine : nous vendons jusqu’à 550 jours à l’avance.',
    );
    for (const [key, text] of Object.entries(ERROR_CATALOGUES.fr)) {
      if (key.startsWith('outbound') || key.startsWith('return')) {
        expect(text).not.toMatch(/\b(outbound|return)\b/);
        expect(ERROR_CATALOGUES.es[key]).not.toMatch(/\b(outbound|return)\b/);
      }
    }
  });

  it('English and developer-facing texts pass through unchanged', () => {
    expect(translateError(BOOKING_NOT_FOUND, 'en')).toBe(BOOKING_NOT_FOUND);
    expect(translateError('body[0].pax: pax must be at most 99', 'fr')).toBe(
      'body[0].pax: pax must be at most 99',
    );
  });
});

/** The ids of a catalogue, nested objects as 'a.b', sorted. */
function ids(o: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(o)
    .flatMap(([k, v]) =>
      v && typeof v === 'object' ? ids(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
    )
    .sort();
}

describe("the server's catalogues (locales/<language>/<namespace>.json)", () => {
  const folder = new URL('./locales/', import.meta.url);
  const read = (language: string, file: string) =>
    JSON.parse(readFileSync(new URL(`${language}/${file}`, folder), 'utf8')) as Record<string, unknown>;

  it('every language has a folder with the namespaces of English, each with exactly the keys of English', () => {
    const namespaces = readdirSync(new URL('en/', folder)).filter((f) => f.endsWith('.json'));
    expect(namespaces).toEqual(expect.arrayContaining(['errors.json', 'states.json']));
    for (const language of LANGUAGES) {
      expect(
        readdirSync(new URL(`${language}/`, folder))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual([...namespaces].sort());
      for (const file of namespaces) {
        expect(ids(read(language, file)), `${language}/${file}`).toEqual(ids(read('en', file)));
      }
    }
  });

  it('a count chooses the plural form in each language: 1 second, 30 seconds', () => {
    expect(errorText('loginBackoffSeconds', { count: 1 })).toContain('in 1 second,');
    expect(errorText('loginBackoffSeconds', { count: 30 })).toContain('in 30 seconds,');
    expect(translateError(errorText('loginBackoffSeconds', { count: 1 }), 'fr')).toContain('dans 1 seconde,');
  });
});
