import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helper.ts';
import { analyticsRepository } from './analytics.repository.ts';

/** Issue 10 §4: the operator's funnel query, grouped by the server's UTC day of arrival. */
describe('analytics funnel query (ADR 016)', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeEach(async () => {
    fresh = await freshDatabase();
  });
  afterEach(() => fresh.drop());

  it('counts per UTC day of arrival within [from, to), not by the client clock', async () => {
    const repo = analyticsRepository(fresh.db.kysely);
    const event = (receivedAt: string, type = 'page_view', step: number | null = null) =>
      repo.insert({
        type,
        path: '/',
        step,
        bookingReference: null,
        occurredAt: new Date('2020-01-01T00:00:00Z'),
        receivedAt: new Date(receivedAt),
      });
    await event('2026-11-20T23:59:59.999Z');
    await event('2026-11-21T00:00:00.000Z');
    await event('2026-11-21T23:00:00.000Z', 'booking_step_completed', 3);
    await event('2026-11-22T08:00:00.000Z');
    await event('2026-11-23T00:00:00.000Z');
    const rows = await repo.funnel(new Date('2026-11-21T00:00:00Z'), new Date('2026-11-23T00:00:00Z'));
    expect(rows).toEqual([
      { day: '2026-11-21', type: 'booking_step_completed', step: 3, count: 1 },
      { day: '2026-11-21', type: 'page_view', step: null, count: 1 },
      { day: '2026-11-22', type: 'page_view', step: null, count: 1 },
    ]);
  });
});
