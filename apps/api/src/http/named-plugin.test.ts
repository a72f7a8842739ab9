import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { namedPlugin } from './named-plugin.ts';

/** The plugins' names (docs/architecture.md §5, test speed): named for Fastify, and still encapsulated. */
describe('namedPlugin', () => {
  async function guardedRoutes(app: FastifyInstance) {
    app.decorateRequest('inside', true);
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-inside', 'yes');
    });
    app.get('/inside', async () => ({ ok: true }));
  }

  it('keeps the plugin encapsulated: its hooks and decorators stay out of the parent', async () => {
    const app = Fastify();
    await app.register(namedPlugin(guardedRoutes));
    app.get('/outside', async (request) => ({ decorated: 'inside' in request }));
    const inside = await app.inject('/inside');
    const outside = await app.inject('/outside');
    expect(inside.headers['x-inside']).toBe('yes');
    expect(outside.headers['x-inside']).toBeUndefined();
    expect(outside.json()).toEqual({ decorated: false });
    await app.close();
  });

  it("names the plugin after its function, or the name given, as Fastify's plugin tree shows", async () => {
    const app = Fastify();
    await app.register(namedPlugin(guardedRoutes));
    await app.register(namedPlugin(async () => {}, 'inlineRoutes'));
    await app.ready();
    expect(app.printPlugins()).toMatch(/guardedRoutes/);
    expect(app.printPlugins()).toMatch(/inlineRoutes/);
    expect(app.hasPlugin('guardedRoutes')).toBe(true);
    await app.close();
  });

  it('refuses an anonymous plugin without a name', () => {
    expect(() => namedPlugin(async () => {}, '')).toThrow(/needs a name/);
  });
});
