import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error.ts';

/** The sentence of every per-address rate limit (issue 4 security: 429 with a clear message). */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/** 429 too_many_requests with `description` (DESIGN §4 error shape). */
export const tooManyRequests = (description = TOO_MANY_ATTEMPTS) =>
  new ApiError(429, 'too_many_requests', description);

/**
 * Route config of @fastify/rate-limit (registered with global:false in app.ts): at most `max`
 * calls per `window` from one client address, counted per `name`; refusals are 429
 * too_many_requests 'Too many attempts. Please wait a minute and try again.'.
 */
export function perAddress(name: string, max: number, window = '1 minute') {
  return {
    max,
    timeWindow: window,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}`,
    errorResponseBuilder: () => tooManyRequests(),
  };
}
