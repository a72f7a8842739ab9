import { describe, expect, it } from 'vitest';
import type { NoticeCode } from './fare-types.ts';
import { languageFrom, noticeText } from './notices.ts';

const CODES: NoticeCode[] = [
  'shared_delay_policy',
  'shared_return_window',
  'private_waiting_1h',
  'private_waiting_2h',
  'coach_on_request',
  'too_soon',
  'few_seats',
];

describe('quote notices per language (docs/architecture.md §6)', () => {
  it('every notice has a French and a Spanish text that differs from English', () => {
    for (const code of CODES) {
      const en = noticeText(code, 'en', 3);
      expect(noticeText(code, 'fr', 3), code).not.toBe(en);
      expect(noticeText(code, 'es', 3), code).not.toBe(en);
      expect(noticeText(code, 'es', 3), code).not.toBe(noticeText(code, 'fr', 3));
    }
  });

  it('the few-seats notice names the count, kept or not', () => {
    expect(noticeText('few_seats', 'fr', 4)).toBe('Plus que 4 places sur ce départ.');
    expect(noticeText('few_seats', 'es', 250)).toBe('Solo quedan 250 plazas en esta salida.');
    expect(noticeText('few_seats', 'en', null)).toBe('Only 0 seats left on this departure.');
  });

  it('Accept-Language picks en, fr or es, English by default', () => {
    expect(languageFrom('fr-CH,fr;q=0.9')).toBe('fr');
    expect(languageFrom('es')).toBe('es');
    expect(languageFrom('de-DE')).toBe('en');
    expect(languageFrom(undefined)).toBe('en');
  });

  it('Accept-Language is ranked by q (RFC 9110 §12.5.4): the best of en, fr and es wins, ties keep the order, q=0 refuses', () => {
    expect(languageFrom('fr-CH,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageFrom('en;q=0.5,es;q=0.8')).toBe('es');
    expect(languageFrom('de-DE,de;q=0.9,es;q=0.7,fr;q=0.6')).toBe('es');
    expect(languageFrom('fr;q=0.5,es;q=0.5')).toBe('fr');
    expect(languageFrom('es;q=0,fr;q=0.1')).toBe('fr');
    expect(languageFrom('es;q=0')).toBe('en');
    expect(languageFrom('ES-mx')).toBe('es');
    expect(languageFrom('*')).toBe('en');
    expect(languageFrom('fr;q=abc')).toBe('fr');
    expect(languageFrom('')).toBe('en');
  });

  it('Accept-Language reads only its first 500 characters: a long header costs no more', () => {
    expect(languageFrom(`${'xx,'.repeat(200)}fr`)).toBe('en');
    expect(languageFrom(`es,${'xx,'.repeat(100_000)}`)).toBe('es');
  });
});
