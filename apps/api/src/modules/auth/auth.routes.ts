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
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service.ts';
import { tooManyRequests } from './rate-limits.ts';

/** Per client address and minute: 10 password logins (issue 4 security), 120 other token calls. */
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
 * POST /api/v1/auth/token (spec part 1 §7 "Token"; DESIGN §4): form-encoded or JSON body with
 * grant_type client_credentials or password (+ remember 'true'/'false') -> `{ data: {
 * access_token, token_type, expires_in } }` (seconds: 3600 anonymous, 1800 user, 2592000
 * remembered). 400 malformed, 401 bad client or credentials, 429 over 10 logins a minute from one
 * address or 100 failed logins an hour for one e-mail.
 * POST /api/v1/auth/renew (bearer token still valid) -> a fresh token of the same kind (spec part 1
 * §4; issue 4): 401 for a missing, bad or expired token.
 */
export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  /** Needed for /auth/renew, which is registered only when given. */
  authenticate?: preHandlerAsyncHookHandler;
}> = async (app, { auth, authenticate }) => {
  app.post(
    TOKEN_PATH,
    {
      config: { rateLimit: tokenRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Get an access token',
        body: TokenRequestSchema,
        response: {
          200: envelope(TokenResponseSchema),
          400: ErrorSchema,
          401: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => ({ data: await auth.issueToken(request.body) }),
  );
  if (!authenticate) return;
  app.post(
    RENEW_PATH,
    {
      preHandler: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Renew a still-valid access token',
        response: { 200: envelope(TokenResponseSchema), 401: ErrorSchema },
      },
    },
    async (request) => ({ data: await auth.renew(request.principal!) }),
  );
  /** POST /api/v1/auth/logout (issue 7 §9): ends the bearer token's session -> { data: { loggedOut: true } }. */
  app.post(
    LOGOUT_PATH,
    {
      preHandler: authenticate,
      schema: {
        tags: ['auth'],
        summary: "Log Out: end this token's session",
        response: { 200: envelope(LoggedOutSchema), 401: ErrorSchema },
      },
    },
    async (request) => ({ data: await auth.logout(request.principal!) }),
  );
};
