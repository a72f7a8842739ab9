import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, languageFrom, LANGUAGES, type Language } from '@alpine/domain';
import { addVary } from '../http/vary.ts';

/** The languages the server writes in, English first (the reference): packages/domain/src/languages.ts. */
export { LANGUAGES, type Language };

/**
 * The language a request asks for (docs/architecture.md §6): the best of en, fr and es by its
 * Accept-Language's q-values ('fr-CH,fr;q=0.9' -> 'fr'; 'de,es;q=0.5' -> 'es'; the site sends exactly 'fr',
 * 'es' or 'en'), else 'en' (languageFrom in packages/domain).
 */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFrom(request.headers['accept-language']);
}

/**
 * Adds Accept-Language to the reply's Vary header (RFC 9110 §12.5.5), keeping what is there:
 * every answer whose text depends on the request's language says so to caches (docs/architecture.md §6).
 */
export function varyOnLanguage(reply: FastifyReply): FastifyReply {
  return addVary(reply, 'Accept-Language');
}

/**
 * The absolute address of the site's page `path` ('/verify-email', with its query if any) in
 * `language`: `${publicUrl}${path}` in English, `${publicUrl}/fr${path}` and `/es${path}` otherwise,
 * as the site's own addresses are (spec part 2 §2.1; apps/web/src/i18n/site-paths.ts); any
 * other `language` (a booking's stored column) gives the English page. Every link
 * e-mailed to a traveller opens on the page of the e-mail's language (docs/architecture.md §6). `publicUrl`
 * may end with '/'.
 */
export function sitePageUrl(publicUrl: string, language: string, path: string): string {
  // a stored language that is not one of the site's (never written so) opens the English page
  const prefix = isLanguage(language) && language !== 'en' ? `/${language}` : '';
  return `${publicUrl.replace(/\/+$/, '')}${prefix}${path}`;
}
