import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { anonymousToken, buildTestApp } from '../../../test/helper.ts';
import { bookingsRepository } from './bookings.repository.ts';
import { bookingApi, bookingsOn, clientPrincipal, type TestQuote } from './bookings.test-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const LATER = new Date(NOW.getTime() + 20 * 60_000);

describe('BookingsForPayments (ports.ts; docs/architecture.md §4 confirmed exactly once)', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let token: string;
  let api: ReturnType<typeof bookingApi>;
  let clock: Date;
  let confirmedIDs: number[];
  let bookings: ReturnType<typeof bookingsOn>;

  beforeEach(async () => {
    ({ app, db, close } = await buildTestApp({ now: NOW }));
    token = await anonymousToken(app);
    api = bookingApi(app, token);
    clock = NOW;
    confirmedIDs = [];
    bookings = bookingsOn(
      db,
      () => clock,
      (id) => confirmedIDs.push(id),
    );
  });
  afterEach(() => close());

  const shared = (quotes: TestQuote[]) => quotes.find((q) => q.journey.product === 'shared_door')!;
  const sharedBooking = async (over: Record<string, unknown> = {}) => {
    const quote = shared(await api.search(over));
    const bookingID = await api.newBooking();
    expect((await api.addLeg(bookingID, quote.quoteID)).statusCode).toBe(200);
    const payable = await bookings.forPayments.getPayable(bookingID, clientPrincipal(token));
    return { bookingID, quote, payable };
  };
  const state = async (bookingID: number) => {
    const b = await db.kysely
      .selectFrom('bookings')
      .select(['state', 'confirmed_at', 'paid_reference'])
      .where('booking_id', '=', bookingID)
      .executeTakeFirstOrThrow();
    const holds = await db.kysely
      .selectFrom('seat_holds')
      .select('state')
      .where('booking_id', '=', bookingID)
      .execute();
    return { ...b, holds: holds.map((h) => h.state) };
  };
  const seatsTaken = async () =>
    (await db.kysely.selectFrom('departure_loads').select('seats_taken').executeTakeFirstOrThrow())
      .seats_taken;

  it('getPayable answers the server total to the owner and 404 to another session', async () => {
    const { bookingID, payable } = await sharedBooking();
    expect(payable).toMatchObject({
      bookingID,
      state: 'pending_payment',
      currency: 'EUR',
      paymentAllowed: { card: true, invoice: false },
      needsReview: false,
      legCount: 1,
    });
    expect(payable.totalMinor).toBeGreaterThan(0);
    const stranger = clientPrincipal(await anonymousToken(app));
    await expect(bookings.forPayments.getPayable(bookingID, stranger)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await bookings.forPayments.getPayableTrusted(999999)).toBeNull();
  });

  it('confirmPaid confirms once per payment: holds sold, a repeat or a concurrent call is already_confirmed, one e-mail', async () => {
    const { bookingID, payable } = await sharedBooking();
    const payment = { provider: 'sandbox' as const, reference: 'pi_1', amountMinor: payable.totalMinor };
    const outcomes = await Promise.all([
      bookings.forPayments.confirmPaid(bookingID, payment),
      bookings.forPayments.confirmPaid(bookingID, payment),
    ]);
    expect(outcomes.sort()).toEqual(['already_confirmed', 'confirmed']);
    expect(await bookings.forPayments.confirmPaid(bookingID, payment)).toBe('already_confirmed');
    expect(confirmedIDs).toEqual([bookingID]);
    expect(await state(bookingID)).toEqual({
      state: 'confirmed',
      confirmed_at: NOW.toISOString(),
      paid_reference: 'pi_1',
      holds: ['sold'],
    });
    // Sold seats never expire.
    expect(await bookings.releaseExpiredHolds(LATER)).toBe(0);
  });

  it('confirmPaid refuses (booking_changed: refund) a payment when a leg was added after its amount was checked, and confirms nothing', async () => {
    const { bookingID, payable } = await sharedBooking();
    const secondQuote = shared(
      await api.search({ connection: { date: '2026-12-20', time: '10:30', modeID: 1 } }),
    );
    // The leg commits between confirmPaid's amount check and its confirming transaction, as a
    // concurrent POST /passengers does on PostgreSQL.
    const real = bookingsRepository(db.kysely);
    let reads = 0;
    const racing = bookingsOn(db, () => clock, undefined, undefined, {
      repository: {
        ...real,
        findBooking: async (id: number) => {
          const found = await real.findBooking(id);
          if (id === bookingID && (reads += 1) === 1)
            expect((await api.addLeg(bookingID, secondQuote.quoteID)).statusCode).toBe(200);
          return found;
        },
      },
    });
    const payment = { provider: 'sandbox' as const, reference: 'pi_race', amountMinor: payable.totalMinor };
    expect(await racing.forPayments.confirmPaid(bookingID, payment)).toBe('booking_changed');
    expect(await state(bookingID)).toEqual({
      state: 'pending_payment',
      confirmed_at: null,
      paid_reference: null,
      holds: ['held', 'held'],
    });
    const now = await bookings.forPayments.getPayable(bookingID, clientPrincipal(token));
    expect(now.totalMinor).toBeGreaterThan(payable.totalMinor);
    // Paid in full, it confirms with both legs.
    expect(
      await bookings.forPayments.confirmPaid(bookingID, {
        ...payment,
        reference: 'pi_full',
        amountMinor: now.totalMinor,
      }),
    ).toBe('confirmed');
  });

  it('payments confirmed while the hold-expiry sweep releases their holds all confirm, without a deadlock (one lock order)', async () => {
    const paid: { bookingID: number; totalMinor: number }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { bookingID, payable } = await sharedBooking({ pax: 1 });
      paid.push({ bookingID, totalMinor: payable.totalMinor });
    }
    clock = LATER; // every hold has expired: the sweep and each payment want the same rows
    const outcomes = await Promise.all(
      paid.flatMap(({ bookingID, totalMinor }, i) => [
        bookings.forPayments.confirmPaid(bookingID, {
          provider: 'sandbox' as const,
          reference: `pi_sweep_${i}`,
          amountMinor: totalMinor,
        }),
        bookings.releaseExpiredHolds(LATER).then(() => 'swept'),
      ]),
    );
    expect(outcomes.filter((o) => o !== 'swept')).toEqual(paid.map(() => 'confirmed'));
    for (const { bookingID } of paid) expect((await state(bookingID)).holds).toEqual(['sold']);
    expect(await seatsTaken()).toBe(paid.length);
  });

  it('a confirmed booking counts one use of its promotion code, so a limited code runs out (ADR 004)', async () => {
    const uses = async () =>
      (
        await db.kysely
          .selectFrom('promotions')
          .select('uses')
          .where('code', '=', 'ALPS15')
          .executeTakeFirstOrThrow()
      ).uses;
    const before = await uses();
    const { bookingID, payable } = await sharedBooking({ promotion: 'ALPS15' });
    const payment = { provider: 'sandbox' as const, reference: 'pi_promo', amountMinor: payable.totalMinor };
    await bookings.forPayments.confirmPaid(bookingID, payment);
    await bookings.forPayments.confirmPaid(bookingID, payment);
    expect(await uses()).toBe(before + 1);
  });

  it('a fixed promotion larger than the fare leaves 0.50 to pay, so the booking can be paid and confirmed', async () => {
    await db.kysely
      .insertInto('promotions')
      .values({
        promotion_id: 900,
        code: 'BIGGIFT',
        percentage: null,
        fixed_amount_minor: -50_000,
        valid_from: '2026-01-01',
        valid_to: '2026-12-31',
        max_uses: null,
        uses: 0,
      })
      .execute();
    const { bookingID, payable } = await sharedBooking({ promotion: 'BIGGIFT', pax: 1 });
    expect(payable.totalMinor).toBe(50);
    const payment = { provider: 'sandbox' as const, reference: 'pi_gift', amountMinor: 50 };
    expect(await bookings.forPayments.confirmPaid(bookingID, payment)).toBe('confirmed');
  });

  it('a transfer is never paid for once it has left: confirmPaid answers departed (refund) and getPayable says departed', async () => {
    const { bookingID, payable, quote } = await sharedBooking();
    expect(payable.departed).toBe(false);
    // The departure's local time at Geneva (UTC+1 in December), one minute after.
    clock = new Date(new Date(`${quote.journey.date}T${quote.journey.time}:00+01:00`).getTime() + 60_000);
    expect((await bookings.forPayments.getPayable(bookingID, clientPrincipal(token))).departed).toBe(true);
    const payment = { provider: 'sandbox' as const, reference: 'pi_late', amountMinor: payable.totalMinor };
    expect(await bookings.forPayments.confirmPaid(bookingID, payment)).toBe('departed');
    expect((await state(bookingID)).state).not.toBe('confirmed');
    expect(confirmedIDs).toEqual([]);
  });

  it('confirmPaid after the hold expired holds the seats again when they are still free', async () => {
    const { bookingID, payable } = await sharedBooking();
    const taken = await seatsTaken();
    expect(await bookings.releaseExpiredHolds(LATER)).toBe(1);
    expect(await seatsTaken()).toBe(taken - 2);
    clock = LATER;
    const outcome = await bookings.forPayments.confirmPaid(bookingID, {
      provider: 'stripe',
      reference: 'pi_late',
      amountMinor: payable.totalMinor,
    });
    expect(outcome).toBe('confirmed');
    expect(await seatsTaken()).toBe(taken);
    expect((await state(bookingID)).holds).toEqual(['sold']);
  });

  it('confirmPaid answers seats_gone and confirms nothing when the expired seats were sold meanwhile', async () => {
    const { bookingID, payable, quote } = await sharedBooking();
    await bookings.releaseExpiredHolds(LATER);
    await db.kysely.updateTable('departure_loads').set({ seats_taken: 1000 }).execute();
    await db.kysely.updateTable('timetables').set({ capacity: 1000 }).execute();
    expect(quote.journey.seatsLeft).toBeGreaterThan(0);
    const outcome = await bookings.forPayments.confirmPaid(bookingID, {
      provider: 'sandbox',
      reference: 'pi_gone',
      amountMinor: payable.totalMinor,
    });
    expect(outcome).toBe('seats_gone');
    expect(await state(bookingID)).toMatchObject({
      state: 'expired',
      paid_reference: null,
      holds: ['released'],
    });
    expect(await seatsTaken()).toBe(1000);
    expect(confirmedIDs).toEqual([]);
  });

  it('confirmPaid refuses (paid_otherwise: refund) a second, different payment of a paid booking', async () => {
    const { bookingID, payable } = await sharedBooking();
    const pay = (reference: string) =>
      bookings.forPayments.confirmPaid(bookingID, {
        provider: 'sandbox',
        reference,
        amountMinor: payable.totalMinor,
      });
    expect(await pay('pi_a')).toBe('confirmed');
    expect(await pay('pi_b')).toBe('paid_otherwise');
    expect(confirmedIDs).toEqual([bookingID]);
  });

  it("confirmByInvoice is 403 for a partner id from the page address and confirms once for the partner's own user (ADR 008)", async () => {
    const anonymous = clientPrincipal(token);
    const attributed = await sharedBooking({ partner: 2 });
    expect(attributed.payable.paymentAllowed).toEqual({ card: true, invoice: false });
    await expect(
      bookings.forPayments.confirmByInvoice(attributed.bookingID, anonymous),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
    expect((await state(attributed.bookingID)).state).toBe('pending_payment');
    // The same session signed in as a user of partner 2 (invoice only): invoice, and no card.
    const partnerUser = {
      ...anonymous,
      kind: 'customer' as const,
      customerID: 7,
      email: 'p@x.ch',
      partnerID: 2,
    };
    const otherPartner = { ...partnerUser, partnerID: 1 };
    await expect(
      bookings.forPayments.confirmByInvoice(attributed.bookingID, otherPartner),
    ).rejects.toMatchObject({ statusCode: 403 });
    const payable = await bookings.forPayments.getPayable(attributed.bookingID, partnerUser);
    expect(payable.paymentAllowed).toEqual({ card: false, invoice: true });
    const status = await bookings.forPayments.confirmByInvoice(attributed.bookingID, partnerUser);
    expect(status).toMatchObject({ bookingID: attributed.bookingID, state: 'confirmed' });
    await bookings.forPayments.confirmByInvoice(attributed.bookingID, partnerUser);
    expect(confirmedIDs).toEqual([attributed.bookingID]);
    expect((await state(attributed.bookingID)).holds).toEqual(['sold']);
  });

  it('confirmationDetails gives the e-mail the names, addresses and prices of the legs', async () => {
    const { bookingID, payable, quote } = await sharedBooking();
    const details = await bookings.confirmationDetails(bookingID);
    expect(details).toMatchObject({
      reference: payable.reference,
      firstName: 'Anna',
      currency: 'EUR',
      totalMinor: payable.totalMinor,
      legs: [
        {
          originName: 'Geneva Airport',
          destinationName: expect.stringContaining('Chamonix'),
          date: quote.journey.date,
          time: quote.journey.time,
          pax: 2,
          flight: 'EZY1234',
          priceMinor: payable.totalMinor,
          originAddress: expect.stringContaining('Geneva Airport Arrivals Hall'),
          destinationAddress: expect.stringContaining('Hôtel Mont-Blanc Chamonix'),
        },
      ],
    });
  });
});
