/**
 * A failure with its HTTP status and the error body of docs/architecture.md §4
 * (`{ error, error_description }`). Services throw these; the error handler sends them, with
 * `headers` (e.g. Retry-After of a 429, ADR 011).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
  }
}

/** 400: the request is malformed or a field is wrong. */
export const badRequest = (d: string) => new ApiError(400, 'invalid_request', d);
/** 401: no token, a bad token, or bad credentials. */
export const unauthorized = (code: 'invalid_token' | 'invalid_client' | 'invalid_grant', d: string) =>
  new ApiError(401, code, d);
/** 403: the caller may not do this. */
export const forbidden = (d: string) => new ApiError(403, 'forbidden', d);
/** 404: no such resource. */
export const notFound = (d: string) => new ApiError(404, 'not_found', d);
/** 409: conflict (sold out, price changed, expired quote). */
export const conflict = (d: string) => new ApiError(409, 'conflict', d);
/** 422: well-formed but breaks a rule (unknown location, past date). */
export const unprocessable = (d: string) => new ApiError(422, 'unprocessable', d);
