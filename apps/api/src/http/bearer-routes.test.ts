import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { requirePrincipal } from './authenticate.ts';
import { BEARER_SECURITY, bearerOnly } from './bearer-routes.ts';

/** ADR 013: one guard per module scope, one way to read the principal. */
describe('bearerOnly and requirePrincipal', () => {
  it('requirePrincipal answers 401 invalid_token when no guard put a principal on the request', () => {
    const thrown = (() => {
      try {
        requirePrincipal({} as FastifyRequest);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ statusCode: 401, code: 'invalid_token' });
  });

  it('guards and declares bearer security on the routes of its scope only, the guard last at onRequest', async () => {
    const app = Fastify();
    const order: string[] = [];
    const guard = async (request: FastifyRequest) => {
      order.push('guard');
      if (request.headers.authorization !== 'Bearer ok') throw new ApiError(401, 'invalid_token', 'no');
      request.principal = { kind: 'client', clientID: 'web', sessionID: 's1' };
    };
    const schemas: Record<string, unknown> = {};
    app.addHook('onRoute', (route) => {
      schemas[route.url] = route;
    });
    app.get('/open', async () => 'open');
    await app.register(async (guarded) => {
      bearerOnly(guarded, guard);
      guarded.get('/closed', { onRequest: async () => void order.push('own') }, async (request) => {
        requirePrincipal(request);
        return 'closed';
      });
    });
    await app.ready();

    expect((await app.inject('/open')).statusCode).toBe(200);
    expect((await app.inject('/closed')).statusCode).toBe(401);
    expect((await app.inject({ url: '/closed', headers: { authorization: 'Bearer ok' } })).body).toBe(
      'closed',
    );
    expect(order.slice(0, 2)).toEqual(['own', 'guard']);
    expect((schemas['/closed'] as { schema: { security: unknown } }).schema.security).toEqual(
      BEARER_SECURITY,
    );
    expect((schemas['/open'] as { schema?: { security?: unknown } }).schema?.security).toBeUndefined();
    await app.close();
  });
});
