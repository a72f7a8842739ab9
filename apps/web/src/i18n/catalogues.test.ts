import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, CANCELLATION_POLICY_TEXT, MESSAGES } from '@alpine/domain';
import en from './en.json';
import fr from './fr.json';
import es from './es.json';
import { localizePath, languageFromPath } from './i18n.ts';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('catalogues', () => {
  it('the English messages are the spec texts word for word (spec part 1 §8)', () => {
    expect(en.messages).toEqual(MESSAGES);
  });

  it('the English booking messages are the spec texts word for word (spec part 2 §5, §8)', () => {
    expect(en.bookingMessages).toEqual(BOOKING_MESSAGES);
  });

  it('the English cancellation policy is the domain text word for word (issue 4)', () => {
    expect(en.account.cancel.policy).toEqual(CANCELLATION_POLICY_TEXT);
  });

  it('French and Spanish translate every English string', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('/fr and /es mirror the booking routes (spec part 2 §2.1)', () => {
    expect(languageFromPath('/fr/booking')).toBe('fr');
    expect(languageFromPath('/booking')).toBeNull();
    expect(localizePath('/booking', 'es')).toBe('/es/booking');
    expect(localizePath('/fr/booking-personal', 'en')).toBe('/booking-personal');
    expect(localizePath('/fr', 'es')).toBe('/es');
    expect(localizePath('/my-account/login', 'fr')).toBe('/fr/my-account/login');
    expect(localizePath('/not-a-page', 'fr')).toBe('/not-a-page');
  });
});
