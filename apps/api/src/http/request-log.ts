import type { FastifyInstance } from 'fastify';

/**
 * One access-log line per request at info (docs/architecture.md §5: per-request work), written when the
 * answer has gone: `{ reqId, method, url, remoteAddress, statusCode, responseTime, msg: "request
 * completed" }`, responseTime in milliseconds (a decimal), remoteAddress the client's address
 * (request.ip: the socket's, or X-Forwarded-For's from a proxy TRUST_PROXY names). Nothing is
 * written below info (LOG_LEVEL=warn and up).
 *
 * Fastify's own request logging writes two lines ("incoming request", then "request completed");
 * the app turns it off (`logController: new LogController({ disableRequestLogging: true })`), so
 * this hook writes only the second. Its fields are flat strings and numbers rather than Fastify's
 * `req` and `res` serializers' objects: the serializers (and pino's stringifying of the objects
 * they return) cost 5-10 µs of CPU per request on a slow host, up to a sixth of a static answer
 * (GET /api/v1/locations/public 35.8-38.3 % of the bare route -> 39.5-42.5 %; docs/benchmarks.md).
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        remoteAddress: request.ip,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });
}
