import {
  envelope,
  ErrorSchema,
  LoggedOutSchema,
  LOGOUT_PATH,
  RENEW_PATH,
  TOKEN_PATH,
  TokenRequestSchema,
  TokenResponseSchema,
} from '@alpine/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../http/authenticate.ts';
import { bearerOnly, type BearerGuard } from '../../http/bearer-routes.ts';
import { namedPlugin } from '../../http/named-plugin.ts';
import type { AuthService } from './auth.service.ts';
import { OAuthError } from './oauth-errors.ts';
import { tooManyRequests } from './rate-limits.ts';

/** Per client address and minute: 10 password logins (ADR 007 security), 120 other token calls. */
const LOGINS_PER_MINUTE = 10;
const TOKENS_PER_MINUTE = 120;
const tokenRateLimit = {
  // preHandler: the body is parsed, so that logins are counted apart from anonymous tokens.
  hook: 'preHandler' as const,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const grant = (request.body as { grant_type?: unknown } | undefined)?.grant_type;
    return `${grant === 'password' ? 'login' : 'token'}:${request.ip}`;
  },
  max: (_request: FastifyRequest, key: string) =>
    key.startsWith('login:') ? LOGINS_PER_MINUTE : TOKENS_PER_MINUTE,
  errorResponseBuilder: () => tooManyRequests(),
};

/**
 * Token answers, success and error alike, are never cached (RFC 6749 §5.1: Cache-Control:
 * no-store, Pragma: no-cache). A route onRequest hook, so that validation errors and 429s have it.
 */
async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}

/** Runs `issue` and copies an OAuthError's headers (WWW-Authenticate, Retry-After) onto the reply. */
async function withOAuthHeaders<T>(reply: FastifyReply, issue: () => Promise<T>): Promise<T> {
  try {
    return await issue();
  } catch (error) {
    if (error instanceof OAuthError) reply.headers(error.headers);
    throw error;
  }
}

/**
 * POST /api/v1/auth/token (spec part 1 §7 "Token"; docs/architecture.md §4; RFC 6749 §2.3.1, §4.3, §4.4, §5):
 * form-encoded or JSON body with grant_type client_credentials or password (+ username,
 * password, remember 'true'/'false'); the client authenticates with HTTP Basic or with
 * client_id/client_secret in the body. Answers top level `{ access_token, token_type: 'Bearer',
 * expires_in }` (seconds: 3600 anonymous, 1800 user, 2592000 remembered), never cached. Errors
 * (§5.2): 400 invalid_request, 401 invalid_client (WWW-Authenticate: Basic when Basic was used),
 * 400 invalid_grant (wrong e-mail or password), 400 unauthorized_client, 400
 * unsupported_grant_type; 429 too_many_requests over 10 logins a minute from one address, or with
 * Retry-After while the address backs off after failed logins for that account (ADR 011).
 * POST /api/v1/auth/renew (bearer token still valid) -> a fresh token of the same kind and the
 * same top-level shape (spec part 1 §4; ADR 007): 401 for a missing, bad or expired token.
 */
export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  /** Needed for /auth/renew, which is registered only when given. */
  authenticate?: BearerGuard;
}> = async (app, { auth, authenticate }) => {
  app.post(
    TOKEN_PATH,
    {
      config: { rateLimit: tokenRateLimit },
      onRequest: noStore,
      schema: {
        tags: ['auth'],
        summary: 'Get an access token (RFC 6749)',
        // RFC 6749 §4.3.2, §4.4.2: form-encoded, as OAuth clients send it (@fastify/formbody); JSON too
        // (docs/architecture.md §4)
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: TokenRequestSchema,
        response: {
          200: TokenResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) =>
      withOAuthHeaders(reply, () =>
        auth.issueToken(request.body, { authorization: request.headers.authorization, address: request.ip }),
      ),
  );
  if (!authenticate) return;
  // The token's own routes: renew and logout need the bearer token, the token route above does not.
  await app.register(
    namedPlugin(async (guarded: typeof app) => {
      bearerOnly(guarded, authenticate);
      guarded.post(
        RENEW_PATH,
        {
          onRequest: noStore,
          schema: {
            tags: ['auth'],
            summary: 'Renew a still-valid access token',
            response: { 200: TokenResponseSchema, 401: ErrorSchema },
          },
        },
        async (request) => auth.renew(requirePrincipal(request)),
      );
      /**
       * POST /api/v1/auth/logout (ADR 007): ends the bearer token's session -> { data: { loggedOut: true } }.
       */
      guarded.post(
        LOGOUT_PATH,
        {
          schema: {
            tags: ['auth'],
            summary: "Log Out: end this token's session",
            response: { 200: envelope(LoggedOutSchema), 401: ErrorSchema },
          },
        },
        async (request) => ({ data: await auth.logout(requirePrincipal(request)) }),
      );
    }, 'tokenSessionRoutes'),
  );
};
