import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { installRequestLog } from './request-log.ts';

function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  installRequestLog(app);
  app.get('/hello', async () => ({ hello: 'world' }));
  return { app, lines };
}

describe('request logging (docs/architecture.md §5)', () => {
  it('writes one line per request at info, with its id, method, url, address, status and time taken', async () => {
    const { app, lines } = appLogging('info');
    await app.inject('/hello');
    await app.inject('/missing');
    const requests = lines.filter((l) => l.msg === 'request completed');
    expect(requests).toHaveLength(2);
    expect(lines.filter((l) => l.msg === 'incoming request')).toHaveLength(0);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      url: '/hello',
      remoteAddress: '127.0.0.1',
      statusCode: 200,
      level: 30,
    });
    expect(requests[1]).toMatchObject({ method: 'GET', url: '/missing', statusCode: 404 });
    expect(typeof requests[0]!.responseTime).toBe('number');
    expect(requests[0]!.reqId).toEqual(expect.any(String));
    expect(requests[0]!.reqId).not.toEqual(requests[1]!.reqId);
    await app.close();
  });

  it('writes nothing per request at warn', async () => {
    const { app, lines } = appLogging('warn');
    await app.inject('/hello');
    expect(lines).toHaveLength(0);
    await app.close();
  });
});
