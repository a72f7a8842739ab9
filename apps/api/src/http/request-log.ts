import type { FastifyInstance } from 'fastify';

/**
 * One log line per request (issue 9 §6: per-request work): Fastify's own request logging writes
 * two lines at info ("incoming request", then "request completed"); with
 * `logController: new LogController({ disableRequestLogging: true })` in the Fastify options this hook writes only the second, with the
 * request (method, url, host, remote address), the status and the time taken in milliseconds.
 * Nothing is written below info (LOG_LEVEL=warn and up).
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
