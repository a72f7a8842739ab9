import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError } from './api-error.ts';
import { errorText, translateError } from '../i18n/errors.ts';
import { requestLanguage, varyOnLanguage } from '../i18n/language.ts';

const STATUS_CODES: Record<number, string> = {
  400: 'invalid_request',
  401: 'invalid_token',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  411: 'length_required',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  422: 'unprocessable',
  429: 'too_many_requests',
  431: 'request_header_fields_too_large',
};

/** Human description of a zod validation failure: "body[0].pax: pax must be at most 99; ...". */
function describeValidation(
  context: string | undefined,
  issues: { instancePath: string; message?: string }[],
) {
  return issues
    .slice(0, 5)
    .map((i) => {
      const path = i.instancePath
        .split('/')
        .filter(Boolean)
        .map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`))
        .join('');
      return `${context ?? 'request'}${path}: ${i.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/** The 500's 'Something went wrong on our side.' in the request's language (docs/architecture.md §6). */
const serverError = (request: FastifyRequest) =>
  translateError(errorText('serverError'), requestLanguage(request));

/**
 * Installs the error and not-found handlers that give every failure the shape of docs/architecture.md §4:
 * `{ error, error_description }` with a fitting 4xx, never a 500 for bad input. Unexpected errors
 * are logged and answered 500 'server_error' without internals. An ApiError's description is
 * written in the request's Accept-Language (en, fr, es; docs/architecture.md §6), as is a 500's, and the
 * answer says `Vary: Accept-Language`.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof ApiError) {
      return varyOnLanguage(reply)
        .status(err.statusCode)
        .headers(err.headers)
        .send({ error: err.code, error_description: translateError(err.message, requestLanguage(request)) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.status(400).send({
        error: 'invalid_request',
        error_description: describeValidation(err.validationContext, err.validation),
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return varyOnLanguage(reply)
        .status(500)
        .send({ error: 'server_error', error_description: serverError(request) });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      let description = err.message;
      if (err.code === 'FST_ERR_CTP_INVALID_JSON') description = 'The body is not valid JSON.';
      if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') description = 'The body is empty; JSON was expected.';
      if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') description = 'Send the body as application/json.';
      return reply
        .status(status)
        .send({ error: STATUS_CODES[status] ?? 'invalid_request', error_description: description });
    }
    request.log.error({ err }, 'unexpected error');
    return varyOnLanguage(reply)
      .status(500)
      .send({ error: 'server_error', error_description: serverError(request) });
  });
}
