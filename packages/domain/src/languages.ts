/**
 * The product's languages and their locales, declared once (spec part 1 §1 and part 2 §2.1: English,
 * French and Spanish; ADR 013: the contract and the apps import this list). English comes first:
 * it is the reference wording and the fallback. A new language is one entry here (and its locale),
 * a folder of catalogues per app and its content pages.
 *
 * This file imports nothing, so that build scripts read it as plain data (apps/web/scripts through
 * apps/web/src/i18n/site-paths.ts) and the site imports it alone (`@alpine/domain/languages`).
 */
export const LANGUAGES = ['en', 'fr', 'es'] as const;

/** One of the product's languages: 'en', 'fr' or 'es'. */
export type Language = (typeof LANGUAGES)[number];

/**
 * The BCP 47 locale each language formats dates and numbers in (Intl): British English (day
 * before month, spec part 2 §2.5), French of France, Spanish of Spain.
 */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', fr: 'fr-FR', es: 'es-ES' };

/** True when `value` is one of LANGUAGES (a stored column, a path segment, a header). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `value` when it is one of LANGUAGES, else English (a stored language from an older row). */
export function languageOr(value: unknown): Language {
  return isLanguage(value) ? value : 'en';
}

/** The locale of `language` (LOCALES), English's for a value that is not one of LANGUAGES. */
export function localeOf(language: unknown): string {
  return LOCALES[languageOr(language)];
}

/**
 * The language an Accept-Language header asks for (RFC 9110 §12.5.4): the highest-q tag whose
 * primary subtag is one of LANGUAGES ('fr-CH,fr;q=0.9,en;q=0.8' -> 'fr'; 'de-DE,es;q=0.5' -> 'es');
 * 'en' when none is, or the header is absent or malformed. Ties keep the header's order; q=0
 * refuses a language. Reads at most the first 500 characters. A header that is exactly one of
 * LANGUAGES (what the site sends) is answered without parsing.
 */
export function languageFrom(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  if (isLanguage(acceptLanguage)) return acceptLanguage;
  let best: Language = 'en';
  let bestQ = 0;
  for (const part of acceptLanguage.slice(0, 500).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/i.exec(p)).find(Boolean);
    const q = qParam ? Number(qParam[1]) : 1;
    if (q > bestQ) {
      best = primary;
      bestQ = q;
    }
  }
  return best;
}
