import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { anonymousToken, buildTestApp } from '../../../test/helper.ts';
import {
  bookingApi,
  DECLINED_CARD as DECLINED,
  type ClientSecret as Secret,
  type TestQuote,
} from '../bookings/bookings.test-kit.ts';
import { NOT_BOOKED_ERRORS } from './payment-settlement.ts';

describe('a refunded or failed payment leaves the booking payable with a new intent (ADR 010)', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let api: ReturnType<typeof bookingApi>;

  beforeEach(async () => {
    ({ app, db, close } = await buildTestApp());
    api = bookingApi(app, await anonymousToken(app));
  });
  afterEach(() => close());

  const shared = (quotes: TestQuote[]) => quotes.find((q) => q.journey.product === 'shared_door')!;
  const payment = async (bookingID: number) => {
    const customerID = await api.paymentCustomer('ann@example.com');
    const total = async () => {
      const b = await db.kysely
        .selectFrom('bookings')
        .select(['total_minor', 'currency'])
        .where('booking_id', '=', bookingID)
        .executeTakeFirstOrThrow();
      return { amount: b.total_minor, currency: b.currency!.toLowerCase() };
    };
    return {
      secret: async () => api.clientSecret({ customerID, bookingID, ...(await total()) }),
      confirm: (pi: Secret, card?: typeof DECLINED) => api.confirmCard(pi, card),
    };
  };
  const bookingState = async (bookingID: number) =>
    (
      await db.kysely
        .selectFrom('bookings')
        .select(['state', 'paid_reference'])
        .where('booking_id', '=', bookingID)
        .executeTakeFirstOrThrow()
    ).state;

  it('a payment of the old total after a leg was added is refunded with a message saying the booking changed, and get-client-secret then gives a new intent that confirms the booking', async () => {
    const outbound = shared(await api.search());
    const back = shared(
      await api.search({
        origin: { locationID: 10 },
        destination: { locationID: 1 },
        connection: { date: '2026-12-26', time: '18:00', modeID: 1 },
      }),
    );
    const bookingID = await api.newBooking('ann@example.com');
    expect((await api.addLeg(bookingID, outbound.quoteID)).statusCode).toBe(200);
    const pay = await payment(bookingID);
    const first = (await pay.secret()).json() as Secret;

    // The return leg goes in on another tab; the first tab still pays the old (lower) amount.
    const returnLeg = await api.addLeg(bookingID, back.quoteID, {
      origin: { addressID: 1003 },
      destination: { addressID: 101 },
    });
    expect(returnLeg.statusCode, returnLeg.body).toBe(200);
    const old = await pay.confirm(first);
    expect(old.json()).toEqual({
      id: first.payment_intent_id,
      status: 'canceled',
      error: NOT_BOOKED_ERRORS.booking_changed,
    });
    expect(NOT_BOOKED_ERRORS.booking_changed.message).toBe(
      'Your earlier payment was refunded because the booking changed while you paid; you have not been charged. Please pay the new total.',
    );
    expect(await bookingState(bookingID)).toBe('pending_payment');

    const renewed = await pay.secret();
    expect(renewed.statusCode, renewed.body).toBe(200);
    const second = renewed.json() as Secret;
    expect(second.payment_intent_id).not.toBe(first.payment_intent_id);
    expect((await pay.secret()).json()).toEqual(second); // a retry answers the same open intent
    expect((await pay.confirm(second)).json()).toMatchObject({ status: 'succeeded', error: null });
    expect(await bookingState(bookingID)).toBe('confirmed');

    const intents = await db.kysely
      .selectFrom('payment_intents')
      .select(['id', 'status'])
      .where('booking_id', '=', bookingID)
      .orderBy('created_at')
      .execute();
    expect(intents.map((i) => i.status).sort()).toEqual(['canceled', 'succeeded']);
    const refunds = await db.kysely.selectFrom('refunds').select(['payment_intent_id', 'reason']).execute();
    expect(refunds).toEqual([{ payment_intent_id: first.payment_intent_id, reason: 'booking_changed' }]);
  });

  it('a declined card leaves the same intent open and payable with another card', async () => {
    const bookingID = await api.newBooking();
    expect((await api.addLeg(bookingID, shared(await api.search()).quoteID)).statusCode).toBe(200);
    const pay = await payment(bookingID);
    const pi = (await pay.secret()).json() as Secret;
    expect((await pay.confirm(pi, DECLINED)).json()).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'card_declined' },
    });
    expect((await pay.secret()).json()).toEqual(pi);
    expect((await pay.confirm(pi)).json()).toMatchObject({ status: 'succeeded' });
    expect(await bookingState(bookingID)).toBe('confirmed');
  });

  it('two concurrent get-client-secret calls after a refund create one new open intent', async () => {
    const bookingID = await api.newBooking();
    expect((await api.addLeg(bookingID, shared(await api.search()).quoteID)).statusCode).toBe(200);
    const pay = await payment(bookingID);
    const first = (await pay.secret()).json() as Secret;
    await db.kysely
      .updateTable('payment_intents')
      .set({ status: 'canceled' })
      .where('id', '=', first.payment_intent_id)
      .execute();
    const answers = await Promise.all([pay.secret(), pay.secret(), pay.secret()]);
    const ids = new Set(answers.map((a) => (a.json() as Secret).payment_intent_id));
    expect(ids.size).toBe(1);
    expect(ids.has(first.payment_intent_id)).toBe(false);
    const open = await db.kysely
      .selectFrom('payment_intents')
      .select('id')
      .where('booking_id', '=', bookingID)
      .where('status', '=', 'requires_payment_method')
      .execute();
    expect(open).toHaveLength(1);
  });

  it('the database refuses a second open intent for a booking', async () => {
    const row = (id: string) => ({
      id,
      client_secret: `${id}_secret`,
      booking_id: 424242,
      customer_id: 'cus_x',
      amount_minor: 100,
      currency: 'eur',
      status: 'requires_payment_method',
      provider: 'sandbox',
      last_error: null,
      created_at: '2026-11-21T12:00:00Z',
      updated_at: '2026-11-21T12:00:00Z',
    });
    await db.kysely.insertInto('payment_intents').values(row('pi_one')).execute();
    await expect(db.kysely.insertInto('payment_intents').values(row('pi_two')).execute()).rejects.toThrow();
    await db.kysely.updateTable('payment_intents').set({ status: 'canceled' }).execute();
    await db.kysely.insertInto('payment_intents').values(row('pi_two')).execute();
  });
});
