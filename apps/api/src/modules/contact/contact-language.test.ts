import { describe, expect, it } from 'vitest';
import { contactLanguage } from './contact-language.ts';

/** Issue 10 §1: the acknowledgement's language from Accept-Language (RFC 9110 §12.5.4). */
describe('contactLanguage picks the best of en, fr and es from Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['fr-CH,fr;q=0.9,en;q=0.8', 'fr'],
    ['es-ES', 'es'],
    ['de-DE,de;q=0.9,es;q=0.5,fr;q=0.4', 'es'],
    ['en;q=0.2,fr;q=0.8', 'fr'],
    ['fr;q=0,es', 'es'],
    ['de', 'en'],
    [';;;,,q=', 'en'],
  ])('%j -> %s', (header, expected) => {
    expect(contactLanguage(header)).toBe(expected);
  });
});
