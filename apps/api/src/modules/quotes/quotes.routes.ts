import {
  envelope,
  ErrorSchema,
  FARES_FROM_PATH,
  FaresFromQuerySchema,
  FaresFromSchema,
  type FaresFrom,
  QUOTES_PATH,
  QuoteSearchRequestSchema,
  QuoteSearchResponseSchema,
} from '@alpine/contract';
import { languageFrom } from '@alpine/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../http/authenticate.ts';
import { bearerOnly, type BearerGuard } from '../../http/bearer-routes.ts';
import { type EncodedBody, sendEncoded } from '../../http/encoded-body.ts';
import { staticJson } from '../../http/static-json.ts';
import { requestLanguage, varyOnLanguage } from '../../i18n/language.ts';
import type { QuotesService } from './quotes.service.ts';

/** The answer's media type. */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * POST /api/v1/fares/quotes (spec part 1 §7 "Quote search"; docs/architecture.md §4): body = one search item
 * (one way) or two (outbound, return) -> `{ data: [outboundQuotes, returnQuotes] }`. Notices are in
 * the Accept-Language (en, fr, es), with `Vary: Accept-Language` (docs/architecture.md §6). A partner's own
 * user sees the partner's payment ways (invoice); anyone else pays by card (ADR 008). 400 malformed body, 401
 * no token, 422 rule broken.
 *
 * A repeated search (ADR 005; docs/architecture.md §5) is answered from the cached bytes of the answer to the
 * same JSON text, language and partner: looked up when the body arrives (after the bearer guard,
 * onRequest), then sent in a preValidation hook, after the NUL guard (the app's preValidation,
 * which still checks the path and query), instead of parsing, validation and the handler. Other
 * JSON bodies of this scope are parsed by Fastify's own JSON parser (same limits, same errors).
 */
export const quotesRoutes: FastifyPluginAsyncZod<{
  quotes: QuotesService;
  authenticate: BearerGuard;
  now: () => Date;
}> = async (app, { quotes, authenticate, now }) => {
  const faresFromSchema = envelope(FaresFromSchema);
  const sendFaresFrom = staticJson<FaresFrom>(faresFromSchema);
  /**
   * GET /api/v1/fares/from?locationID=N (docs/architecture.md §6): the content pages' "from" prices and drive
   * times of an airport or a resort, public (no token: the same for everyone, cached by browsers
   * and CDNs), with ETag and `Cache-Control: public, max-age=300`; place names in the
   * Accept-Language (en, fr, es; Vary: Accept-Language). 400 bad locationID, 404 not an airport or
   * resort.
   */
  app.get(
    FARES_FROM_PATH,
    {
      // compressed once per coding by staticJson, not per request by @fastify/compress
      // (docs/architecture.md §5)
      compress: false,
      schema: {
        tags: ['fares'],
        summary: '"From" prices and drive times of an airport or resort',
        querystring: FaresFromQuerySchema,
        response: { 200: faresFromSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) =>
      sendFaresFrom(
        request,
        varyOnLanguage(reply),
        await quotes.faresFrom(request.query.locationID, now(), requestLanguage(request)),
      ),
  );
  bearerOnly(app, authenticate);
  // The JSON text of each search as received (the cache key of a repeated search), and the
  // cached answer found for it while parsing.
  const bodies = new WeakMap<FastifyRequest, string>();
  const hits = new WeakMap<FastifyRequest, EncodedBody>();
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  const contextOf = (request: FastifyRequest) => {
    const principal = requirePrincipal(request);
    return {
      now: now(),
      language: languageFrom(request.headers['accept-language']),
      partnerUserOf: principal.kind === 'customer' ? (principal.partnerID ?? null) : null,
    };
  };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = raw as string;
    // The bearer guard (onRequest) has run: the principal is known. A hit skips parsing too.
    const cached = request.principal ? quotes.cachedJson(body, contextOf(request)) : undefined;
    if (cached !== undefined) {
      hits.set(request, cached);
      done(null, null);
      return;
    }
    bodies.set(request, body);
    parseJson(request, body, done);
  });
  app.post(
    QUOTES_PATH,
    {
      // compressed by sendEncoded, once per coding of a cached answer (docs/architecture.md §5)
      compress: false,
      schema: {
        tags: ['fares'],
        summary: 'Search quotes for one way or return',
        body: QuoteSearchRequestSchema,
        response: { 200: QuoteSearchResponseSchema, 400: ErrorSchema, 401: ErrorSchema, 422: ErrorSchema },
      },
      preValidation: async (request, reply) => {
        const cached = hits.get(request);
        if (cached !== undefined) return sendEncoded(varyOnLanguage(reply).type(JSON_TYPE), cached);
      },
    },
    async (request, reply) => {
      const answer = await quotes.searchJson(request.body, contextOf(request), bodies.get(request));
      // Already written from the response schema by the service: sent as it is, compressed by
      // Accept-Encoding once per coding (kept with the cached answer).
      return sendEncoded(varyOnLanguage(reply).type(JSON_TYPE), answer);
    },
  );
};
