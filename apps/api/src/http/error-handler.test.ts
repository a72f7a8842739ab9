import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandlers } from './error-handler.ts';

describe('the error handler (docs/architecture.md §4; docs/architecture.md §6)', () => {
  it('answers an unexpected failure 500 in the request language, without internals', async () => {
    const app = Fastify({ logger: false });
    installErrorHandlers(app);
    app.get('/boom', () => {
      throw new Error('database password is hunter2');
    });
    try {
      const answer = async (language: string) => {
        const res = await app.inject({
          method: 'GET',
          url: '/boom',
          headers: { 'accept-language': language },
        });
        expect(res.statusCode).toBe(500);
        expect(res.headers.vary).toMatch(/Accept-Language/i);
        return res.json() as { error: string; error_description: string };
      };
      expect(await answer('en')).toEqual({
        error: 'server_error',
        error_description: 'Something went wrong on our side.',
      });
      expect((await answer('fr')).error_description).toBe('Une erreur s’est produite de notre côté.');
      expect((await answer('es-ES,es;q=0.9')).error_description).toBe('Algo ha fallado por nuestra parte.');
    } finally {
      await app.close();
    }
  });
});
