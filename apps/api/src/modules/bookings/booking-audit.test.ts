import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { anonymousToken, freshDatabase } from '../../../test/helper.ts';
import { appOn, bookingApi } from './bookings.test-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('the booking audit log (ADR 019)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let at: number;
  beforeEach(async () => {
    ({ db, drop } = await freshDatabase());
    at = NOW.getTime();
    app = await appOn(db, () => new Date(at));
  });
  afterEach(async () => {
    await app.close();
    await drop();
  });
  const history = (bookingID: number) =>
    db.kysely
      .selectFrom('booking_audit')
      .select(['event', 'actor', 'at'])
      .where('booking_id', '=', bookingID)
      .orderBy('audit_id')
      .execute();

  it('records created and held by the traveller, then expired by the system when the unpaid hold ends', async () => {
    const api = bookingApi(app, await anonymousToken(app));
    const quote = (await api.search()).find((q) => !q.journey.private && q.status.statusID !== 1)!;
    const bookingID = await api.newBooking();
    expect((await api.addLeg(bookingID, quote.quoteID)).statusCode).toBe(200);
    at += 16 * 60_000;
    await app.jobs.runNow('hold-expiry');
    expect(await history(bookingID)).toEqual([
      { event: 'created', actor: 'traveller', at: NOW.toISOString() },
      { event: 'held', actor: 'traveller', at: NOW.toISOString() },
      { event: 'expired', actor: 'system', at: new Date(at).toISOString() },
    ]);
  });

  it('a refused change leaves no line: a leg whose seats are gone records no hold', async () => {
    const api = bookingApi(app, await anonymousToken(app));
    const quote = (await api.search({ pax: 2 })).find((q) => !q.journey.private && q.status.statusID !== 1)!;
    await db.kysely.updateTable('timetables').set({ capacity: 1 }).execute();
    const bookingID = await api.newBooking();
    expect((await api.addLeg(bookingID, quote.quoteID)).statusCode).toBe(409);
    expect((await history(bookingID)).map((h) => h.event)).toEqual(['created']);
  });
});
