import { afterEach, describe, expect, it } from 'vitest';
import { anonymousToken } from '../../../test/helper.ts';
import { clockedApp } from '../accounts/accounts.test-kit.ts';
import { REFUND_CLAIM_STALE_SECONDS, REFUND_UNCLAIMED_GRACE_SECONDS } from './booking-cancellation.ts';
import { as, paidBooking, sharedQuote } from './manage-bookings.test-kit.ts';
import { bookingsForManagement } from '../bookings/cancellation/booking-management.ts';
import { bookingsRepository } from '../bookings/bookings.repository.ts';
import { paymentRefunds } from '../payments/payment-refunds.ts';
import { paymentsRepository } from '../payments/payments.repository.ts';
import { sandboxGateway } from '../payments/sandbox-gateway.ts';

type App = Awaited<ReturnType<typeof clockedApp>>;
let opened: App | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});
const NOW = new Date('2026-11-21T12:00:00Z');
type Db = App['db'];

/** The refunds recorded for a payment intent: { refund_id, amount_minor }[]. */
const refundsOf = (db: Db, paymentIntentID: string) =>
  db.kysely
    .selectFrom('refunds')
    .select(['refund_id', 'amount_minor'])
    .where('payment_intent_id', '=', paymentIntentID)
    .execute();

type Paid = { bookingID: number; paymentIntentID: string };

/**
 * Sets the rows of a cancelled booking `b` as a process killed mid-refund leaves them: its
 * refund_reference (null, or a claim), its refund row kept or not (`refundMade`: the gateway
 * answered and the row was written), and no 'refunded' line in its history yet.
 */
async function leaveAsKilled(db: Db, b: Paid, reference: string | null, refundMade: boolean) {
  if (!refundMade)
    await db.kysely.deleteFrom('refunds').where('payment_intent_id', '=', b.paymentIntentID).execute();
  await db.kysely
    .updateTable('bookings')
    .set({ refund_reference: reference })
    .where('booking_id', '=', b.bookingID)
    .execute();
  await db.kysely
    .deleteFrom('booking_audit')
    .where('booking_id', '=', b.bookingID)
    .where('event', '=', 'refunded')
    .execute();
}

/** The 'refunded' lines of a booking's history: { detail: refund id }[]. */
const refundedHistory = (db: Db, bookingID: number) =>
  db.kysely
    .selectFrom('booking_audit')
    .select('detail')
    .where('booking_id', '=', bookingID)
    .where('event', '=', 'refunded')
    .execute();

/**
 * ADR 009: a cancellation commits its state, its refund amount and its e-mail together; the refund
 * itself is asked of the gateway after. A kill -9 in between must not lose the money: the refund
 * sweep (job 'refund-completion') or the traveller's retry finishes it, exactly once. The crash
 * windows are made by setting the rows a killed process leaves.
 */
describe('refunds a crash interrupted are finished once (ADR 009)', () => {
  it('the sweep refunds an unclaimed refund after its grace, takes over a stale claim, settles one the gateway already made, and leaves a live claim to its owner', async () => {
    opened = await clockedApp(NOW);
    const { app, db, advance } = opened;
    const token = await anonymousToken(app);
    const quote = await sharedQuote(app, token);
    const booking = (email: string) => paidBooking(app, token, { email, quote });
    const [unclaimed, stale, gatewayDone, live] = [
      await booking('a@example.com'),
      await booking('b@example.com'),
      await booking('c@example.com'),
      await booking('d@example.com'),
    ];
    for (const b of [unclaimed, stale, gatewayDone, live]) {
      const res = await as(app, token)('POST', `/api/v1/bookings/${b.bookingID}/cancellation`, {
        acceptPolicy: true,
      });
      expect(res.statusCode).toBe(200);
    }
    const refundOf = (paymentIntentID: string) => refundsOf(db, paymentIntentID);
    const earlier = (await refundOf(gatewayDone.paymentIntentID))[0]!;
    const owed = (await refundOf(unclaimed.paymentIntentID))[0]!.amount_minor;
    expect(owed).toBeGreaterThan(0);

    // The rows as a process killed at each point leaves them.
    const staleAt = NOW.getTime() - (REFUND_CLAIM_STALE_SECONDS + 1) * 1000;
    const leave = (b: Paid, reference: string | null, refundMade: boolean) =>
      leaveAsKilled(db, b, reference, refundMade);
    await leave(unclaimed, null, false); // killed after the cancelling commit
    await leave(stale, `claim:${staleAt}:dead`, false); // killed while asking the gateway
    await leave(gatewayDone, `claim:${staleAt}:dead`, true); // killed before recording the answer
    await leave(live, `claim:${NOW.getTime()}:alive`, false); // a process still asking the gateway

    const reference = async (bookingID: number) =>
      (
        await db.kysely
          .selectFrom('bookings')
          .select('refund_reference')
          .where('booking_id', '=', bookingID)
          .executeTakeFirstOrThrow()
      ).refund_reference;

    expect(await app.jobs.runNow('refund-completion')).toBe(true);
    expect(await refundOf(stale.paymentIntentID)).toEqual([
      { refund_id: expect.any(String), amount_minor: owed },
    ]);
    expect(await reference(stale.bookingID)).toBe((await refundOf(stale.paymentIntentID))[0]!.refund_id);
    expect(await refundOf(gatewayDone.paymentIntentID)).toEqual([earlier]);
    expect(await reference(gatewayDone.bookingID)).toBe(earlier.refund_id);
    // Within its grace the cancelling request may still claim it; a live claim is its owner's.
    expect(await refundOf(unclaimed.paymentIntentID)).toEqual([]);
    expect(await reference(unclaimed.bookingID)).toBeNull();
    expect(await refundOf(live.paymentIntentID)).toEqual([]);
    expect(await reference(live.bookingID)).toBe(`claim:${NOW.getTime()}:alive`);

    advance((REFUND_UNCLAIMED_GRACE_SECONDS + 1) * 1000);
    await app.jobs.runNow('refund-completion');
    expect(await refundOf(unclaimed.paymentIntentID)).toEqual([
      { refund_id: expect.any(String), amount_minor: owed },
    ]);
    expect(await refundOf(live.paymentIntentID)).toEqual([]);

    // The traveller's retry finishes a claim once it is stale, and answers as before.
    advance(REFUND_CLAIM_STALE_SECONDS * 1000);
    const retry = await as(app, token)('POST', `/api/v1/bookings/${live.bookingID}/cancellation`, {
      acceptPolicy: true,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ data: { state: 'cancelled', refund: { price: owed / 100 } } });
    expect(await refundOf(live.paymentIntentID)).toEqual([
      { refund_id: expect.any(String), amount_minor: owed },
    ]);

    // Nothing is refunded twice, whoever runs again; each refund is in the booking's history once.
    await app.jobs.runNow('refund-completion');
    for (const b of [unclaimed, stale, gatewayDone, live]) {
      expect(await refundOf(b.paymentIntentID)).toHaveLength(1);
      expect(await reference(b.bookingID)).toBe((await refundOf(b.paymentIntentID))[0]!.refund_id);
      expect(await refundedHistory(db, b.bookingID)).toEqual([{ detail: await reference(b.bookingID) }]);
    }
  });

  it('a claim taken over while its first owner was still refunding ends as one refund and one history line (one refund per idempotency key)', async () => {
    opened = await clockedApp(NOW);
    const { app, db } = opened;
    const token = await anonymousToken(app);
    const b = await paidBooking(app, token, { email: 'slow@example.com' });
    // The first cancellation claims the refund, and its gateway call stalls past the claim's age.
    const cancelled = await as(app, token)('POST', `/api/v1/bookings/${b.bookingID}/cancellation`, {
      acceptPolicy: true,
    });
    expect(cancelled.statusCode).toBe(200);
    const stale = `claim:${NOW.getTime() - (REFUND_CLAIM_STALE_SECONDS + 1) * 1000}:slow`;
    await leaveAsKilled(db, b, stale, false);
    // The sweep takes the stale claim over and refunds.
    await app.jobs.runNow('refund-completion');
    // Then the first owner's gateway call answers, and it records what it got.
    const management = bookingsForManagement({ repository: bookingsRepository(db.kysely), now: () => NOW });
    const refunds = paymentRefunds({
      repository: paymentsRepository(db.kysely),
      gateway: sandboxGateway(),
      now: () => NOW,
    });
    const owed = (await management.cancellationOf(b.bookingID)).refundMinor!;
    const late = await refunds.refundCancellation({
      bookingID: b.bookingID,
      paidReference: b.paymentIntentID,
      amountMinor: owed,
    });
    await management.settleRefundClaim(b.bookingID, stale, late.refundID);

    expect(await refundsOf(db, b.paymentIntentID)).toEqual([
      { refund_id: late.refundID, amount_minor: owed },
    ]);
    expect(await refundedHistory(db, b.bookingID)).toEqual([{ detail: late.refundID }]);
  });
});
