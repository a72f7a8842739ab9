import { envelope, ErrorSchema, TOKEN_PATH, TokenRequestSchema, TokenResponseSchema } from '@alpine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service.ts';

/**
 * POST /api/v1/auth/token (spec part 1 §7 "Token"; DESIGN §4): form-encoded or JSON body with
 * grant_type client_credentials or password -> `{ data: { access_token, token_type, expires_in } }`
 * (expires_in in seconds). 400 for a malformed body, 401 for a bad client or credentials,
 * 429 when called too often from one address.
 */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    TOKEN_PATH,
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
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
};
