import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageFrom, type Language } from '@alpine/domain';
import { addVary } from '../http/vary.ts';

export type { Language };

/** The languages the server writes in, English first (the reference; issue 10 §3). */
export const LANGUAGES: readonly Language[] = ['en', 'fr', 'es'];

/**
 * The language a request asks for (issue 10 §3): the best of en, fr and es by its Accept-Language's
 * q-values ('fr-CH,fr;q=0.9' -> 'fr'; 'de,es;q=0.5' -> 'es'; the site sends exactly 'fr', 'es' or
 * 'en'), else 'en' (languageFrom in packages/domain).
 */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFrom(request.headers['accept-language']);
}

/**
 * Adds Accept-Language to the reply's Vary header (RFC 9110 §12.5.5), keeping what is there:
 * every answer whose text depends on the request's language says so to caches (issue 10 §3).
 */
export function varyOnLanguage(reply: FastifyReply): FastifyReply {
  return addVary(reply, 'Accept-Language');
}
