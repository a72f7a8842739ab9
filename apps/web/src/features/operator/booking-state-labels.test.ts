import { BOOKING_STATES, type BookingState } from '@alpine/domain';
import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import es from './i18n/es.json';
import fr from './i18n/fr.json';

/**
 * The operator's word for each booking state (look-up, departures), per language. Typed
 * `Record<BookingState, string>`: a new state in the domain's table (ADR 021) does not compile until
 * each catalogue names it.
 */
const LABELS: Record<'en' | 'fr' | 'es', Record<BookingState, string>> = {
  en: en.states,
  fr: fr.states,
  es: es.states,
};

describe('booking state labels for the operator (ADR 021)', () => {
  it.each(Object.entries(LABELS))('%s names every state', (_language, labels) => {
    for (const state of BOOKING_STATES) expect(labels[state].trim()).not.toBe('');
  });
});
