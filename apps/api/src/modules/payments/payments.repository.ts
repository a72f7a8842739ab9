import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CardError } from './payment-gateway.ts';

/** A stored payment intent. Amount in minor units; currency 'chf' | 'eur'. */
export interface StoredIntent {
  id: string;
  clientSecret: string;
  bookingID: number;
  customerID: string;
  amountMinor: number;
  currency: 'chf' | 'eur';
  status: string;
  provider: 'sandbox' | 'stripe';
  lastError: CardError | null;
  /** Sandbox: when the card was charged (ISO UTC), else null. */
  chargedAt: string | null;
  /** Last change, ISO UTC. */
  updatedAt: string;
}

const INTENT_COLUMNS = [
  'id',
  'client_secret',
  'booking_id',
  'customer_id',
  'amount_minor',
  'currency',
  'status',
  'provider',
  'last_error',
  'charged_at',
  'updated_at',
] as const;

type IntentRow = Pick<Selectable<Database['payment_intents']>, (typeof INTENT_COLUMNS)[number]>;

function toIntent(r: IntentRow): StoredIntent {
  return {
    id: r.id,
    clientSecret: r.client_secret,
    bookingID: Number(r.booking_id),
    customerID: r.customer_id,
    amountMinor: Number(r.amount_minor),
    currency: r.currency as StoredIntent['currency'],
    status: r.status,
    provider: r.provider as StoredIntent['provider'],
    lastError: r.last_error ? (JSON.parse(r.last_error) as CardError) : null,
    chargedAt: r.charged_at,
    updatedAt: r.updated_at,
  };
}

/**
 * SQL of the payments module (owner of payment_customers, payment_intents, payment_events,
 * refunds). Instants are ISO UTC text. Inserts that race use ON CONFLICT DO NOTHING (SQLite and
 * PostgreSQL) and report whether this call inserted.
 */
export function paymentsRepository(db: Kysely<Database>) {
  return {
    async insertCustomer(c: { id: string; email: string; name: string; phone: string; at: Date }) {
      await db
        .insertInto('payment_customers')
        .values({ id: c.id, email: c.email, name: c.name, phone: c.phone, created_at: c.at.toISOString() })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    async customerExists(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('payment_customers')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** The booking's open intent (status in `open`; at most one, a partial unique index), or null. */
    async openIntentByBooking(bookingID: number, open: string[]): Promise<StoredIntent | null> {
      const row = await db
        .selectFrom('payment_intents')
        .select(INTENT_COLUMNS)
        .where('booking_id', '=', bookingID)
        .where('status', 'in', open)
        .executeTakeFirst();
      return row ? toIntent(row) : null;
    },

    /** Every intent of a booking, oldest first (ties by id). */
    async intentsByBooking(bookingID: number): Promise<StoredIntent[]> {
      const rows = await db
        .selectFrom('payment_intents')
        .select(INTENT_COLUMNS)
        .where('booking_id', '=', bookingID)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toIntent);
    },

    async intentByID(id: string): Promise<StoredIntent | null> {
      const row = await db
        .selectFrom('payment_intents')
        .select(INTENT_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toIntent(row) : null;
    },

    /**
     * Inserts an intent unless the booking already has an open one (or the id exists): ON CONFLICT
     * DO NOTHING covers the partial unique index on both engines. True when this call inserted.
     */
    async insertIntent(
      i: Omit<StoredIntent, 'lastError' | 'chargedAt' | 'updatedAt'>,
      at: Date,
    ): Promise<boolean> {
      const result = await db
        .insertInto('payment_intents')
        .values({
          id: i.id,
          client_secret: i.clientSecret,
          booking_id: i.bookingID,
          customer_id: i.customerID,
          amount_minor: i.amountMinor,
          currency: i.currency,
          status: i.status,
          provider: i.provider,
          last_error: null,
          created_at: at.toISOString(),
          updated_at: at.toISOString(),
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async setAmount(id: string, amountMinor: number, currency: string, at: Date): Promise<void> {
      await db
        .updateTable('payment_intents')
        .set({ amount_minor: amountMinor, currency, updated_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Moves an intent to `to` (with `lastError`) only while its status is one of `from`: the
     * compare-and-set that lets exactly one of two concurrent confirmations proceed. True if moved.
     */
    async transition(
      id: string,
      from: string[],
      to: string,
      lastError: CardError | null,
      at: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('payment_intents')
        .set({
          status: to,
          last_error: lastError ? JSON.stringify(lastError) : null,
          updated_at: at.toISOString(),
        })
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * The sandbox's charge (ADR 009): moves the intent from one of `from` to 'processing' and
     * records the card as charged at `at` in the same UPDATE, so a crash after it leaves a record
     * that the money was taken. True if moved.
     */
    async chargeAndProcess(id: string, from: string[], at: Date): Promise<boolean> {
      const result = await db
        .updateTable('payment_intents')
        .set({
          status: 'processing',
          charged_at: at.toISOString(),
          last_error: null,
          updated_at: at.toISOString(),
        })
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Reopens an intent left 'processing' whose card was not charged: requires_payment_method, so
     * that the booking is payable again (ADR 009). Only from 'processing'; true if moved.
     */
    async reopen(id: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('payment_intents')
        .set({ status: 'requires_payment_method', charged_at: null, updated_at: at.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Intents of `provider` 'processing' since before `before` (oldest first, at most `limit`). */
    async processingSince(provider: string, before: Date, limit: number): Promise<StoredIntent[]> {
      const rows = await db
        .selectFrom('payment_intents')
        .select(INTENT_COLUMNS)
        .where('status', '=', 'processing')
        .where('provider', '=', provider)
        .where('updated_at', '<', before.toISOString())
        .orderBy('updated_at')
        .limit(limit)
        .execute();
      return rows.map(toIntent);
    },

    /** How many intents are in `status` (operators, the crash test). */
    async countInStatus(status: string): Promise<number> {
      const row = await db
        .selectFrom('payment_intents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', status)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Records a webhook event id; false when it was already recorded (a redelivery). */
    async recordEvent(eventID: string, type: string, at: Date): Promise<boolean> {
      const result = await db
        .insertInto('payment_events')
        .values({ event_id: eventID, type, received_at: at.toISOString() })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Forgets an event whose handling failed, so that the gateway's retry is handled. */
    async forgetEvent(eventID: string): Promise<void> {
      await db.deleteFrom('payment_events').where('event_id', '=', eventID).execute();
    },

    async insertRefund(r: {
      refundID: string;
      paymentIntentID: string;
      amountMinor: number;
      reason: string;
      at: Date;
    }) {
      await db
        .insertInto('refunds')
        .values({
          refund_id: r.refundID,
          payment_intent_id: r.paymentIntentID,
          amount_minor: r.amountMinor,
          reason: r.reason,
          created_at: r.at.toISOString(),
        })
        .onConflict((oc) => oc.column('refund_id').doNothing())
        .execute();
    },

    async refundsOf(
      paymentIntentID: string,
    ): Promise<{ refundID: string; amountMinor: number; reason: string }[]> {
      const rows = await db
        .selectFrom('refunds')
        .select(['refund_id', 'amount_minor', 'reason'])
        .where('payment_intent_id', '=', paymentIntentID)
        .orderBy('created_at')
        .execute();
      return rows.map((r) => ({
        refundID: r.refund_id,
        amountMinor: Number(r.amount_minor),
        reason: r.reason,
      }));
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
