import { BOOKING_STATES, type BookingState } from '@alpine/domain';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/other-pages/en.json';
import es from '../../i18n/other-pages/es.json';
import fr from '../../i18n/other-pages/fr.json';

/**
 * The traveller's word for each booking state (My Bookings, the booking summary), per language.
 * Typed `Record<BookingState, string>`: a new state in the domain's table (ADR 021) does not compile
 * until each catalogue names it.
 */
const LABELS: Record<'en' | 'fr' | 'es', Record<BookingState, string>> = {
  en: en.account.bookings.states,
  fr: fr.account.bookings.states,
  es: es.account.bookings.states,
};

describe('booking state labels for travellers (ADR 021)', () => {
  it.each(Object.entries(LABELS))('%s names every state', (_language, labels) => {
    for (const state of BOOKING_STATES) expect(labels[state].trim()).not.toBe('');
  });
});
