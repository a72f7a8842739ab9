import type { FastifyInstance } from 'fastify';
import { toMinor } from '@alpine/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { anonymousToken, buildTestApp } from '../../../test/helper.ts';
import { bookingApi, type ClientSecret } from '../bookings/bookings.test-kit.ts';

describe('the amount charged is the sum of the stored legs (ADR 006, ADR 014)', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let api: ReturnType<typeof bookingApi>;

  beforeEach(async () => {
    ({ app, db, close } = await buildTestApp());
    api = bookingApi(app, await anonymousToken(app));
  });
  afterEach(() => close());

  const tamperTotal = (bookingID: number, totalMinor: number) =>
    db.kysely
      .updateTable('bookings')
      .set({ total_minor: totalMinor })
      .where('booking_id', '=', bookingID)
      .execute();

  it('a bookings.total_minor tampered in the database changes neither the amount get-client-secret asks, nor the confirmation, nor the total shown', async () => {
    const quote = (await api.search()).find((q) => q.journey.product === 'shared_door')!;
    const bookingID = await api.newBooking('ann@example.com');
    const leg = await api.addLeg(bookingID, quote.quoteID);
    expect(leg.statusCode, leg.body).toBe(200);
    const { price, currency } = leg.json().data as { price: number; currency: string };
    const legsMinor = toMinor(price);
    const customerID = await api.paymentCustomer('ann@example.com');
    const secret = (amount: number) => api.clientSecret({ customerID, bookingID, amount, currency });

    // Below the legs: the running total would now ask 1 (cent); the legs still ask their sum.
    await tamperTotal(bookingID, 1);
    expect((await secret(1)).statusCode).toBe(409);
    const answer = await secret(legsMinor);
    expect(answer.statusCode, answer.body).toBe(200);
    const pi = answer.json() as ClientSecret;
    const intent = await db.kysely
      .selectFrom('payment_intents')
      .select('amount_minor')
      .where('id', '=', pi.payment_intent_id)
      .executeTakeFirstOrThrow();
    expect(intent.amount_minor).toBe(legsMinor);

    // Above the legs: confirmPaid's check would refuse the payment as 'booking_changed' if it read it.
    await tamperTotal(bookingID, legsMinor + 100_000);
    const paid = await api.confirmCard(pi);
    expect(paid.json()).toMatchObject({ status: 'succeeded', error: null });
    const found = await api.call(
      'GET',
      `/api/v1/bookings/${await reference(bookingID)}?email=ann@example.com`,
    );
    expect(found.json().data[0]).toMatchObject({ state: 'confirmed', total: { price, currency } });
  });

  async function reference(bookingID: number): Promise<string> {
    const row = await db.kysely
      .selectFrom('bookings')
      .select('reference')
      .where('booking_id', '=', bookingID)
      .executeTakeFirstOrThrow();
    return row.reference;
  }
});
