import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousToken, freshDatabase, testConfig } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { bookingApi, VISA, type ClientSecret } from '../bookings/bookings.test-kit.ts';
import { bookingsRepository } from '../bookings/bookings.repository.ts';
import { mailRepository } from '../mail/mail.repository.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { paymentRecovery } from './payment-recovery.ts';
import { paymentSettlement } from './payment-settlement.ts';
import { FakeBookings } from './payments-test-kit.ts';
import { PAYMENT_RECOVERY_JOB } from './payments.module.ts';
import { paymentsRepository } from './payments.repository.ts';

describe('payments that survive a crash (ADR 009; docs/architecture.md §4)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let clock: Date;
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  async function startApp(): Promise<FastifyInstance> {
    const built = await buildApp(testConfig(), { db, now: () => clock, logger: false });
    await built.ready();
    return built;
  }

  beforeEach(async () => {
    ({ db, drop } = await freshDatabase());
    clock = new Date('2026-11-21T12:00:00Z');
    app = await startApp();
  });
  afterEach(async () => {
    await app.close();
    await drop();
  });

  /** A booking with a shared leg and its sandbox payment intent, as the payment page has it. */
  async function bookingWithIntent() {
    const api = bookingApi(app, await anonymousToken(app));
    const quote = (await api.search()).find((q) => !q.journey.private && q.status.statusID !== 1)!;
    const bookingID = await api.newBooking('ann@example.com');
    const leg = await api.addLeg(bookingID, quote.quoteID);
    expect(leg.statusCode).toBe(200);
    const amount = Math.round((leg.json() as { data: { price: number } }).data.price * 100);
    const customerID = await api.paymentCustomer('ann@example.com');
    const secret = await api.clientSecret({ customerID, bookingID, amount, currency: quote.fare.currency });
    expect(secret.statusCode).toBe(200);
    const pi = secret.json() as ClientSecret;
    return { bookingID, id: pi.payment_intent_id, clientSecret: pi.client_secret };
  }

  const confirm = (on: FastifyInstance, pi: { id: string; clientSecret: string }) =>
    on.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payment-intents/${pi.id}/confirm`,
      payload: { client_secret: pi.clientSecret, card: VISA },
    });
  const booking = (bookingID: number) => bookingsRepository(db.kysely).findBooking(bookingID);
  const intent = (id: string) => paymentsRepository(db.kysely).intentByID(id);
  const confirmations = async (bookingID: number) =>
    (await mailRepository(db.kysely).statesByKeyPrefix(`booking-confirmation:${bookingID}`)).filter(
      (m) => m.dedupKey === `booking-confirmation:${bookingID}`,
    );

  it('settles an intent a crash left processing after the card was charged: confirmed once, one e-mail', async () => {
    const pi = await bookingWithIntent();
    // The process charged the card and died before settling it.
    expect(
      await paymentsRepository(db.kysely).chargeAndProcess(pi.id, ['requires_payment_method'], clock),
    ).toBe(true);
    await app.jobs.runNow(PAYMENT_RECOVERY_JOB);
    expect((await intent(pi.id))?.status).toBe('processing'); // a live settlement may still be at work

    later(30);
    await app.jobs.runNow(PAYMENT_RECOVERY_JOB);
    expect((await intent(pi.id))?.status).toBe('succeeded');
    const confirmed = await booking(pi.bookingID);
    expect(confirmed?.state).toBe('confirmed');
    expect(confirmed?.paidReference).toBe(pi.id);
    expect(await confirmations(pi.bookingID)).toEqual([
      expect.objectContaining({ state: 'kept', attempts: 1 }),
    ]);

    later(30);
    await app.jobs.runNow(PAYMENT_RECOVERY_JOB);
    expect((await confirm(app, pi)).json()).toMatchObject({ status: 'succeeded', error: null });
    expect(await confirmations(pi.bookingID)).toHaveLength(1);
    const mails = await mailRepository(db.kysely).list(100);
    expect(mails.filter((m) => m.subject.includes(confirmed!.reference))).toHaveLength(1);
    expect(mails[0]?.attachments).toContain(`e-ticket-${confirmed!.reference}.pdf`);
  });

  it('reopens an intent a crash left processing before the card was charged: payable again with 4242', async () => {
    const pi = await bookingWithIntent();
    // Claimed for processing but no charge recorded (the gateway never took the card).
    await paymentsRepository(db.kysely).transition(
      pi.id,
      ['requires_payment_method'],
      'processing',
      null,
      clock,
    );
    later(30);
    await app.jobs.runNow(PAYMENT_RECOVERY_JOB);
    expect((await intent(pi.id))?.status).toBe('requires_payment_method');
    expect((await booking(pi.bookingID))?.state).toBe('pending_payment');
    expect(await confirmations(pi.bookingID)).toEqual([]);

    const paid = await confirm(app, pi);
    expect(paid.json()).toMatchObject({ status: 'succeeded', error: null });
    expect((await booking(pi.bookingID))?.state).toBe('confirmed');
    expect(await confirmations(pi.bookingID)).toHaveLength(1);
  });

  it('a confirm of an intent stranded processing answers its outcome at once, not "still being processed"', async () => {
    const pi = await bookingWithIntent();
    await paymentsRepository(db.kysely).chargeAndProcess(pi.id, ['requires_payment_method'], clock);
    later(30);
    const res = await confirm(app, pi);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'succeeded' });
    expect((await booking(pi.bookingID))?.state).toBe('confirmed');
  });

  it('recovery runs at start-up: a restarted app settles what the dead one left processing', async () => {
    const pi = await bookingWithIntent();
    await paymentsRepository(db.kysely).chargeAndProcess(pi.id, ['requires_payment_method'], clock);
    await app.close();
    later(60);
    app = await startApp();
    expect((await intent(pi.id))?.status).toBe('succeeded');
    expect((await booking(pi.bookingID))?.state).toBe('confirmed');
    expect(await confirmations(pi.bookingID)).toEqual([expect.objectContaining({ state: 'kept' })]);
  });
});

describe('recovery asks the gateway what happened to a stranded Stripe intent (ADR 009)', () => {
  it('settles the succeeded, leaves the still processing, cancels the canceled and reopens the rest', async () => {
    const { db, drop } = await freshDatabase();
    try {
      const repository = paymentsRepository(db.kysely);
      const bookings = new FakeBookings();
      const t0 = new Date('2026-11-21T12:00:00Z');
      const remote: Record<string, string> = {
        pi_paid: 'succeeded',
        pi_busy: 'processing',
        pi_void: 'canceled',
        pi_none: 'requires_payment_method',
      };
      const gateway: PaymentGateway = {
        provider: 'stripe',
        createCustomer: async () => ({ id: 'cus_1' }),
        createIntent: async () => ({
          id: 'pi_x',
          clientSecret: 'pi_x_secret',
          status: 'requires_payment_method',
        }),
        updateIntentAmount: async () => undefined,
        retrieveIntent: async (id) => ({
          status: remote[id] ?? 'requires_payment_method',
          amountReceivedMinor: remote[id] === 'succeeded' ? 15_600 : null,
        }),
        refund: async () => ({ id: 're_1' }),
      };
      let bookingID = 0;
      for (const id of Object.keys(remote)) {
        bookingID += 1;
        bookings.add('session', { bookingID });
        const intent = {
          id,
          clientSecret: `${id}_secret`,
          bookingID,
          customerID: 'cus_1',
          amountMinor: 15_600,
          currency: 'chf' as const,
          status: 'requires_payment_method',
          provider: 'stripe' as const,
        };
        await repository.insertIntent(intent, t0);
        await repository.transition(id, ['requires_payment_method'], 'processing', null, t0);
      }
      const now = () => new Date(t0.getTime() + 60_000);
      const settlement = paymentSettlement({ repository, gateway, bookings, now });
      const recovery = paymentRecovery({ repository, gateway, settlement, now });
      expect(await recovery.recoverStranded(now())).toEqual({
        settled: 1,
        still_processing: 1,
        canceled: 1,
        reopened: 1,
      });
      const statuses = await Promise.all(
        Object.keys(remote).map(async (id) => (await repository.intentByID(id))?.status),
      );
      expect(statuses).toEqual(['succeeded', 'processing', 'canceled', 'requires_payment_method']);
      expect(bookings.confirmations).toEqual([{ bookingID: 1, reference: 'pi_paid' }]);
      expect(await recovery.recoverStranded(now())).toEqual({ still_processing: 1 });
      expect(bookings.confirmations).toHaveLength(1);
    } finally {
      await drop();
    }
  });
});
