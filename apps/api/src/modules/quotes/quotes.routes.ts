import {
  ErrorSchema,
  QUOTES_PATH,
  QuoteSearchRequestSchema,
  QuoteSearchResponseSchema,
} from '@alpine/contract';
import { languageFrom } from '@alpine/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../http/authenticate.ts';
import { bearerOnly, type BearerGuard } from '../../http/bearer-routes.ts';
import { varyOnLanguage } from '../../i18n/language.ts';
import type { QuotesService } from './quotes.service.ts';

/**
 * POST /api/v1/fares/quotes (spec part 1 §7 "Quote search"; DESIGN §4): body = one search item
 * (one way) or two (outbound, return) -> `{ data: [outboundQuotes, returnQuotes] }`. Notices are in
 * the Accept-Language (en, fr, es), with `Vary: Accept-Language` (issue 10 §3). A partner's own user sees the partner's payment ways (invoice);
 * anyone else pays by card (issue 7 §3). 400 malformed body, 401 no token, 422 rule broken.
 */
export const quotesRoutes: FastifyPluginAsyncZod<{
  quotes: QuotesService;
  authenticate: BearerGuard;
  now: () => Date;
}> = async (app, { quotes, authenticate, now }) => {
  bearerOnly(app, authenticate);
  app.post(
    QUOTES_PATH,
    {
      schema: {
        tags: ['fares'],
        summary: 'Search quotes for one way or return',
        body: QuoteSearchRequestSchema,
        response: { 200: QuoteSearchResponseSchema, 400: ErrorSchema, 401: ErrorSchema, 422: ErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const json = await quotes.searchJson(request.body, {
        now: now(),
        language: languageFrom(request.headers['accept-language']),
        partnerUserOf: principal.kind === 'customer' ? (principal.partnerID ?? null) : null,
      });
      // Already written from the response schema by the service: sent as it is.
      return varyOnLanguage(reply)
        .type('application/json; charset=utf-8')
        .send(json as never);
    },
  );
};
