import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '@alpine/contract';
import { EXTRAS_REFUSALS } from '@alpine/domain';
import { TOO_MANY_ATTEMPTS } from '../modules/auth/rate-limits.ts';
import { SERVICE_BUSY } from '../modules/auth/hashing-queue.ts';
import { QUOTE_EXPIRED, SEATS_GONE } from '../modules/bookings/bookings.service.ts';
import { TOO_MANY_REVIEWS, TOO_SOON_TO_REVIEW } from '../modules/bookings/booking-review.ts';
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
import { PAY_LINK_GONE } from '../modules/bookings/booking-pay-link-open.ts';
import { CONTACT_TOO_MANY } from '../modules/contact/contact.routes.ts';
import { GROUP_REQUESTS_TOO_MANY } from '../modules/group-requests/group-requests.routes.ts';
import { ERROR_CATALOGUES, errorText, STATE_WORDS, translateError } from './errors.ts';

/** The {name} placeholders of a text, sorted. */
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server error catalogue (docs/architecture.md §6)', () => {
  const { en, fr, es } = ERROR_CATALOGUES;

  it('every English text is translated in French and Spanish, never left identical', () => {
    for (const [key, text] of Object.entries(en)) {
      for (const [language, catalogue] of [
        ['fr', fr],
        ['es', es],
      ] as const) {
        const translated = catalogue[key as keyof typeof en];
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
            ERROR_CATALOGUES[language][key].replace('{state}', STATE_WORDS[language][state]),
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
        expect(ERROR_CATALOGUES.es[key as keyof typeof ERROR_CATALOGUES.es]).not.toMatch(
          /\b(outbound|return)\b/,
        );
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
