import type { FastifyRequest } from 'fastify';
import { unauthorized } from './api-error.ts';
import type { Principal, TokenVerifier } from './principal.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate guard: who the bearer token speaks for. */
    principal?: Principal;
  }
}

const NO_TOKEN = 'Send an access token: Authorization: Bearer <token>.';

/**
 * The bearer guard: requires `Authorization: Bearer <token>` (spec part 1 §7: every call carries
 * the token) and puts its principal on the request. 401 invalid_token when missing or bad.
 * Modules put their routes behind it with `bearerOnly(app, authenticate)` (bearer-routes.ts).
 */
export function authenticate(auth: TokenVerifier) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('invalid_token', NO_TOKEN);
    request.principal = await auth.verify(match[1]);
  };
}

/**
 * The principal the bearer guard put on the request (ADR 013: the one way a handler reads who
 * calls). Throws 401 invalid_token when there is none, i.e. the route is not behind the guard.
 */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('invalid_token', NO_TOKEN);
  return request.principal;
}
