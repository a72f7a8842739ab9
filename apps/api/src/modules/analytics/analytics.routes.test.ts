import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { analyticsRepository } from './analytics.repository.ts';
import { ANALYTICS_EVENTS_PER_MINUTE } from './analytics.routes.ts';

type Built = Awaited<ReturnType<typeof buildTestApp>>;
const URL = '/api/v1/analytics/events';
const AT = '2026-11-21T11:59:58.000Z';

/** Issue 10 §4: the first-party analytics endpoint, on SQLite and PostgreSQL. */
describe('POST /api/v1/analytics/events (ADR 016)', () => {
  let built: Built;
  beforeEach(async () => {
    built = await buildTestApp({ now: new Date('2026-11-21T12:00:00Z') });
  });
  afterEach(() => built.close());
  const post = (payload: unknown, remoteAddress = '203.0.113.7') =>
    built.app.inject({ method: 'POST', url: URL, payload: payload as object, remoteAddress });
  const funnel = () =>
    analyticsRepository(built.db.kysely).funnel(
      new Date('2026-11-21T00:00:00Z'),
      new Date('2026-11-22T00:00:00Z'),
    );

  it('stores a page view without a token and answers 202, setting no cookie', async () => {
    const res = await post({ type: 'page_view', path: '/fr/booking', at: AT });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { accepted: true } });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await funnel()).toEqual([{ day: '2026-11-21', type: 'page_view', step: null, count: 1 }]);
  });

  it('is listed in the OpenAPI document without bearer security, beside POST /api/v1/contact (with it)', async () => {
    const doc = (await built.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    const events = doc.paths['/api/v1/analytics/events']?.post;
    expect(events?.responses).toHaveProperty('202');
    expect(events?.security ?? []).toEqual([]);
    expect(doc.paths['/api/v1/contact']?.post?.security).toEqual([{ bearer: [] }]);
  });

  it('answers 400 { error, error_description } for an unknown type, a step out of 1-5, a path with a query, an unknown field or a bad instant, and stores nothing', async () => {
    const bad = [
      { type: 'click', path: '/', at: AT },
      { type: 'booking_step_completed', path: '/booking', step: 6, at: AT },
      { type: 'booking_step_completed', path: '/booking', step: 0, at: AT },
      { type: 'page_view', path: '/booking?from=1', at: AT },
      { type: 'page_view', path: 'https://evil.example/', at: AT },
      { type: 'page_view', path: '/', at: AT, email: 'a@b.ch' },
      { type: 'page_view', path: '/', at: 'yesterday' },
      { type: 'purchase', path: '/booking-success', bookingReference: 'abc', at: AT },
      { type: 'page_view', path: `/${'a\u0000'}`, at: AT },
    ];
    for (const payload of bad) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request', error_description: expect.any(String) });
    }
    expect(await funnel()).toEqual([]);
  });

  it('refuses a body over the small size limit with 413', async () => {
    const res = await post({ type: 'page_view', path: `/${'a'.repeat(250)}`, at: AT, pad: 'x'.repeat(3000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: expect.any(String), error_description: expect.any(String) });
  });

  it(`rate limits per connection address: past ${ANALYTICS_EVENTS_PER_MINUTE} a minute 429, another address still accepted`, async () => {
    const event = { type: 'page_view', path: '/', at: AT };
    for (let i = 0; i < ANALYTICS_EVENTS_PER_MINUTE; i++) expect((await post(event)).statusCode).toBe(202);
    const refused = await post(event);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
    expect((await post(event, '198.51.100.9')).statusCode).toBe(202);
  });

  it('the funnel counts events per day, type and step, and keeps a step only on booking_step_completed', async () => {
    await post({ type: 'page_view', path: '/', at: AT });
    await post({ type: 'page_view', path: '/booking', at: AT });
    await post({ type: 'booking_step_completed', path: '/booking', step: 1, at: AT });
    await post({ type: 'booking_step_completed', path: '/booking-personal', step: 2, at: AT });
    await post({ type: 'booking_step_completed', path: '/booking', step: 1, at: AT });
    await post({ type: 'purchase', path: '/booking-success', step: 5, bookingReference: 'K7Q2MZ9D', at: AT });
    expect(await funnel()).toEqual([
      { day: '2026-11-21', type: 'booking_step_completed', step: 1, count: 2 },
      { day: '2026-11-21', type: 'booking_step_completed', step: 2, count: 1 },
      { day: '2026-11-21', type: 'page_view', step: null, count: 2 },
      { day: '2026-11-21', type: 'purchase', step: null, count: 1 },
    ]);
  });
});
