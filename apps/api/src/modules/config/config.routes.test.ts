import { PublicConfigSchema } from '@alpine/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

describe('GET /api/v1/config as static data (docs/architecture.md §5)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp());
  });
  afterAll(() => close());

  it('answers the contract fields with ETag and public max-age=300, and 304 to a matching If-None-Match', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Record<string, unknown> };
    expect(Object.keys(data).sort()).toEqual(Object.keys(PublicConfigSchema.shape).sort());
    expect(PublicConfigSchema.parse(data)).toEqual(data);
    // the operator the content pages and the footer show (ADR 015): OPERATOR_* defaults
    expect(data.operator).toMatchObject({ name: 'Alpine Transfers', phone: '+41 22 555 01 00' });
    expect((data.operator as { email: string }).email).toMatch(/^bookings@/);
    // the map's tiles (ADR 018): OpenStreetMap by default, with its attribution
    expect(data.map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const again = await app.inject({
      method: 'GET',
      url: '/api/v1/config',
      headers: { 'if-none-match': res.headers.etag! },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
