import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** An event to store (ADR 016): instants as Date, step 1-5 or null. */
export interface NewAnalyticsEvent {
  type: string;
  path: string;
  step: number | null;
  bookingReference: string | null;
  occurredAt: Date;
  receivedAt: Date;
}

/** One line of the booking funnel: how many events of `type` (and `step`) arrived on `day`. */
export interface FunnelRow {
  /** UTC calendar day of arrival, YYYY-MM-DD. */
  day: string;
  type: string;
  /** The booking step (1-5) of booking_step_completed events, else null. */
  step: number | null;
  count: number;
}

/**
 * SQL of the analytics module (ADR 016), owner of analytics_events. Instants are ISO UTC text,
 * so a day is the text's first 10 characters on SQLite and PostgreSQL alike.
 */
export function analyticsRepository(db: Kysely<Database>) {
  return {
    /** Stores one event. */
    async insert(e: NewAnalyticsEvent): Promise<void> {
      await db
        .insertInto('analytics_events')
        .values({
          type: e.type,
          path: e.path,
          step: e.step,
          booking_reference: e.bookingReference,
          occurred_at: e.occurredAt.toISOString(),
          received_at: e.receivedAt.toISOString(),
        })
        .execute();
    },

    /**
     * The booking funnel for the operator (ADR 016; its endpoint comes with ADR 019): the
     * number of events per UTC day of arrival, type and step, for arrivals in [from, to), ordered
     * by day, type and step (null steps first). Counts by the server's clock, not the client's.
     */
    async funnel(from: Date, to: Date): Promise<FunnelRow[]> {
      const day = sql<string>`substr(received_at, 1, 10)`;
      const rows = await db
        .selectFrom('analytics_events')
        .select([day.as('day'), 'type', 'step', (eb) => eb.fn.countAll().as('count')])
        .where('received_at', '>=', from.toISOString())
        .where('received_at', '<', to.toISOString())
        .groupBy([day, 'type', 'step'])
        .orderBy(day)
        .orderBy('type')
        .orderBy(sql`coalesce(step, 0)`)
        .execute();
      return rows.map((r) => ({
        day: r.day,
        type: r.type,
        step: r.step === null ? null : Number(r.step),
        count: Number(r.count),
      }));
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;
