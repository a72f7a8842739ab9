import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error.ts';

/** The sentence of every per-address rate limit (ADR 007 security: 429 with a clear message). */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/** 429 too_many_requests with `description` (docs/architecture.md §4 error shape). */
export const tooManyRequests = (description = TOO_MANY_ATTEMPTS) =>
  new ApiError(429, 'too_many_requests', description);

/**
 * Route config of @fastify/rate-limit (registered with global:false in app.ts): at most `max`
 * calls per `window` from one client address, counted per `name`; refusals are 429
 * too_many_requests with `description` (TOO_MANY_ATTEMPTS unless given).
 */
export function perAddress(name: string, max: number, window = '1 minute', description = TOO_MANY_ATTEMPTS) {
  return {
    max,
    timeWindow: window,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}`,
    errorResponseBuilder: () => tooManyRequests(description),
  };
}

/**
 * Route config of a form sent to the operator (the contact form; the group request,
 * spec part 1 §5; ADR 011): at most `max` an hour from one connection address (request.ip),
 * counted per `name` in preHandler, once the token and the body are valid, so that a rejected form
 * costs nothing; refusals are 429 too_many_requests with `description`.
 */
export function formsPerAddressHourly(name: string, max: number, description: string) {
  return { hook: 'preHandler' as const, ...perAddress(name, max, '1 hour', description) };
}

/** Registrations (POST /api/v1/customers with a password) per client address and minute (ADR 011). */
export const REGISTRATIONS_PER_MINUTE = 5;
/** Guest customers (the booking flow's POST /api/v1/customers without a password) per address and minute. */
export const GUEST_CUSTOMERS_PER_MINUTE = 60;

/**
 * Route config of POST /api/v1/customers (ADR 011): a registration hashes a password, so at most
 * 5 a minute from one client address; the booking flow's guest customer, which hashes nothing,
 * keeps a generous 60 a minute of its own. Counted in preHandler, once the body is parsed and the
 * token checked; refusals are 429 too_many_requests TOO_MANY_ATTEMPTS with Retry-After.
 */
export const customerCreationLimit = {
  hook: 'preHandler' as const,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const password = (request.body as { password?: unknown } | undefined)?.password;
    return `${password === undefined ? 'guest-customer' : 'register'}:${request.ip}`;
  },
  max: (_request: FastifyRequest, key: string) =>
    key.startsWith('register:') ? REGISTRATIONS_PER_MINUTE : GUEST_CUSTOMERS_PER_MINUTE,
  errorResponseBuilder: () => tooManyRequests(),
};
