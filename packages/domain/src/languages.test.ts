import { describe, expect, it } from 'vitest';
import { isLanguage, LANGUAGES, languageFrom, languageOr, LOCALES } from './languages.ts';

describe('the languages, declared once (spec part 1 §1, part 2 §2.1)', () => {
  it('English first, each language with its locale', () => {
    expect(LANGUAGES[0]).toBe('en');
    expect(Object.keys(LOCALES)).toEqual([...LANGUAGES]);
    for (const language of LANGUAGES) expect(LOCALES[language].startsWith(`${language}-`)).toBe(true);
  });

  it('isLanguage and languageOr read a stored or sent value', () => {
    expect(isLanguage('fr')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(languageOr('es')).toBe('es');
    expect(languageOr('xx')).toBe('en');
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
