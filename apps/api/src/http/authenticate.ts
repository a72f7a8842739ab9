import type { FastifyRequest } from 'fastify';
import { unauthorized } from './api-error.ts';
import type { AuthService, Principal } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate pre-handler: who the bearer token speaks for. */
    principal?: Principal;
  }
}

/**
 * A pre-handler that requires `Authorization: Bearer <token>` (spec part 1 §7: every call carries
 * the token) and puts its principal on the request. 401 invalid_token when missing or bad.
 */
export function authenticate(auth: AuthService) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1])
      throw unauthorized('invalid_token', 'Send an access token: Authorization: Bearer <token>.');
    request.principal = await auth.verify(match[1]);
  };
}

/**
 * The principal the authenticate guard put on `request` (issue 8 §6: the one helper every route
 * uses). 401 invalid_token when there is none (a route outside the guard), never a crash.
 */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) {
    throw unauthorized('invalid_token', 'Send an access token: Authorization: Bearer <token>.');
  }
  return request.principal;
}
