import { ApiError } from '../../http/api-error.ts';
import { errorText } from '../../i18n/errors.ts';

/**
 * An error of the token endpoint (RFC 6749 §5.2): the `{ error, error_description }` body of
 * docs/architecture.md §4 plus the headers the RFC asks for (WWW-Authenticate on a failed HTTP Basic client
 * authentication, Retry-After on a back-off), sent by the error handler like any ApiError's.
 */
export class OAuthError extends ApiError {
  constructor(statusCode: number, code: string, description: string, headers: Record<string, string> = {}) {
    super(statusCode, code, description, headers);
  }
}

/** 400 invalid_request: a parameter is missing, repeated or malformed (RFC 6749 §5.2). */
export const invalidRequest = (d: string) => new OAuthError(400, 'invalid_request', d);

/**
 * 401 invalid_client: unknown client, wrong secret, no or unsupported client authentication
 * (RFC 6749 §5.2). `basic`: the client tried HTTP Basic, so the answer carries WWW-Authenticate.
 */
export const invalidClient = (d: string, basic: boolean) =>
  new OAuthError(
    401,
    'invalid_client',
    d,
    basic ? { 'www-authenticate': 'Basic realm="alpine-transfers", charset="UTF-8"' } : {},
  );

/** 400 invalid_grant: the resource owner's credentials are wrong (RFC 6749 §5.2, not 401). */
export const invalidGrant = (d: string) => new OAuthError(400, 'invalid_grant', d);

/** 400 unauthorized_client: this client may not use this grant (RFC 6749 §5.2). */
export const unauthorizedClient = (d: string) => new OAuthError(400, 'unauthorized_client', d);

/** 400 unsupported_grant_type: a grant_type the server does not know (RFC 6749 §5.2). */
export const unsupportedGrantType = (d: string) => new OAuthError(400, 'unsupported_grant_type', d);

/**
 * 429 too_many_requests with `Retry-After: <seconds>` (RFC 9110 §10.2.3; ADR 011 back-off):
 * the sentence says how long to wait, in whole seconds or minutes.
 */
export function retryAfter(seconds: number): OAuthError {
  const description =
    seconds < 120
      ? errorText('loginBackoffSeconds', { count: seconds })
      : errorText('loginBackoffMinutes', { minutes: Math.ceil(seconds / 60) });
  return new OAuthError(429, 'too_many_requests', description, { 'retry-after': String(seconds) });
}
