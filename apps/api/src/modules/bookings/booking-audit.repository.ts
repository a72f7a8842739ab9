import type { Kysely } from 'kysely';
import type { AuditActor, AuditEvent } from '@alpine/contract';
import type { Database } from '../../db/schema.ts';

/** One state change to record (ADR 019): at ISO UTC; operatorID when actor is operator. */
export interface AuditNote {
  bookingID: number;
  event: AuditEvent;
  actor: AuditActor;
  at: string;
  operatorID?: number | null;
  detail?: string | null;
}

/** A recorded state change, with the operator's e-mail when an operator made it. */
export interface AuditRecord {
  event: AuditEvent;
  actor: AuditActor;
  actorEmail: string | null;
  detail: string | null;
  at: string;
}

/**
 * SQL of the booking audit log (ADR 019): part of bookingsRepository, so that `audit` runs in
 * the transaction of the state change it records (a rolled-back change leaves no line).
 */
export function auditQueries(db: Kysely<Database>) {
  return {
    /** Records one state change of a booking. */
    async audit(n: AuditNote): Promise<void> {
      await db
        .insertInto('booking_audit')
        .values({
          booking_id: n.bookingID,
          event: n.event,
          actor: n.actor,
          operator_id: n.operatorID ?? null,
          detail: n.detail === undefined || n.detail === null ? null : n.detail.slice(0, 500),
          at: n.at,
        })
        .execute();
    },

    /** A booking's history, oldest first (ties in insertion order). */
    async listAudit(bookingID: number): Promise<AuditRecord[]> {
      const rows = await db
        .selectFrom('booking_audit as a')
        .leftJoin('customers as c', 'c.customer_id', 'a.operator_id')
        .select(['a.event', 'a.actor', 'a.detail', 'a.at', 'c.email'])
        .where('a.booking_id', '=', bookingID)
        .orderBy('a.at')
        .orderBy('a.audit_id')
        .execute();
      return rows.map((r) => ({
        event: r.event as AuditEvent,
        actor: r.actor as AuditActor,
        actorEmail: r.actor === 'operator' ? (r.email ?? null) : null,
        detail: r.detail,
        at: r.at,
      }));
    },
  };
}
