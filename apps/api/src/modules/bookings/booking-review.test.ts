import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { anonymousToken, freshDatabase } from '../../../test/helper.ts';
import { TOO_MANY_REVIEWS, TOO_SOON_TO_REVIEW } from './review/booking-review.ts';
import {
  appOn,
  bookingApi,
  bookingsOn,
  clientPrincipal,
  sweeperOn,
  type TestQuote,
  setFleet,
} from './bookings.test-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const SOON = { connection: { date: '2026-11-22', time: '08:00', modeID: 1 } };
const HOUR = 3_600_000;

describe('pending-review holds expire (ADR 010)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let api: ReturnType<typeof bookingApi>;

  const start = async (config = {}) => {
    app = await appOn(db, () => NOW, config);
    api = bookingApi(app, await anonymousToken(app));
  };
  beforeEach(async () => {
    ({ db, drop } = await freshDatabase());
  });
  afterEach(async () => {
    await app.close();
    await drop();
  });

  const reviewable = (quotes: TestQuote[]) =>
    quotes.find((q) => q.journey.product === 'shared_door' && q.status.statusID === 1)!;
  const booking = async (b: number) =>
    db.kysely
      .selectFrom('bookings')
      .select(['state', 'review_expires_at'])
      .where('booking_id', '=', b)
      .executeTakeFirstOrThrow();
  const holds = async (b: number) =>
    db.kysely.selectFrom('seat_holds').select(['state', 'expires_at']).where('booking_id', '=', b).execute();
  const seatsTaken = async () =>
    (await db.kysely.selectFrom('departure_loads').select('seats_taken').executeTakeFirstOrThrow())
      .seats_taken;
  const reviewMails = async () =>
    db.kysely
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text'])
      .where('dedup_key', 'like', 'review-expired:%')
      .execute();
  const sendToReview = async (quote: TestQuote, email?: string) => {
    const bookingID = await api.newBooking(email);
    expect((await api.addLeg(bookingID, quote.quoteID)).statusCode).toBe(200);
    return { bookingID, res: await api.call('POST', `/api/v1/bookings/${bookingID}/review`) };
  };

  it('POST /api/v1/bookings/{id}/review holds the seats until the departure when it is sooner than REVIEW_HOLD_HOURS, then the sweep frees them, expires the booking and e-mails the traveller once', async () => {
    await start();
    const quote = reviewable(await api.search(SOON));
    const { bookingID, res } = await sendToReview(quote, 'ann@example.com');
    expect(res.statusCode).toBe(200);
    // Chamonix shuttle from Geneva Airport: local time Europe/Zurich (UTC+1 in November).
    const departure = new Date(`${quote.journey.date}T${quote.journey.time}:00+01:00`).toISOString();
    expect(departure < new Date(NOW.getTime() + 24 * HOUR).toISOString()).toBe(true);
    expect(res.json()).toMatchObject({
      data: { bookingID, state: 'awaiting_review', reviewExpiresAt: departure },
    });
    expect(await holds(bookingID)).toEqual([{ state: 'held', expires_at: departure }]);
    const repeat = await api.call('POST', `/api/v1/bookings/${bookingID}/review`);
    expect(repeat.json()).toMatchObject({ data: { state: 'awaiting_review', reviewExpiresAt: departure } });
    const taken = await seatsTaken();

    const before = new Date(new Date(departure).getTime() - 1000);
    expect(await sweeperOn(db, () => before).releaseExpiredHolds(before)).toBe(0);
    expect((await booking(bookingID)).state).toBe('awaiting_review');

    const at = new Date(departure);
    const sweeper = sweeperOn(db, () => at);
    expect(await sweeper.releaseExpiredHolds(at)).toBe(1);
    expect(await sweeper.releaseExpiredHolds(at)).toBe(0);
    expect((await booking(bookingID)).state).toBe('expired');
    expect((await holds(bookingID)).map((h) => h.state)).toEqual(['released']);
    expect(await seatsTaken()).toBe(taken - quote.journey.pax);
    const mails = await reviewMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: 'ann@example.com' });
    expect(mails[0]!.text).toContain('You have not been charged.');
  });

  it('a booking sent to review is acknowledged at once by one e-mail: the reference, the answer deadline, nothing charged (spec part 2 §4); a repeat sends no second one', async () => {
    await start();
    const acknowledgements = async (b: number) =>
      db.kysely
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject', 'text'])
        .where('dedup_key', '=', `review-requested:${b}`)
        .execute();
    const quote = reviewable(await api.search(SOON));
    const { bookingID, res } = await sendToReview(quote, 'ann@example.com');
    expect(res.statusCode).toBe(200);
    expect(await api.call('POST', `/api/v1/bookings/${bookingID}/review`)).toMatchObject({ statusCode: 200 });
    const { reference } = await db.kysely
      .selectFrom('bookings')
      .select('reference')
      .where('booking_id', '=', bookingID)
      .executeTakeFirstOrThrow();
    const mails = await acknowledgements(bookingID);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: 'ann@example.com',
      subject: `We have received your transfer request ${reference}`,
    });
    // the deadline is the departure (sooner than 24 h), in the Alps' time: 22 Nov 2026, 08:00
    expect(mails[0]!.text).toContain(`We will answer by 22 Nov 2026, ${quote.journey.time} (Alps time)`);
    expect(mails[0]!.text).toContain('You have not been charged.');
  });

  it('the review deadline is REVIEW_HOLD_HOURS after the request when the departure is later (a 49-passenger coach on request)', async () => {
    await start({ reviewHoldHours: 2 });
    const coach = (await api.search({ pax: 49 })).find((q) => q.status.statusID === 1);
    expect(coach).toBeDefined();
    const bookingID = await api.newBooking();
    expect((await api.addLeg(bookingID, coach!.quoteID)).statusCode).toBe(200);
    const res = await api.call('POST', `/api/v1/bookings/${bookingID}/review`);
    const deadline = new Date(NOW.getTime() + 2 * HOUR).toISOString();
    expect(res.json()).toMatchObject({ data: { state: 'awaiting_review', reviewExpiresAt: deadline } });
    const later = new Date(NOW.getTime() + 2 * HOUR);
    expect(await sweeperOn(db, () => later).releaseExpiredReviews(later)).toBe(1);
    expect((await booking(bookingID)).state).toBe('expired');
  });

  it('a review that expired without its e-mail (a crash in between) is e-mailed by the next sweep, once', async () => {
    await start();
    const { bookingID } = await sendToReview(reviewable(await api.search(SOON)), 'bob@example.com');
    const late = new Date(NOW.getTime() + 25 * HOUR);
    // The expiry committed, then the process died before the e-mail: a sweep with no mailer.
    expect(await bookingsOn(db, () => late).releaseExpiredReviews(late)).toBe(1);
    expect((await booking(bookingID)).state).toBe('expired');
    expect(await reviewMails()).toHaveLength(0);
    const sweeper = sweeperOn(db, () => late);
    expect(await sweeper.releaseExpiredReviews(late)).toBe(0);
    expect(await sweeper.releaseExpiredReviews(late)).toBe(0);
    expect(await reviewMails()).toMatchObject([{ to_address: 'bob@example.com' }]);
  });

  it('answers 429 to a 4th pending review from the same session or the same client address, with a clear sentence', async () => {
    await start();
    const quote = reviewable(await api.search({ ...SOON, pax: 1 }));
    for (let i = 0; i < 3; i += 1) expect((await sendToReview(quote)).res.statusCode).toBe(200);
    const fourth = await sendToReview(quote);
    expect(fourth.res.statusCode).toBe(429);
    expect(fourth.res.json()).toEqual({ error: 'too_many_requests', error_description: TOO_MANY_REVIEWS });
    expect((await booking(fourth.bookingID)).state).toBe('pending_payment');
    // a refused request acknowledges nothing: its e-mail rolled back with it
    const acknowledged = await db.kysely
      .selectFrom('mail_outbox')
      .select('dedup_key')
      .where('dedup_key', 'like', 'review-requested:%')
      .execute();
    expect(acknowledged.map((m) => m.dedup_key)).not.toContain(`review-requested:${fourth.bookingID}`);
    expect(acknowledged).toHaveLength(3);

    // Another session from the same address is refused too; one from another address is not.
    const sameAddress = bookingApi(app, await anonymousToken(app));
    const other = await sameAddress.newBooking();
    expect((await sameAddress.addLeg(other, quote.quoteID)).statusCode).toBe(200);
    expect((await sameAddress.call('POST', `/api/v1/bookings/${other}/review`)).statusCode).toBe(429);
    const elsewhere = await app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${other}/review`,
      headers: { authorization: `Bearer ${sameAddress.token}` },
      remoteAddress: '10.9.8.7',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('requests at the same moment keep the limit: six sessions of one address asking at once get three 200 and three 429, and three e-mails (ADR 010)', async () => {
    await start();
    // six coaches at one minute from one address: a fleet that has them (ADR 022), half a row each
    await setFleet(db, { vehicleClass: 'coach', size: 'coach', vehicles: 12 });
    const coach = (await api.search({ pax: 40 })).find((q) => q.journey.product === 'private_coach')!;
    const sessions = await Promise.all(
      Array.from({ length: 6 }, async () => bookingApi(app, await anonymousToken(app))),
    );
    const ids: number[] = [];
    for (const session of sessions) {
      const bookingID = await session.newBooking();
      expect((await session.addLeg(bookingID, coach.quoteID)).statusCode).toBe(200);
      ids.push(bookingID);
    }
    const answers = await Promise.all(
      sessions.map((session, i) => session.call('POST', `/api/v1/bookings/${ids[i]}/review`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    const states = await Promise.all(ids.map(async (b) => (await booking(b)).state));
    expect(states.filter((st) => st === 'awaiting_review')).toHaveLength(3);
    const acknowledged = await db.kysely
      .selectFrom('mail_outbox')
      .select('dedup_key')
      .where('dedup_key', 'like', 'review-requested:%')
      .execute();
    expect(acknowledged).toHaveLength(3);
  });

  it('two requests of one booking at the same moment (a double click) both answer its review; one e-mail', async () => {
    await start();
    const coach = (await api.search({ pax: 40 })).find((q) => q.journey.product === 'private_coach')!;
    const bookingID = await api.newBooking();
    expect((await api.addLeg(bookingID, coach.quoteID)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => api.call('POST', `/api/v1/bookings/${bookingID}/review`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const deadlines = answers.map(
      (a) => (a.json() as { data: { state: string; reviewExpiresAt: string } }).data,
    );
    expect(new Set(deadlines.map((d) => `${d.state} ${d.reviewExpiresAt}`)).size).toBe(1);
    expect(deadlines[0]!.state).toBe('awaiting_review');
    const acknowledged = await db.kysely
      .selectFrom('mail_outbox')
      .select('dedup_key')
      .where('dedup_key', '=', `review-requested:${bookingID}`)
      .execute();
    expect(acknowledged).toHaveLength(1);
  });

  it('answers 409 when the departure has already passed, so no hold outlives it', async () => {
    await start();
    const quote = reviewable(await api.search(SOON));
    const bookingID = await api.newBooking();
    expect((await api.addLeg(bookingID, quote.quoteID)).statusCode).toBe(200);
    const departure = new Date(`${quote.journey.date}T${quote.journey.time}:00+01:00`);
    const after = new Date(departure.getTime() + 60_000);
    // Its pending hold still runs (as if the departure were minutes away when it was added).
    await db.kysely.updateTable('seat_holds').set({ expires_at: '2027-01-01T00:00:00.000Z' }).execute();
    const late = bookingsOn(db, () => after);
    await expect(late.requestReview(bookingID, clientPrincipal(api.token))).rejects.toMatchObject({
      statusCode: 409,
      message: TOO_SOON_TO_REVIEW,
    });
  });

  it('a traveller may not cancel a booking awaiting review (ADR 021: the transition table has no cancel from awaiting_review, and My Bookings offers none): 409, nothing changes', async () => {
    await start();
    const { bookingID, res } = await sendToReview(reviewable(await api.search(SOON)));
    expect(res.statusCode).toBe(200);
    const cancel = await api.call('POST', `/api/v1/bookings/${bookingID}/cancellation`, {
      acceptPolicy: true,
    });
    expect(cancel.statusCode).toBe(409);
    expect((await booking(bookingID)).state).toBe('awaiting_review');
  });
});
