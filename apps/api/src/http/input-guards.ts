import type { Socket } from 'node:net';
import { NUL_MESSAGE } from '@alpine/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { badRequest } from './api-error.ts';

/**
 * Input guards that hold whatever a route's schema says (ADR 012; docs/architecture.md §12.18).
 *
 * - `installInputGuards(app)`: a preValidation hook on every route (the 404 handler included)
 *   that refuses a NUL character (U+0000) in a decoded path parameter, a query value or key, or
 *   any string or key of a parsed JSON or form body: 400 invalid_request
 *   "body.lastName: must not contain a NUL character", and a lone UTF-16 surrogate alike
 *   (LONE_SURROGATE_MESSAGE: the two databases stored it differently). It is the safety net under the contract's
 *   `text()` strings, so that a future schema that forgets it cannot send a NUL to PostgreSQL
 *   ("invalid byte sequence for encoding UTF8: 0x00" was a 500).
 * - `frameworkErrorOptions`: Fastify constructor options giving the errors answered before any
 *   route runs the `{ error, error_description }` shape of docs/architecture.md §4: a malformed
 * percent-escape in
 *   the path (400 FST_ERR_BAD_URL), a path parameter over `maxParamLength` (414), and the errors of
 *   Node's HTTP parser (`clientError`: 431 headers or request line too large, 408 timeout, 400
 *   malformed request), which are written on the socket since no request object exists.
 */

/** How many values of a body the NUL scan visits at most (a 256 KiB body holds fewer). */
const SCAN_BUDGET = 200_000;
/** Longest path parameter, in characters (Fastify's default, named here for the 414 message). */
export const MAX_PARAM_LENGTH = 100;

/**
 * What input-guards refuse in a string besides a NUL: a lone UTF-16 surrogate (a '\ud800' escape in
 * JSON without its pair). It is no character: SQLite stored it as invalid UTF-8 bytes and
 * PostgreSQL as U+FFFD, so the two databases kept different text.
 */
export const LONE_SURROGATE_MESSAGE = 'must be valid Unicode text (a lone surrogate is not a character)';

/** `String.prototype.isWellFormed` (ES2024, in Node 20), typed here as the project's lib is ES2023. */
const isWellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();

/** Why a string cannot be stored: a NUL, a lone surrogate, or null when it can. */
function badText(text: string): 'nul' | 'surrogate' | null {
  if (text.includes('\u0000')) return 'nul';
  return isWellFormed(text) ? null : 'surrogate';
}

/**
 * The first string or key of `value` that no database may receive (ADR 012): its path
 * ("[0].lastName", ".email", "") and why (a NUL, or a lone surrogate), or null when there is none.
 * Iterative, so that a deeply nested body cannot overflow the stack.
 */
export function findBadText(value: unknown): { path: string; problem: 'nul' | 'surrogate' } | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  let budget = SCAN_BUDGET;
  while (stack.length > 0 && budget-- > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      const problem = badText(v);
      if (problem) return { path, problem };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: `${path}[${i}]` });
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const key of Object.keys(v)) {
        const keyPath = `${path}.${key.replaceAll('\u0000', '\\u0000').replace(/[\ud800-\udfff]/gu, '\ufffd')}`;
        const problem = badText(key);
        if (problem) return { path: keyPath, problem };
        stack.push({ value: (v as Record<string, unknown>)[key], path: keyPath });
      }
    }
  }
  return null;
}

/** A route as registered: its method(s), its path pattern and its schema. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

const routeLists = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Every route registered on `app` after installInputGuards (one entry per method, HEAD included):
 * what the fuzz test sends its inputs to, so that a new endpoint is covered without a list.
 */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routeLists.get(app) ?? [];
}

/**
 * Installs the NUL guard (preValidation, every route and the 404 handler) and the route list.
 * Call it right after creating the app, before any plugin registers routes.
 */
export function installInputGuards(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  routeLists.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  });
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = findBadText(value);
      if (found !== null) {
        const message = found.problem === 'nul' ? NUL_MESSAGE : LONE_SURROGATE_MESSAGE;
        throw badRequest(`${where}${found.path}: ${message}`);
      }
    }
  });
}

/** The JSON of an error of docs/architecture.md §4. */
const errorBody = (error: string, description: string) =>
  JSON.stringify({ error, error_description: description });

/**
 * Fastify's `frameworkErrors`: errors raised while routing, before hooks and handlers. 400 for a
 * path that is not valid percent-encoding ("/api/v1/bookings/%/cancellation"), 414 for a path
 * parameter longer than MAX_PARAM_LENGTH, 500 for anything else (a server fault).
 */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply
      .status(400)
      .type('application/json; charset=utf-8')
      .send(
        errorBody(
          'invalid_request',
          'The address is not valid: a % in a path must start an escape of two hexadecimal digits.',
        ),
      );
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply
      .status(414)
      .type('application/json; charset=utf-8')
      .send(
        errorBody('uri_too_long', `A part of the address is longer than ${MAX_PARAM_LENGTH} characters.`),
      );
    return;
  }
  void reply
    .status(500)
    .type('application/json; charset=utf-8')
    .send(errorBody('server_error', 'Something went wrong on our side.'));
}

/**
 * Fastify's `clientErrorHandler` (Node's `clientError` event): the HTTP parser refused the
 * request before Fastify saw it. 431 when the request line or headers are too large
 * (HPE_HEADER_OVERFLOW; Node's limit is 16 KiB), 408 on a request timeout, 400 otherwise; the
 * connection is then closed. Nothing is written on a reset or destroyed socket.
 */
function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          errorBody('request_header_fields_too_large', 'The address or the headers are too large.'),
        ]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', errorBody('request_timeout', 'The request took too long to arrive.')]
        : [400, 'Bad Request', errorBody('invalid_request', 'The request is not valid HTTP.')];
  this.log.trace({ err }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** Fastify constructor options of the guards above (spread into `Fastify({...})` in app.ts). */
export const frameworkErrorOptions = {
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  frameworkErrors,
  clientErrorHandler,
} satisfies {
  routerOptions: { maxParamLength: number };
  frameworkErrors: typeof frameworkErrors;
  clientErrorHandler: (err: Error, socket: Socket) => void;
};
